import type { PublicSession } from "@schema/api";
import { choiceName, LEARNING_LANGUAGE_NAMES, levelName } from "@schema/labels";
import type { SessionPageData } from "@schema/public-page-render";
import { cafePath, pagePath } from "@schema/public-paths";
import { sessionCityName, sessionDescription, sessionTitle } from "@schema/session-text";
import { dateTimeText } from "@schema/session-when";
import { LanguageFlag } from "@web/components/icons/LanguageFlag";
import { Badge } from "@web/components/ui/badge";
import { scheduleMessages, scheduleText } from "@web/features/schedule";
import { format, useI18n, useMessages } from "@web/i18n";
import { Island } from "@web/islands/Island";
import RequestIsland from "./islands/RequestIsland";
import ShareIsland from "./islands/ShareIsland";
import { sessionPagesMessages } from "./messages";
import { Detail, Details, Notice, PageLink } from "./PageParts";

/** A session's own page: what, when, where, how many spots and for how much, and a request for a spot. */
export function SessionPage({ page }: { page: SessionPageData }) {
  const m = useMessages(sessionPagesMessages);
  if (page.state === "gone" || !page.session)
    return <Notice title={m.goneTitle} text={m.goneText} link={m.backToSchedule} />;
  const { session } = page;
  return (
    <article aria-labelledby="session-title" className="mx-auto max-w-3xl px-4 py-10">
      <SessionHeading session={session} />
      {page.state === "closed" ? (
        <Notice title={m.closedTitle} text={m.closedText} link={m.backToSchedule} />
      ) : (
        <LiveSession page={page} session={session} />
      )}
    </article>
  );
}

function SessionHeading({ session }: { session: PublicSession }) {
  const { locale } = useI18n();
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2">
        <LanguageFlag language={session.language} className="h-5 w-7.5" />
        <Badge tone="orange">{choiceName(LEARNING_LANGUAGE_NAMES, session.language, locale)}</Badge>
        <Badge>{levelName(session.level, locale)}</Badge>
      </div>
      <h1 id="session-title" dir="auto" data-admin-content className="mt-3 text-3xl font-bold text-stone-900">
        {sessionTitle(session, locale)}
      </h1>
    </header>
  );
}

function LiveSession({ page, session }: { page: SessionPageData; session: PublicSession }) {
  const { locale, t } = useI18n();
  const m = useMessages(sessionPagesMessages);
  const schedule = useMessages(scheduleMessages);
  const when = scheduleText(session, locale, schedule);
  const description = sessionDescription(session, locale);
  const full = session.spotsLeft === 0;
  const first = session.nextStarts[0];
  const { cafe } = page;
  return (
    <>
      {description ? (
        <p dir="auto" data-admin-content className="mt-4 text-lg text-stone-700">
          {description}
        </p>
      ) : null}
      <Details>
        {when ? <Detail icon="calendar-clock" label={m.when} value={when.text} testId="when" /> : null}
        <Detail icon="timer" label={m.duration} value={format(schedule.minutes, { n: session.durationMinutes })} />
        {session.cafeName ? (
          <Detail icon="coffee" label={m.cafe} value={session.cafeName} adminContent>
            {cafe ? <PageLink href={pagePath(cafePath(cafe), locale)}>{m.cafePage}</PageLink> : null}
          </Detail>
        ) : null}
        {session.cafeAddress ? (
          <Detail icon="map-pin" label={m.address} value={session.cafeAddress} adminContent>
            {cafe?.mapUrl ? <PageLink href={cafe.mapUrl}>{m.map}</PageLink> : null}
          </Detail>
        ) : null}
        <Detail icon="map-pin" label={m.city} value={sessionCityName(session.city, locale)} />
        <Detail
          icon="users"
          label={m.spotsLeft}
          value={full ? m.full : String(session.spotsLeft)}
          testId="spots-left"
        />
        {page.price !== null ? (
          <Detail
            icon="wallet"
            label={m.price}
            value={`${page.price} ${t.pricing.currency}`}
            more={t.pricing.perSession}
            testId="price"
          />
        ) : null}
      </Details>
      {session.repeat === "weekly" && first ? (
        <section aria-labelledby="next-dates" className="mt-8">
          <h2 id="next-dates" className="text-xl font-bold text-stone-900">
            {m.nextDates}
          </h2>
          <ul data-testid="next-dates" className="mt-3 space-y-1 text-stone-800">
            {session.nextStarts.map((start) => (
              <li key={start}>
                <time dateTime={start}>{dateTimeText(new Date(start), locale, new Date(first))}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-8 flex flex-col gap-6">
        <Island name="request">
          <RequestIsland />
        </Island>
        <Island name="share">
          <ShareIsland />
        </Island>
      </div>
    </>
  );
}
