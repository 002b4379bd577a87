/** A stored session's dates (schema/occurrences.ts), and its skipped and moved occurrences, read from D1. */
import { getTableColumns, inArray } from "drizzle-orm";
import { nextOccurrences, type Occurrence, type OccurrenceChange, type SessionDates } from "../../schema/occurrences";
import { languageSession, sessionOccurrenceChange } from "../../schema/tables";
import type { Database } from "../db";

export type DatedSession = Pick<
  typeof languageSession.$inferSelect,
  "startsAt" | "durationMinutes" | "repeat" | "repeatDays" | "repeatUntil" | "repeatCount"
>;

/**
 * A session's columns as the Worker reads and answers them: all but the free text only the
 * conversion to dates reads (docs/decisions/0025-session-dates.md).
 */
const { legacySchedule: _schedule, legacyDuration: _duration, ...answered } = getTableColumns(languageSession);
export const sessionColumns = answered;

/** The columns a session's occurrences are worked out from. */
export const dateColumns = {
  startsAt: languageSession.startsAt,
  durationMinutes: languageSession.durationMinutes,
  repeat: languageSession.repeat,
  repeatDays: languageSession.repeatDays,
  repeatUntil: languageSession.repeatUntil,
  repeatCount: languageSession.repeatCount,
};

/** The session's dates, or null while it has none (a free-text schedule the conversion left to an admin). */
export function datesOf(session: DatedSession): SessionDates | null {
  if (!session.startsAt) return null;
  return {
    startsAt: session.startsAt,
    durationMinutes: session.durationMinutes,
    repeat: session.repeat,
    repeatDays: session.repeatDays,
    repeatUntil: session.repeatUntil,
    repeatCount: session.repeatCount,
  };
}

/** D1 binds at most 100 parameters per statement. */
const IDS_PER_QUERY = 90;

/** The skips and moves of these sessions, by session id (a session with none has an empty list). */
export async function occurrenceChanges(db: Database, sessionIds: number[]): Promise<Map<number, OccurrenceChange[]>> {
  const bySession = new Map<number, OccurrenceChange[]>(sessionIds.map((id) => [id, []]));
  for (let i = 0; i < sessionIds.length; i += IDS_PER_QUERY) {
    const rows = await db
      .select({
        sessionId: sessionOccurrenceChange.sessionId,
        originalStart: sessionOccurrenceChange.originalStart,
        movedTo: sessionOccurrenceChange.movedTo,
      })
      .from(sessionOccurrenceChange)
      .where(inArray(sessionOccurrenceChange.sessionId, sessionIds.slice(i, i + IDS_PER_QUERY)));
    for (const { sessionId, ...change } of rows) bySession.get(sessionId)?.push(change);
  }
  return bySession;
}

/** The session's next `limit` occurrences after `now`, skipped ones left out; none while it has no dates. */
export function upcoming(
  session: DatedSession,
  changes: readonly OccurrenceChange[],
  now: Date,
  limit = 1,
): Occurrence[] {
  const dates = datesOf(session);
  return dates ? nextOccurrences(dates, changes, now, limit) : [];
}
