/**
 * What the back office reads of sessions' dates (schema/occurrences.ts): the columns it answers,
 * and each session's next start.
 */
import { getTableColumns } from "drizzle-orm";
import { languageSession } from "../../schema/tables";
import type { Database } from "../db";
import { type DatedSession, occurrenceChanges, upcoming } from "../sessions/dates";

/**
 * A session's columns as the API reads and answers them: all but the free text only the
 * conversion to dates reads (`db:convert-schedules`), which nothing else may read or show.
 */
const { legacySchedule: _schedule, legacyDuration: _duration, ...answered } = getTableColumns(languageSession);
export const sessionColumns = answered;

/** The columns a session's occurrences are worked out from (worker/sessions/dates.ts). */
export const dateColumns = {
  startsAt: languageSession.startsAt,
  durationMinutes: languageSession.durationMinutes,
  repeat: languageSession.repeat,
  repeatDays: languageSession.repeatDays,
  repeatUntil: languageSession.repeatUntil,
  repeatCount: languageSession.repeatCount,
};

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
