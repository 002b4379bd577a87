import type { LanguageSession } from "../../../schema/api";
import type { Locale } from "../../../schema/constants";
import { choiceName, LEARNING_LANGUAGE_NAMES, levelName } from "../../../schema/labels";
import { parseDurationMinutes } from "../../../schema/schedule";

/** The session fields an email about a spot shows. */
export type SessionSummary = Pick<
  LanguageSession,
  "title" | "language" | "level" | "city" | "cafeName" | "cafeAddress" | "schedule" | "duration"
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
    duration: "المدة",
    minutes: "{n} دقيقة",
  },
} satisfies Record<Locale, Record<string, string>>;

/** Label/value lines of a session in the reader's language; empty fields are left out. */
export function sessionDetails(session: SessionSummary, locale: Locale): [string, string][] {
  const l = labels[locale];
  const minutes = parseDurationMinutes(session.duration);
  const lines: [string, string | null][] = [
    [l.session, session.title],
    [l.language, choiceName(LEARNING_LANGUAGE_NAMES, session.language, locale)],
    [l.level, levelName(session.level, locale)],
    [l.city, session.city],
    [l.cafe, session.cafeName],
    [l.address, session.cafeAddress],
    [l.schedule, session.schedule],
    [l.duration, minutes ? l.minutes.replace("{n}", String(minutes)) : session.duration],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}
