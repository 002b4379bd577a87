/**
 * What the back office reads of sessions' dates (schema/occurrences.ts): the columns it answers,
 * each session's next start, its occurrences as the API sends them, and the range of days a
 * calendar asks for.
 */
import type { SessionOccurrence } from "../../schema/api";
import { validationText } from "../../schema/messages";
import { isLocalDay, type LocalDay, type Occurrence, tunisInstant, tunisLocal } from "../../schema/occurrences";
import type { Database } from "../db";
import { visitorError } from "../http/errors";
import { type DatedSession, type dateColumns, occurrenceChanges, upcoming } from "../sessions/dates";

type Dated = DatedSession & { id: number };

/** Each session's next start after `now` (ISO), or null with none ahead, by session id. */
export async function nextStarts(db: Database, sessions: Dated[], now: Date): Promise<Map<number, string | null>> {
  const dated = sessions.filter((session) => session.startsAt !== null);
  const changes = await occurrenceChanges(
    db,
    dated.map((session) => session.id),
  );
  return new Map(
    sessions.map((session) => {
      const [next] = upcoming(session, changes.get(session.id) ?? [], now);
      return [session.id, next ? next.startsAt.toISOString() : null];
    }),
  );
}

/** The rows with their next start. */
export async function addNextStart<R extends Dated>(
  db: Database,
  rows: R[],
  now: Date,
): Promise<(R & { nextStart: string | null })[]> {
  const next = await nextStarts(db, rows, now);
  return rows.map((row) => ({ ...row, nextStart: next.get(row.id) ?? null }));
}

/** The rows with their next start in place of the date columns they were read with. */
export async function withNextStart<R extends Dated>(
  db: Database,
  rows: R[],
  now: Date,
): Promise<(Omit<R, keyof typeof dateColumns> & { nextStart: string | null })[]> {
  const next = await nextStarts(db, rows, now);
  return rows.map((row) => {
    const {
      startsAt: _s,
      durationMinutes: _d,
      repeat: _r,
      repeatDays: _days,
      repeatUntil: _u,
      repeatCount: _c,
      ...rest
    } = row;
    return { ...rest, nextStart: next.get(row.id) ?? null };
  });
}

/** An occurrence as the API sends it: its instants as ISO strings. */
export const occurrenceAnswer = (occurrence: Occurrence): SessionOccurrence => ({
  originalStart: occurrence.originalStart,
  start: occurrence.start,
  startsAt: occurrence.startsAt.toISOString(),
  endsAt: occurrence.endsAt.toISOString(),
  status: occurrence.status,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day in Tunis `days` after `day`. */
const dayAfter = (day: LocalDay, days: number): LocalDay =>
  new Date(Date.parse(`${day}T00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The instants of `?from=YYYY-MM-DD&to=YYYY-MM-DD`, days in Tunis, both included: [from's
 * midnight, the midnight after `to`). Absent, `from` is today in Tunis and `to` `defaultDays`
 * days later. 400 validation_failed for a day that is not one, `to` before `from`, or more than
 * `maxDays` days in all.
 */
export function dayRange(
  query: { from?: string; to?: string },
  now: Date,
  { defaultDays, maxDays }: { defaultDays: number; maxDays: number },
): { from: Date; to: Date } {
  const fields: Record<string, string> = {};
  const from = query.from ?? tunisLocal(now).slice(0, 10);
  if (!isLocalDay(from)) fields.from = validationText("invalid_date", "en");
  const to = query.to ?? (fields.from ? undefined : dayAfter(from, defaultDays));
  if (to === undefined || !isLocalDay(to)) fields.to = validationText("invalid_date", "en");
  else if (!fields.from) {
    const days = (Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / DAY_MS + 1;
    if (days < 1 || days > maxDays) fields.to = `Choose an end on or after the start, at most ${maxDays} days in all`;
  }
  if (Object.keys(fields).length > 0) throw visitorError(400, "validation_failed", fields);
  return { from: tunisInstant(`${from}T00:00`), to: tunisInstant(`${dayAfter(to!, 1)}T00:00`) };
}
