/**
 * A session's dates: its first start on Tunis's clock, a duration, and a repetition (once, or
 * weekly on chosen days until an end date or a number of times), with single occurrences skipped
 * or moved. Everything that says when a session happens (cards, emails, reminders, calendar
 * files, JSON-LD, the back office's calendar) reads it from here. Tunisia keeps UTC+1 all year,
 * so a wall-clock time is one instant by a fixed offset (docs/decisions/0025-session-dates.md).
 */

export const SESSION_TIME_ZONE = "Africa/Tunis";
const TUNIS_UTC_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Weekdays as RFC 5545's BYDAY spells them, in JavaScript's order (Sunday = 0). */
export const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

export const REPEATS = ["once", "weekly"] as const;
export type Repeat = (typeof REPEATS)[number];

/** "2026-11-26T09:30": a wall-clock time in Tunis, as `<input type="datetime-local">` writes it. */
export type LocalStart = string;
/** "2026-11-26": a day in Tunis. */
export type LocalDay = string;

export interface SessionDates {
  /** The first occurrence. */
  startsAt: LocalStart;
  durationMinutes: number;
  repeat: Repeat;
  /** Weekly only: the days it happens on, the first start's day among them. */
  repeatDays: WeekdayCode[];
  /** Weekly only: the last day an occurrence may fall on. */
  repeatUntil: LocalDay | null;
  /** Weekly only: how many occurrences the series has, counted before any is skipped (RFC 5545's COUNT). */
  repeatCount: number | null;
}

/** One occurrence of a weekly series skipped (`movedTo` null) or moved, keyed by where the series puts it. */
export interface OccurrenceChange {
  originalStart: LocalStart;
  movedTo: LocalStart | null;
}

export interface Occurrence {
  /** Where the series puts it: the key a skip or a move is stored under. */
  originalStart: LocalStart;
  /** Where it happens (the moved time when moved). */
  start: LocalStart;
  startsAt: Date;
  endsAt: Date;
  status: "scheduled" | "moved" | "skipped";
}

const LOCAL_START = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const LOCAL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of the wall-clock time read as if it were UTC; NaN when it is no real date and time. */
function wallClockMs(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map(Number) as number[];
  const ms = Date.UTC(year!, month! - 1, day!, hour, minute);
  const check = new Date(ms);
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month! - 1 &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60;
  return real ? ms : Number.NaN;
}

export const isLocalStart = (text: string) => !Number.isNaN(wallClockMs(text, LOCAL_START));
export const isLocalDay = (text: string) => !Number.isNaN(wallClockMs(text, LOCAL_DAY));

/** The instant a wall-clock time in Tunis is. */
export const tunisInstant = (local: LocalStart): Date =>
  new Date(wallClockMs(local, LOCAL_START) - TUNIS_UTC_OFFSET_MS);

/** The wall-clock time in Tunis at an instant, to the minute. */
export const tunisLocal = (instant: Date): LocalStart =>
  new Date(instant.getTime() + TUNIS_UTC_OFFSET_MS).toISOString().slice(0, 16);

/** The weekday a wall-clock time or day falls on. */
export const weekdayOf = (local: LocalStart | LocalDay): WeekdayCode =>
  WEEKDAY_CODES[new Date(wallClockMs(local.slice(0, 10), LOCAL_DAY)).getUTCDay()]!;

/** A weekly series with neither an end date nor a count is read this far ahead, no further. */
const HORIZON_DAYS = 366 * 5;

/** Where the series puts each occurrence, in order, before skips and moves. */
function* seriesStarts(dates: SessionDates): Generator<LocalStart> {
  if (dates.repeat === "once") {
    yield dates.startsAt;
    return;
  }
  const first = wallClockMs(dates.startsAt, LOCAL_START);
  const until = dates.repeatUntil ? wallClockMs(dates.repeatUntil, LOCAL_DAY) + DAY_MS : Number.POSITIVE_INFINITY;
  const days = new Set(dates.repeatDays);
  let yielded = 0;
  for (let day = 0; day < HORIZON_DAYS; day += 1) {
    const ms = first + day * DAY_MS;
    if (ms >= until) return;
    if (!days.has(WEEKDAY_CODES[new Date(ms).getUTCDay()]!)) continue;
    yield new Date(ms).toISOString().slice(0, 16);
    yielded += 1;
    if (dates.repeatCount !== null && yielded >= dates.repeatCount) return;
  }
}

/** The occurrence the series puts at `originalStart`, as `change` (a skip or a move; none: untouched) leaves it. */
export function occurrenceAt(
  originalStart: LocalStart,
  change: OccurrenceChange | undefined,
  minutes: number,
): Occurrence {
  const start = change?.movedTo ?? originalStart;
  const startsAt = tunisInstant(start);
  return {
    originalStart,
    start,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    status: !change ? "scheduled" : change.movedTo ? "moved" : "skipped",
  };
}

/** Where the series put the occurrences that were moved, as instants: reading stops only past the last. */
const lastMovedFrom = (changes: readonly OccurrenceChange[]) =>
  Math.max(
    Number.NEGATIVE_INFINITY,
    ...changes.flatMap((change) => (change.movedTo ? [tunisInstant(change.originalStart).getTime()] : [])),
  );

/**
 * Every occurrence that starts in [from, to), skipped ones included (they show struck through in
 * the back office), by start. A moved occurrence shows where it was moved to.
 */
export function occurrencesBetween(
  dates: SessionDates,
  changes: readonly OccurrenceChange[],
  from: Date,
  to: Date,
): Occurrence[] {
  const byOriginal = new Map(changes.map((change) => [change.originalStart, change]));
  const lastMoved = lastMovedFrom(changes);
  const found: Occurrence[] = [];
  for (const originalStart of seriesStarts(dates)) {
    const original = tunisInstant(originalStart).getTime();
    if (original >= to.getTime() && original > lastMoved) break;
    const occurrence = occurrenceAt(originalStart, byOriginal.get(originalStart), dates.durationMinutes);
    const at = occurrence.startsAt.getTime();
    if (at >= from.getTime() && at < to.getTime()) found.push(occurrence);
  }
  return found.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The next `limit` occurrences that start after `now` and are not skipped, by start. */
export function nextOccurrences(
  dates: SessionDates,
  changes: readonly OccurrenceChange[],
  now: Date,
  limit: number,
): Occurrence[] {
  const byOriginal = new Map(changes.map((change) => [change.originalStart, change]));
  const lastMoved = lastMovedFrom(changes);
  const found: Occurrence[] = [];
  for (const originalStart of seriesStarts(dates)) {
    const original = tunisInstant(originalStart).getTime();
    // Every occurrence still to come starts at or after `original` now, unless a move carries it.
    const before = found.filter((occurrence) => occurrence.startsAt.getTime() <= original).length;
    if (before >= limit && original > lastMoved) break;
    const occurrence = occurrenceAt(originalStart, byOriginal.get(originalStart), dates.durationMinutes);
    if (occurrence.status !== "skipped" && occurrence.startsAt.getTime() > now.getTime()) found.push(occurrence);
  }
  return found.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).slice(0, limit);
}

/** Whether the series puts an occurrence at this wall-clock time: only those can be skipped or moved. */
export function isInSeries(dates: SessionDates, originalStart: LocalStart): boolean {
  for (const start of seriesStarts(dates)) {
    if (start === originalStart) return true;
    if (start > originalStart) return false;
  }
  return false;
}
