/**
 * A session's occurrences in the back office: read over a range of days, one of a weekly series
 * skipped or moved (and put back), and every session's occurrences in the calendar, with seats.
 * Seats count per session, not per occurrence: a weekly session is a standing group, its approved
 * requests the same people every week (docs/decisions/0025-session-dates.md).
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { CalendarOccurrence, SessionOccurrence } from "../../schema/api";
import { occurrenceChangeInput } from "../../schema/inputs";
import { validationText } from "../../schema/messages";
import {
  isInSeries,
  isLocalStart,
  type LocalStart,
  type OccurrenceChange,
  occurrenceAt,
  occurrencesBetween,
} from "../../schema/occurrences";
import { languageSession, sessionOccurrenceChange } from "../../schema/tables";
import { auditEntryStatement, currentActor } from "../audit/record";
import { type Database, database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import type { JsonAnswer } from "../http/answer";
import { ApiError } from "../http/errors";
import { parseId, validateJson } from "../http/validate";
import { invalidatePublicReads } from "../public/cached-reads";
import { sessionChangeNotices } from "../sessions/change-notices";
import { dateColumns, datesOf, occurrenceChanges, sessionColumns } from "../sessions/dates";
import { calendarContextOf } from "../sessions/request-calendar";
import { requestCount } from "../sessions/seats";
import { dayRange, occurrenceAnswer } from "./session-dates";

/** A session's occurrences read at once: today and 12 weeks on unless told, at most 400 days. */
const OCCURRENCE_RANGE = { defaultDays: 12 * 7, maxDays: 400 };
/** The calendar's: 4 weeks on from today unless told, at most 62 days (two months). */
const CALENDAR_RANGE = { defaultDays: 4 * 7, maxDays: 62 };

const sessionNotFound = () => new ApiError(404, "not_found", "Language session not found.");

/** 400 `occurrence_not_in_series`: only an occurrence a weekly series puts somewhere is skipped or moved. */
const notInSeries = () => {
  const message = validationText("occurrence_not_in_series", "en");
  return new ApiError(400, "occurrence_not_in_series", message, { originalStart: message });
};

/** 400 `occurrence_conflict`: another occurrence of the session already starts at the time moved to. */
const movedOntoAnother = () => {
  const message = validationText("occurrence_conflict", "en");
  return new ApiError(400, "occurrence_conflict", message, { movedTo: message });
};

type StoredSession = Omit<typeof languageSession.$inferSelect, "legacySchedule" | "legacyDuration">;

async function storedSession(db: Database, id: number): Promise<StoredSession> {
  const [session] = await db.select(sessionColumns).from(languageSession).where(eq(languageSession.id, id));
  if (!session) throw sessionNotFound();
  return session;
}

/** The occurrence of a weekly series at `originalStart` (as the path names it), with the session; 400 when none. */
async function occurrenceOf(db: Database, id: number, originalStart: string) {
  const session = await storedSession(db, id);
  const dates = datesOf(session);
  if (dates?.repeat !== "weekly" || !isLocalStart(originalStart) || !isInSeries(dates, originalStart)) {
    throw notInSeries();
  }
  const changes = (await occurrenceChanges(db, [id])).get(id) ?? [];
  return { session, dates, changes };
}

/** Where the occurrence happens, null when skipped: what its audit entry shows before and after. */
const startOf = (originalStart: LocalStart, change: OccurrenceChange | undefined) =>
  change ? change.movedTo : originalStart;

/**
 * Writes the occurrence's new state (`after`: a skip or a move; undefined: as the series puts it)
 * in one batch with its audit entry and the notices to the people holding a spot, then refreshes
 * the public reads (the session's next dates) and sends the notices.
 */
async function changeOccurrence(
  c: Context<AppBindings>,
  db: Database,
  { session, changes }: { session: StoredSession; changes: OccurrenceChange[] },
  originalStart: LocalStart,
  after: OccurrenceChange | undefined,
) {
  const before = changes.find((change) => change.originalStart === originalStart);
  if (before?.movedTo === after?.movedTo && Boolean(before) === Boolean(after)) return;
  const others = changes.filter((change) => change !== before);
  const notices = await sessionChangeNotices(
    db,
    { ...session, changes },
    { ...session, changes: after ? [...others, after] : others },
    calendarContextOf(c.env),
  );
  const write = after
    ? db
        .insert(sessionOccurrenceChange)
        .values({ sessionId: session.id, originalStart, movedTo: after.movedTo })
        .onConflictDoUpdate({
          target: [sessionOccurrenceChange.sessionId, sessionOccurrenceChange.originalStart],
          set: { movedTo: after.movedTo },
        })
    : db
        .delete(sessionOccurrenceChange)
        .where(
          and(
            eq(sessionOccurrenceChange.sessionId, session.id),
            eq(sessionOccurrenceChange.originalStart, originalStart),
          ),
        );
  await db.batch([
    write,
    auditEntryStatement(db, {
      actor: currentActor(c),
      action: "update",
      target: { type: "language_session", id: session.id },
      // Where the occurrence happens, before and after (null: skipped).
      changes: { occurrence: { before: startOf(originalStart, before), after: startOf(originalStart, after) } },
      context: { originalStart },
      onlyIfChanged: true,
    }),
    ...notices,
  ]);
  await invalidatePublicReads(c.env, "/api/sessions", "/api/site");
  if (notices.length > 0) deliverSoon(c);
}

