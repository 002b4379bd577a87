import type { LanguageSession } from "../../../schema/api";
import type { Locale } from "../../../schema/constants";
import { choiceName, LEARNING_LANGUAGE_NAMES, levelName } from "../../../schema/labels";
import { nextOccurrences, type OccurrenceChange, tunisInstant } from "../../../schema/occurrences";
import { sessionCityName, sessionTitle } from "../../../schema/session-text";
import { dateTimeText, timeText, weekdayNames } from "../../../schema/session-when";
import { type EmailContent, renderEmail } from "../layout";
import type { RenderedEmail } from "../message";

/**
 * The session fields an email about a spot shows (the description is the card's, not the
 * email's), with its dates and its skipped and moved occurrences.
 */
export type SessionSummary = Pick<
  LanguageSession,
  | "title"
  | "titleFr"
  | "titleAr"
  | "language"
  | "level"
  | "city"
  | "cafeName"
  | "cafeAddress"
  | "startsAt"
  | "durationMinutes"
  | "repeat"
  | "repeatDays"
  | "repeatUntil"
  | "repeatCount"
> & { changes: readonly OccurrenceChange[] };

const labels = {
  en: {
    session: "Session",
    language: "Language",
    level: "Level",
    city: "City",
    cafe: "Café",
    address: "Address",
    schedule: "When",
    weekly: "Every week",
    daysAndTime: "{days}, {time}",
    duration: "Duration",
    minutes: "{n} min",
  },
  fr: {
    session: "Séance",
    language: "Langue",
    level: "Niveau",
    city: "Ville",
    cafe: "Café",
    address: "Adresse",
    schedule: "Quand",
    weekly: "Chaque semaine",
    daysAndTime: "{days}, {time}",
    duration: "Durée",
    minutes: "{n} min",
  },
  ar: {
    session: "الجلسة",
    language: "اللغة",
    level: "المستوى",
    city: "المدينة",
    cafe: "المقهى",
    address: "العنوان",
    schedule: "الموعد",
    weekly: "كل أسبوع",
    daysAndTime: "{days}، {time}",
    duration: "المدة",
    minutes: "{n} دقيقة",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * When, in the reader's language: the next occurrence after `now` (a skipped one passed over, a
 * moved one at its new time), and a weekly session's days and time. No "when" line while none is
 * ahead.
 */
function whenLines(session: SessionSummary, locale: Locale, now: Date): [string, string | null][] {
  const l = labels[locale];
  // Read here from schema/ alone: the end-to-end tests render these emails in a browser.
  const [next] = session.startsAt
    ? nextOccurrences({ ...session, startsAt: session.startsAt }, session.changes, now, 1)
    : [];
  const lines: [string, string | null][] = [[l.schedule, next ? dateTimeText(next.startsAt, locale, now) : null]];
  if (session.repeat === "weekly" && session.startsAt) {
    const days = weekdayNames(session.repeatDays, locale);
    const time = timeText(tunisInstant(session.startsAt), locale);
    lines.push([l.weekly, l.daysAndTime.replace("{days}", days).replace("{time}", time)]);
  }
  return lines;
}

/** Label/value lines of a session in the reader's language, dates as of `now`; empty fields are left out. */
export function sessionDetails(session: SessionSummary, locale: Locale, now: Date): [string, string][] {
  const l = labels[locale];
  const lines: [string, string | null][] = [
    [l.session, sessionTitle(session, locale)],
    [l.language, choiceName(LEARNING_LANGUAGE_NAMES, session.language, locale)],
    [l.level, levelName(session.level, locale)],
    [l.city, sessionCityName(session.city, locale)],
    [l.cafe, session.cafeName],
    [l.address, session.cafeAddress],
    ...whenLines(session, locale, now),
    [l.duration, l.minutes.replace("{n}", String(session.durationMinutes))],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}

/** The line every email about a spot request carries: the link to the person's own page for it. */
const spotLink = {
  en: { label: "Your request", text: "see your spot, cancel it or add it to your calendar" },
  fr: { label: "Votre demande", text: "retrouvez votre place, annulez-la ou ajoutez-la à votre agenda" },
  ar: { label: "طلبك", text: "اطّلع على مكانك أو ألغِه أو أضفه إلى تقويمك" },
} satisfies Record<Locale, { label: string; text: string }>;

/**
 * An email about one session: `{title}` in its subject becomes the session's title in the
 * reader's language (the English where none was written), and its details table is the session in
 * that language; the rest is the template's own. An email about one person's request passes its
 * page (`spotUrl`, worker/spots/link.ts), linked under the main text in the reader's language;
 * null for a request whose person was erased, which has no page.
 */
export function renderSessionEmail(
  session: SessionSummary,
  now: Date,
  content: Omit<EmailContent, "details" | "link">,
  spotUrl: string | null = null,
): RenderedEmail {
  return renderEmail({
    ...content,
    subject: content.subject.replace("{title}", sessionTitle(session, content.locale)),
    details: sessionDetails(session, content.locale, now),
    link: spotUrl ? { ...spotLink[content.locale], url: spotUrl } : undefined,
  });
}
