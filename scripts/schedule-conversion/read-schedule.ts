/**
 * Reads the free-text schedule and duration sessions had before dates ("Saturdays 10:00", "90",
 * "1h30"), once, for `npm run db:convert-schedules`. Sessions happen in Tunisia: times are
 * Africa/Tunis, UTC+1 all year. Nothing in the product reads free text any more.
 */

const TUNIS_UTC_OFFSET_MS = 60 * 60 * 1000;

/** English and French day names and their usual abbreviations, by JavaScript weekday. */
const WEEKDAY_WORDS: [RegExp, number][] = [
  [/^(sun(day)?|dimanche)$/, 0],
  [/^(mon(day)?|lundi)$/, 1],
  [/^(tue(s(day)?)?|mardi)$/, 2],
  [/^(wed(nesday)?|mercredi)$/, 3],
  [/^(thu(r(s(day)?)?)?|jeudi)$/, 4],
  [/^(fri(day)?|vendredi)$/, 5],
  [/^(sat(urday)?|samedi)$/, 6],
];

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export type SessionTime =
  /** Every week on these days (JavaScript weekdays), first occurrence `first`. */
  { kind: "weekly"; weekdays: number[]; first: LocalDateTime } | { kind: "once"; start: LocalDateTime };

function weekdaysIn(text: string): number[] {
  const found = new Set<number>();
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    const singular = word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word;
    for (const [pattern, day] of WEEKDAY_WORDS) if (pattern.test(word) || pattern.test(singular)) found.add(day);
  }
  return [...found].sort();
}

/** "10:00", "18h30", "18h", "6pm", "6:30 pm" → hours and minutes on a 24-hour clock. */
function timeIn(text: string): { hour: number; minute: number } | null {
  const match = /(?<![\d:/.-])(\d{1,2})(?:[:h](\d{2})?)?\s*(am|pm)?(?![\d/.-])/i.exec(
    text.replace(/\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/g, " "),
  );
  if (!match) return null;
  const [whole, h, m, meridiem] = match;
  const hasSeparator = /[:h]/i.test(whole);
  if (!hasSeparator && !meridiem) return null; // a bare number is not a time
  let hour = Number(h);
  const minute = m ? Number(m) : 0;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === "pm" ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/** "2026-03-14" or "14/03/2026" (day first, as in Tunisia). */
function dateIn(text: string): { year: number; month: number; day: number } | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  const dayFirst = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : dayFirst
      ? { year: Number(dayFirst[3]), month: Number(dayFirst[2]), day: Number(dayFirst[1]) }
      : null;
  if (!parts) return null;
  const check = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const valid =
    check.getUTCFullYear() === parts.year &&
    check.getUTCMonth() === parts.month - 1 &&
    check.getUTCDate() === parts.day;
  return valid ? parts : null;
}

/** The wall clock in Tunis at `now`, as UTC fields of a shifted Date. */
function tunisClock(now: Date): Date {
  return new Date(now.getTime() + TUNIS_UTC_OFFSET_MS);
}

function localFrom(date: Date, time: { hour: number; minute: number }): LocalDateTime {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), ...time };
}

/**
 * The session's time, or null when the text names no day (or date) together with a time —
 * then no calendar entry can honestly be offered.
 */
export function parseSchedule(schedule: string | null | undefined, now = new Date()): SessionTime | null {
  if (!schedule) return null;
  const time = timeIn(schedule);
  if (!time) return null;
  const date = dateIn(schedule);
  if (date) return { kind: "once", start: { ...date, ...time } };
  const weekdays = weekdaysIn(schedule);
  if (weekdays.length === 0) return null;

  // First occurrence from now on, in Tunis time: today if the hour is still ahead.
  const clock = tunisClock(now);
  const minutesNow = clock.getUTCHours() * 60 + clock.getUTCMinutes();
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = new Date(clock.getTime() + offset * 86_400_000);
    const upcoming = offset > 0 || time.hour * 60 + time.minute > minutesNow;
    if (weekdays.includes(day.getUTCDay()) && upcoming)
      return { kind: "weekly", weekdays, first: localFrom(day, time) };
  }
  return null; // unreachable: one of the next 8 days always matches
}

/** "90", "90 min", "1h30", "1:30", "1.5 hours", "2 heures" → minutes; null when unreadable. */
export function parseDurationMinutes(duration: string | null | undefined): number | null {
  if (!duration) return null;
  const text = duration.trim().toLowerCase();
  let minutes: number | null = null;
  const hours = /^(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hours?|heures?)\s*(?:(\d{1,2})\s*(?:m|mn|min|mins|minutes?)?)?$/.exec(
    text,
  );
  const clock = /^(\d{1,2}):(\d{2})$/.exec(text);
  const plain = /^(\d+)\s*(?:m|mn|min|mins|minutes?)?$/.exec(text);
  if (hours) minutes = Math.round(Number(hours[1]!.replace(",", ".")) * 60) + Number(hours[2] ?? 0);
  else if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (plain) minutes = Number(plain[1]);
  return minutes !== null && minutes > 0 && minutes <= 24 * 60 ? minutes : null;
}
