/**
 * When a session happens, in the reader's language through Intl, on Tunis's clock: the words the
 * public cards and the emails share. Everything takes parsed times (today from the free-text
 * schedule), so their source can change without touching the wording.
 */
import type { Locale } from "./constants";
import { parseSchedule, SESSION_TIME_ZONE, tunisInstant } from "./schedule";

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

/** A Sunday noon: the weekday `n` days later names JavaScript weekday `n` in any time zone near UTC. */
const A_SUNDAY = Date.UTC(2026, 0, 4, 12);

/** "Tuesday and Thursday", "mardi et jeudi", "الثلاثاء والخميس". */
export function weekdayNames(weekdays: number[], locale: Locale): string {
  const name = new Intl.DateTimeFormat(DATE_LOCALES[locale], { weekday: "long", timeZone: "UTC" });
  const names = weekdays.map((day) => name.format(A_SUNDAY + day * 86_400_000));
  return new Intl.ListFormat(DATE_LOCALES[locale], { type: "conjunction" }).format(names);
}

/**
 * What a session card says of when: a weekly session's days and time, a one-off session's date
 * and time, or null when the schedule names no day and time (the card then shows the team's text).
 * Nothing here depends on today: a written page is kept and served for days, and its hydration
 * must say the same as the Worker's render.
 */
export function scheduleWords(
  schedule: string | null,
  locale: Locale,
): { days: string; time: string } | { date: string } | null {
  const parsed = parseSchedule(schedule);
  if (!parsed) return null;
  if (parsed.kind === "once") {
    const start = tunisInstant(parsed.start);
    return { date: dateTimeText(start, locale, start) };
  }
  return { days: weekdayNames(parsed.weekdays, locale), time: timeText(tunisInstant(parsed.first), locale) };
}