/** Routes under /api/admin/sessions. */
export const sessionOccurrences = new Hono<AppBindings>()
  /** `?from=&to=`: the session's occurrences on those days (both included), skipped ones too, by start. */
  .get("/:id/occurrences", async (c) => {
    const db = database(c.env.DB);
    const id = parseId(c.req.param("id"));
    const { from, to } = dayRange({ from: c.req.query("from"), to: c.req.query("to") }, new Date(), OCCURRENCE_RANGE);
    const dates = datesOf(await storedSession(db, id));
    if (!dates) return c.json([]) satisfies JsonAnswer<SessionOccurrence[]>;
    const changes = (await occurrenceChanges(db, [id])).get(id) ?? [];
    return c.json(occurrencesBetween(dates, changes, from, to).map(occurrenceAnswer)) satisfies JsonAnswer<
      SessionOccurrence[]
    >;
  })
  /** Skips (`movedTo` null) or moves one occurrence of a weekly session, keyed by where the series puts it. */
  .put("/:id/occurrences/:originalStart", validateJson(occurrenceChangeInput), async (c) => {
    const db = database(c.env.DB);
    const id = parseId(c.req.param("id"));
    const originalStart = c.req.param("originalStart");
    const { movedTo } = c.req.valid("json");
    const found = await occurrenceOf(db, id, originalStart);
    const { dates, changes } = found;
    // Moved back to where the series puts it: as if put back.
    const after = movedTo === originalStart ? undefined : { originalStart, movedTo };
    if (movedTo !== null && after) {
      const takenBy = (change: OccurrenceChange) =>
        change.originalStart !== originalStart && change.movedTo === movedTo;
      const freed = changes.some((change) => change.originalStart === movedTo);
      if (changes.some(takenBy) || (isInSeries(dates, movedTo) && !freed)) throw movedOntoAnother();
    }
    await changeOccurrence(c, db, found, originalStart, after);
    return c.json(
      occurrenceAnswer(occurrenceAt(originalStart, after, dates.durationMinutes)),
    ) satisfies JsonAnswer<SessionOccurrence>;
  })
  /** Puts the occurrence back where the series puts it. */
  .delete("/:id/occurrences/:originalStart", async (c) => {
    const db = database(c.env.DB);
    const id = parseId(c.req.param("id"));
    const originalStart = c.req.param("originalStart");
    const found = await occurrenceOf(db, id, originalStart);
    await changeOccurrence(c, db, found, originalStart, undefined);
    return c.body(null, 204);
  });

/**
 * Mounted at /api/admin/calendar: `?from=&to=`, every occurrence of every session with dates on
 * those days (both included), drafts too (`isPublished` tells) and skipped ones, by start.
 */
export const adminCalendar = new Hono<AppBindings>().get("/", async (c) => {
  const db = database(c.env.DB);
  const { from, to } = dayRange({ from: c.req.query("from"), to: c.req.query("to") }, new Date(), CALENDAR_RANGE);
  const sessions = await db
    .select({
      id: languageSession.id,
      title: languageSession.title,
      cafeName: languageSession.cafeName,
      city: languageSession.city,
      maxParticipants: languageSession.maxParticipants,
      isPublished: languageSession.isPublished,
      ...dateColumns,
      approvedCount: requestCount("approved"),
      waitlistedCount: requestCount("waitlisted"),
    })
    .from(languageSession)
    .where(isNotNull(languageSession.startsAt))
    .orderBy(asc(languageSession.id));
  const changes = await occurrenceChanges(
    db,
    sessions.map((session) => session.id),
  );
  const occurrences: CalendarOccurrence[] = sessions.flatMap((session) => {
    const dates = datesOf(session);
    if (!dates) return [];
    const { id, title, cafeName, city, maxParticipants, isPublished, repeat, approvedCount, waitlistedCount } = session;
    return occurrencesBetween(dates, changes.get(id) ?? [], from, to).map((occurrence) => ({
      ...occurrenceAnswer(occurrence),
      session: { id, title, cafeName, city, maxParticipants, isPublished, repeat },
      approvedCount,
      waitlistedCount,
    }));
  });
  // By start, then by session (already in id order: the sort keeps it for equal starts).
  occurrences.sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
  return c.json(occurrences) satisfies JsonAnswer<CalendarOccurrence[]>;
});
