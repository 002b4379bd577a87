/**
 * Turns each session's free-text schedule and duration into dates (schema/occurrences.ts), as SQL
 * that `npm run db:convert-schedules` runs against D1. A schedule that names a date and a time
 * becomes a one-off session; days and a time become a weekly series from its next occurrence. One
 * that can't be read is never lost: the session becomes a draft with its text kept for the admin.
 */
import { SESSION_DURATION_MINUTES } from "../../schema/constants.ts";
import { type SessionDates, WEEKDAY_CODES } from "../../schema/occurrences.ts";
import { sqlValue } from "../lib/sql-value.ts";
import { type LocalDateTime, parseDurationMinutes, parseSchedule } from "./read-schedule.ts";

/** A session still holding free text: what the conversion reads. */
export interface LegacySchedule {
  id: number;
  schedule: string | null;
  duration: string | null;
}

export type Conversion = { id: number; dates: SessionDates } | { id: number; toReview: string };

/** Sessions the conversion has yet to read: still holding text, and not already set aside for review. */
export const LEGACY_SCHEDULES_QUERY =
  "SELECT id, schedule, duration FROM language_session WHERE (schedule IS NOT NULL OR duration IS NOT NULL) AND starts_at IS NULL AND schedule_to_review IS NULL ORDER BY id";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const localStart = (time: LocalDateTime) =>
  `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}`;

const inDurationRange = (minutes: number) =>
  minutes >= SESSION_DURATION_MINUTES.min && minutes <= SESSION_DURATION_MINUTES.max;

/** What the admin typed, quoted, for the note they see on the draft. */
const typed = (row: LegacySchedule) =>
  `Schedule: “${row.schedule?.trim() || "none"}”; duration: “${row.duration?.trim() || "none"}”`;

export function convertSchedule(row: LegacySchedule, now: Date): Conversion {
  const time = parseSchedule(row.schedule, now);
  // No duration was ever required: an empty one takes the usual length; one typed but unreadable is reviewed.
  const minutes = row.duration?.trim() ? parseDurationMinutes(row.duration) : SESSION_DURATION_MINUTES.default;
  if (!time || minutes === null || !inDurationRange(minutes)) return { id: row.id, toReview: typed(row) };
  const dates: SessionDates =
    time.kind === "once"
      ? {
          startsAt: localStart(time.start),
          durationMinutes: minutes,
          repeat: "once",
          repeatDays: [],
          repeatUntil: null,
          repeatCount: null,
        }
      : {
          startsAt: localStart(time.first),
          durationMinutes: minutes,
          repeat: "weekly",
          repeatDays: time.weekdays.map((day) => WEEKDAY_CODES[day]!),
          repeatUntil: null,
          repeatCount: null,
        };
  return { id: row.id, dates };
}

/** One UPDATE per line (D1's `exec` and `wrangler d1 execute --file` both take that); the free text is emptied. */
export function conversionSql(conversions: Conversion[]): string {
  return conversions
    .map((conversion) => {
      const set =
        "dates" in conversion
          ? [
              `starts_at = ${sqlValue(conversion.dates.startsAt)}`,
              `duration_minutes = ${conversion.dates.durationMinutes}`,
              `repeat = ${sqlValue(conversion.dates.repeat)}`,
              `repeat_days = ${sqlValue(conversion.dates.repeatDays)}`,
            ]
          : [`schedule_to_review = ${sqlValue(conversion.toReview)}`, "is_published = 0"];
      return `UPDATE language_session SET ${[...set, "schedule = NULL", "duration = NULL"].join(", ")} WHERE id = ${conversion.id};`;
    })
    .join("\n");
}
