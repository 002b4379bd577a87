/**
 * When a session happens, in the reader's language through Intl, on Tunis's clock: the words the
 * public cards and the emails share. Everything takes a session's dates (schema/occurrences.ts) or
 * the instants of its occurrences, never today: a written page is kept and served for days, and
 * its hydration must say the same as the Worker's render.
 */
import type { Locale } from "./constants";
import { type LocalStart, SESSION_TIME_ZONE, tunisInstant, WEEKDAY_CODES, type WeekdayCode } from "./occurrences";

/** ar-TN writes Western digits, as Tunisian readers expect and as the public site writes numbers. */
const DATE_LOCALES: Record<Locale, string> = { en: "en-GB", fr: "fr-FR", ar: "ar-TN" };

function tunisYear(instant: Date): string {
  return new Intl.DateTimeFormat("en", { year: "numeric", timeZone: SESSION_TIME_ZONE }).format(instant);
}

/** "Thursday 26 November at 09:30" (with the year when it is not the year of `now`), in the reader's language. */
export function dateTimeText(start: Date, locale: Locale, now: Date): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: tunisYear(start) === tunisYear(now) ? undefined : "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: SESSION_TIME_ZONE,
  }).format(start);
}

/** "09:30" on Tunis's clock. */
export function timeText(start: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: SESSION_TIME_ZONE,
  }).format(start);
}

/**
 * "Thu 3 Dec" (with the year when it is not the year of `reference`), and the time too when
 * `withTime`: one of a weekly session's next dates.
 */
function shortDateText(start: Date, locale: Locale, reference: Date, withTime = false): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: tunisYear(start) === tunisYear(reference) ? undefined : "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
    timeZone: SESSION_TIME_ZONE,
  }).format(start);
}

/** A Sunday noon: the weekday `n` days later names JavaScript weekday `n` in any time zone near UTC. */
const A_SUNDAY = Date.UTC(2026, 0, 4, 12);

/** "Tuesday and Thursday", "mardi et jeudi", "الثلاثاء والخميس", in the week's order from Monday. */
export function weekdayNames(weekdays: readonly WeekdayCode[], locale: Locale): string {
  const name = new Intl.DateTimeFormat(DATE_LOCALES[locale], { weekday: "long", timeZone: "UTC" });
  const fromMonday = (code: WeekdayCode) => (WEEKDAY_CODES.indexOf(code) + 6) % 7;
  const names = [...new Set(weekdays)]
    .sort((a, b) => fromMonday(a) - fromMonday(b))
    .map((code) => name.format(A_SUNDAY + WEEKDAY_CODES.indexOf(code) * 86_400_000));
  return new Intl.ListFormat(DATE_LOCALES[locale], { type: "conjunction" }).format(names);
}

/** What a session's dates say of when, for words: how it repeats and the instants of its next occurrences. */
export interface WhenSource {
  repeat: "once" | "weekly";
  repeatDays: readonly WeekdayCode[];
  /** Its next occurrences, by start (ISO instants or dates); the first is the one a once session has. */
  nextStarts: readonly (string | Date)[];
  /** The first occurrence on Tunis's clock ("2026-11-26T09:30"): the series' time of day. */
  startsAt: LocalStart;
}

export type ScheduleWords =
  /** A weekly session: its days and time ("Thursday", "09:30"), and its next dates ("Thu 3 Dec", …). */
  | { days: string; time: string; next: string[] }
  /** A one-off session: its date and time. */
  | { date: string };

/**
 * What a session card says of when: a weekly session's days, time and next dates (a date moved to
 * another time of day says its time), or a one-off session's date and time; null with no
 * occurrence ahead. The year shows only on a date not in the first listed start's year.
 */
export function scheduleWords(session: WhenSource, locale: Locale): ScheduleWords | null {
  const starts = session.nextStarts.map((start) => new Date(start));
  const first = starts[0];
  if (!first) return null;
  if (session.repeat === "once") return { date: dateTimeText(first, locale, first) };
  const time = timeText(tunisInstant(session.startsAt), locale);
  return {
    days: weekdayNames(session.repeatDays, locale),
    time,
    next: starts.map((start) => shortDateText(start, locale, first, timeText(start, locale) !== time)),
  };
}

/** Arabic dates hold a comma of their own ("الخميس، 3 ديسمبر"): a list of them is cut by a dot instead. */
const DATE_LIST_SEPARATORS: Record<Locale, string> = { en: ", ", fr: ", ", ar: " · " };

/** "Thu 3 Dec, Thu 10 Dec, Thu 17 Dec": dates one after the other, in the reader's language. */
export const dateList = (dates: readonly string[], locale: Locale): string => dates.join(DATE_LIST_SEPARATORS[locale]);
