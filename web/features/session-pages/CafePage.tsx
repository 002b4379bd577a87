import type { PublicSession } from "@schema/api";
import { choiceName, LEARNING_LANGUAGE_NAMES, levelName } from "@schema/labels";
import type { CafePageData } from "@schema/public-page-render";
import { pagePath, sessionPath } from "@schema/public-paths";
import { sessionCityName, sessionTitle } from "@schema/session-text";
import { scheduleMessages, scheduleText } from "@web/features/schedule";
import { format, useI18n, useMessages } from "@web/i18n";
import { Island } from "@web/islands/Island";
import ShareIsland from "./islands/ShareIsland";
import { sessionPagesMessages } from "./messages";
import { Detail, Details, Notice, PageLink } from "./PageParts";

/** A café's own page: where it is, what it says of itself, and its upcoming sessions. */
export function CafePage({ page }: { page: CafePageData }) {
  const { locale } = useI18n();
  const m = useMessages(sessionPagesMessages);
  const { cafe } = page;
  const city = sessionCityName(cafe.city, locale);
  return (
    <article aria-labelledby="cafe-title" className="mx-auto max-w-3xl px-4 py-10">
      <h1 id="cafe-title" dir="auto" data-admin-content className="text-3xl font-bold text-stone-900">
        {cafe.name}
      </h1>
      {!page.active ? (
        <Notice title={m.cafeInactiveTitle} text={m.cafeInactiveText} link={m.backToSchedule} />
      ) : (
        <>
          {cafe.photoUrl ? (
            <img
              src={cafe.photoUrl}
              alt={format(m.photoAlt, { name: cafe.name, city })}
              width={1200}
              height={630}
              loading="lazy"
              decoding="async"
              className="mt-6 aspect-[40/21] w-full rounded-2xl object-cover"
            />
          ) : null}
          <Details>
            {cafe.address ? (
              <Detail icon="map-pin" label={m.address} value={cafe.address} adminContent>
                {cafe.mapUrl ? <PageLink href={cafe.mapUrl}>{m.map}</PageLink> : null}
              </Detail>
            ) : null}
            <Detail icon="map-pin" label={m.city} value={city}>
              {!cafe.address && cafe.mapUrl ? <PageLink href={cafe.mapUrl}>{m.map}</PageLink> : null}
            </Detail>
            {cafe.openingNote ? (
              <Detail icon="store" label={m.openingNote} value={cafe.openingNote} adminContent />
            ) : null}
          </Details>
          <section aria-labelledby="cafe-sessions" className="mt-8">
            <h2 id="cafe-sessions" className="text-xl font-bold text-stone-900">
              {m.upcoming}
            </h2>
            {page.sessions.length === 0 ? (
              <p className="mt-3 text-stone-700">{m.noUpcoming}</p>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {page.sessions.map((session) => (
                  <li key={session.id} className="flex">
                    <SessionLinkCard session={session} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="mt-8">
            <Island name="share">
              <ShareIsland />
            </Island>
          </div>
        </>
      )}
    </article>
  );
}

/** One of the café's sessions: its title links to its page. */
function SessionLinkCard({ session }: { session: PublicSession }) {
  const { locale } = useI18n();
  const schedule = useMessages(scheduleMessages);
  const m = useMessages(sessionPagesMessages);
  const when = scheduleText(session, locale, schedule);
  return (
    <article className="w-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 dir="auto" data-admin-content className="text-lg font-bold text-stone-900">
        <PageLink href={pagePath(sessionPath(session), locale)}>{sessionTitle(session, locale)}</PageLink>
      </h3>
      <p className="mt-1 text-stone-700">
        {choiceName(LEARNING_LANGUAGE_NAMES, session.language, locale)} · {levelName(session.level, locale)}
      </p>
      {when ? <p className="mt-2 text-stone-800">{when.text}</p> : null}
      <p className="mt-2 text-sm text-stone-700">
        {m.spotsLeft}: <bdi className="font-bold">{session.spotsLeft === 0 ? m.full : session.spotsLeft}</bdi>
      </p>
    </article>
  );
}
