import type { LanguageSession } from "../../../schema/api";
import type { Locale } from "../../../schema/constants";
import { choiceName, LEARNING_LANGUAGE_NAMES, levelName } from "../../../schema/labels";
import { parseDurationMinutes, parseSchedule, tunisInstant } from "../../../schema/schedule";
import { sessionCityName, sessionTitle } from "../../../schema/session-text";
import { dateTimeText, weekdayNames } from "../../../schema/session-when";
import { type EmailContent, renderEmail } from "../layout";
import type { RenderedEmail } from "../message";

/** The session fields an email about a spot shows (the description is the card's, not the email's). */
export type SessionSummary = Pick<
  LanguageSession,
  "title" | "titleFr" | "titleAr" | "language" | "level" | "city" | "cafeName" | "cafeAddress" | "schedule" | "duration"
>;

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
    duration: "المدة",
    minutes: "{n} دقيقة",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * The schedule's day and time in the reader's language (the next occurrence of a weekly session,
 * plus its weekdays), or the text as the team wrote it when it names no day and time.
 */
function scheduleLines(schedule: string | null, locale: Locale, now: Date): [string, string | null][] {
  const l = labels[locale];
  const time = parseSchedule(schedule, now);
  if (!time) return [[l.schedule, schedule]];
  if (time.kind === "once") return [[l.schedule, dateTimeText(tunisInstant(time.start), locale, now)]];
  return [
    [l.schedule, dateTimeText(tunisInstant(time.first), locale, now)],
    [l.weekly, weekdayNames(time.weekdays, locale)],
  ];
}

/** Label/value lines of a session in the reader's language, dates as of `now`; empty fields are left out. */
function sessionDetails(session: SessionSummary, locale: Locale, now: Date): [string, string][] {
  const l = labels[locale];
  const minutes = parseDurationMinutes(session.duration);
  const lines: [string, string | null][] = [
    [l.session, sessionTitle(session, locale)],
    [l.language, choiceName(LEARNING_LANGUAGE_NAMES, session.language, locale)],
    [l.level, levelName(session.level, locale)],
    [l.city, sessionCityName(session.city, locale)],
    [l.cafe, session.cafeName],
    [l.address, session.cafeAddress],
    ...scheduleLines(session.schedule, locale, now),
    [l.duration, minutes ? l.minutes.replace("{n}", String(minutes)) : session.duration],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}

/**
 * An email about one session: `{title}` in its subject becomes the session's title in the
 * reader's language (the English where none was written), and its details table is the session in
 * that language; the rest is the template's own.
 */
export function renderSessionEmail(
  session: SessionSummary,
  now: Date,
  content: Omit<EmailContent, "details">,
): RenderedEmail {
  return renderEmail({
    ...content,
    subject: content.subject.replace("{title}", sessionTitle(session, content.locale)),
    details: sessionDetails(session, content.locale, now),
  });
}
