/**
 * When a session happens, as the back office writes it: English, on Tunis's clock, whatever the
 * admin's own time zone ("Sat 5 Dec, 10:00"). Days are Tunis's days, written "2026-12-05".
 */
import { type LocalDay, SESSION_TIME_ZONE, tunisInstant, tunisLocal } from "@schema/occurrences";

const english = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: SESSION_TIME_ZONE, hourCycle: "h23", ...options });

const SHORT = { weekday: "short", day: "numeric", month: "short" } as const;
const LONG = { weekday: "long", day: "numeric", month: "long" } as const;
const CLOCK = { hour: "2-digit", minute: "2-digit" } as const;
const YEAR = english({ year: "numeric" });
const TIME = english(CLOCK);

const instant = (when: Date | string) => (typeof when === "string" ? new Date(when) : when);
/** The year, only when it is not this one. */
const yearUnlessNow = (at: Date, now: Date) => (YEAR.format(at) === YEAR.format(now) ? undefined : "numeric");

/** "Sat 5 Dec" / "Saturday 5 December 2027": the parts in this order, without the comma en-GB puts after a weekday with a year. */
function dateWords(at: Date, style: "short" | "long", year: "numeric" | undefined): string {
  const parts = english({ ...(style === "short" ? SHORT : LONG), year }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return [part("weekday"), part("day"), part("month"), part("year")].filter(Boolean).join(" ");
}

/** "Sat 5 Dec, 10:00" (with the year when it is not this year's). */
export function shortWhen(when: Date | string, now = new Date()): string {
  const at = instant(when);
  return `${dateWords(at, "short", yearUnlessNow(at, now))}, ${TIME.format(at)}`;
}

/** A session's next start as a list says it, "next Sat 5 Dec, 10:00"; null when none is ahead. */
export const nextStartText = (nextStart: string | null | undefined, now = new Date()) =>
  nextStart ? `next ${shortWhen(nextStart, now)}` : null;

/** "Saturday 5 December 10:00" (with the year when it is not this year's): names a row's buttons. */
export function longWhen(when: Date | string, now = new Date()): string {
  const at = instant(when);
  return `${dateWords(at, "long", yearUnlessNow(at, now))} ${TIME.format(at)}`;
}

/** "10:00" on Tunis's clock. */
export const timeOf = (when: Date | string) => TIME.format(instant(when));

/** "Sat 5 Dec" / "Saturday 5 December", for a day in Tunis. */
export const dayName = (day: LocalDay, style: "short" | "long" = "short") =>
  dateWords(tunisInstant(`${day}T12:00`), style, undefined);

/** "December 2026". */
export const monthName = (day: LocalDay) =>
  english({ month: "long", year: "numeric" }).format(tunisInstant(`${day}T12:00`));

/** Today in Tunis. */
export const tunisToday = (now = new Date()): LocalDay => tunisLocal(now).slice(0, 10);

const DAY_MS = 86_400_000;
const dayMs = (day: LocalDay) => Date.parse(`${day}T00:00:00Z`);
const dayOfMs = (ms: number): LocalDay => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after (or before) `day`. */
export const addDays = (day: LocalDay, n: number): LocalDay => dayOfMs(dayMs(day) + n * DAY_MS);

/** The Monday of the week `day` is in. */
export const weekStart = (day: LocalDay): LocalDay => addDays(day, -((new Date(dayMs(day)).getUTCDay() + 6) % 7));

/** The first day of the month `day` is in. */
export const monthStart = (day: LocalDay): LocalDay => `${day.slice(0, 7)}-01`;

/** The first day of the month `n` months after (or before) `day`'s. */
export function addMonths(day: LocalDay, n: number): LocalDay {
  const date = new Date(dayMs(monthStart(day)));
  date.setUTCMonth(date.getUTCMonth() + n);
  return dayOfMs(date.getTime());
}

/** The days from `from` up to, not including, `to`. */
export function daysBetween(from: LocalDay, to: LocalDay): LocalDay[] {
  const days: LocalDay[] = [];
  for (let ms = dayMs(from); ms < dayMs(to); ms += DAY_MS) days.push(dayOfMs(ms));
  return days;
}
