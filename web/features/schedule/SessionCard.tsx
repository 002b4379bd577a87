import type { PublicSession } from "@schema/api";
import { choiceName, LEARNING_LANGUAGE_NAMES, levelName } from "@schema/labels";
import { pagePath, sessionPath } from "@schema/public-paths";
import { sessionCityName, sessionDescription, sessionTitle } from "@schema/session-text";
import { Icon } from "@web/components/icons/Icon";
import { LanguageFlag } from "@web/components/icons/LanguageFlag";
import { Badge } from "@web/components/ui/badge";
import { IntentButton } from "@web/components/ui/intent-button";
import { format, useI18n, useMessages } from "@web/i18n";
import { type ReactNode, useId } from "react";
import { scheduleMessages } from "./messages";
import { scheduleText } from "./schedule-text";

interface SessionCardProps {
  session: PublicSession;
  /** Opens the request dialog for this session (the waitlist when it is full); the button is busy until it shows. */
  onRequest: (session: PublicSession) => Promise<void> | void;
  /** Fetches the request form's code: once the button is in view (the schedule is below the first screen), or on intent. */
  onIntent?: () => void;
}

export function SessionCard({ session, onRequest, onIntent }: SessionCardProps) {
  const { locale } = useI18n();
  const m = useMessages(scheduleMessages);
  const titleId = useId();
  const full = session.spotsLeft === 0;
  const description = sessionDescription(session, locale);
  const cafe = [session.cafeName, session.cafeAddress].filter(Boolean).join(" — ");
  const when = scheduleText(session, locale, m);
  const duration = format(m.minutes, { n: session.durationMinutes });

  return (
    <article
      aria-labelledby={titleId}
      data-session-id={session.id}
      className="flex w-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <LanguageFlag language={session.language} className="h-5 w-7.5" />
        <Badge tone="orange">{choiceName(LEARNING_LANGUAGE_NAMES, session.language, locale)}</Badge>
        <Badge>{levelName(session.level, locale)}</Badge>
        {full ? <Badge tone="red">{m.full}</Badge> : null}
      </div>
      {/* data-admin-content: typed by an admin, in the visitor's language where written, else the English. */}
      <h3 id={titleId} dir="auto" data-admin-content className="mt-3 text-lg font-bold text-stone-900">
        {/* Its own page: to read more, and to share (issue 38). */}
        <a
          href={pagePath(sessionPath(session), locale)}
          className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-orange-700"
        >
          {sessionTitle(session, locale)}
        </a>
      </h3>
      {description ? (
        <p dir="auto" data-admin-content className="mt-1 text-stone-700">
          {description}
        </p>
      ) : null}

      <dl className="mt-4 space-y-2 text-sm">
        <Detail icon={<Icon name="map-pin" />} label={m.city} value={sessionCityName(session.city, locale)} />
        {cafe ? <Detail icon={<Icon name="coffee" />} label={m.cafe} value={cafe} adminContent /> : null}
        {when ? (
          <Detail
            icon={<Icon name="calendar-clock" />}
            label={m.when}
            value={when.text}
            more={when.next}
            testId="when"
            moreTestId="next-dates"
          />
        ) : null}
        <Detail icon={<Icon name="timer" />} label={m.duration} value={duration} testId="duration" />
        <Detail
          icon={<Icon name="users" />}
          label={m.maxParticipants}
          value={String(session.maxParticipants)}
          testId="max-participants"
        />
      </dl>

      {/* Pinned to the card's foot, so the buttons of a row line up. */}
      <div className="mt-auto pt-4">
        <p className="flex items-baseline gap-2">
          <span className="text-sm text-stone-700">{m.spotsLeft}</span>
          <bdi
            data-testid="spots-left"
            className={full ? "text-xl font-bold text-red-700" : "text-xl font-bold text-green-800"}
          >
            {session.spotsLeft}
          </bdi>
        </p>
        {full ? <p className="mt-1 text-sm text-stone-700">{m.fullNote}</p> : null}
        <IntentButton
          className="mt-4 w-full"
          variant={full ? "outline" : "primary"}
          aria-describedby={titleId}
          onPress={() => onRequest(session)}
          onIntent={onIntent}
          preloadInView
        >
          {full ? m.joinWaitlist : m.requestSpot}
        </IntentButton>
      </div>
    </article>
  );
}

/** One fact of a session: an icon and a label, its value (and a second line). A session's own page shows them too. */
export function Detail({
  icon,
  label,
  value,
  testId,
  adminContent,
  more,
  moreTestId,
  wide,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId?: string;
  adminContent?: boolean;
  /** A second line under the value. */
  more?: string | null;
  moreTestId?: string;
  /** On a page rather than a card: a label too long to share its line puts the value under it. */
  wide?: boolean;
  /** Links under the value. */
  children?: ReactNode;
}) {
  return (
    <div className={wide ? "flex flex-wrap items-start gap-x-3 gap-y-1" : "flex items-start gap-2"}>
      {/* In a <dl>, a group holds only <dt> and <dd>: the icon goes inside the term. */}
      <dt className="flex shrink-0 items-start gap-2 text-stone-600">
        <span aria-hidden className="mt-0.5 text-orange-700 [&>svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={wide ? "min-w-0 grow basis-40 font-medium text-stone-900" : "font-medium text-stone-800"}>
        <bdi dir="auto" data-testid={testId} data-admin-content={adminContent || undefined}>
          {value}
        </bdi>
        {more ? (
          <bdi dir="auto" data-testid={moreTestId} className="block font-normal text-stone-700">
            {more}
          </bdi>
        ) : null}
        {children ? <span className="mt-1 flex flex-wrap gap-x-4 font-normal">{children}</span> : null}
      </dd>
    </div>
  );
}
