import { and, asc, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { PublicSession } from "../../schema/api";
import type { SessionRequestStatus } from "../../schema/constants";
import type { Occurrence, OccurrenceChange } from "../../schema/occurrences";
import { languageSession, sessionRequest } from "../../schema/tables";
import type { Database } from "../db";
import { occurrenceChanges, sessionColumns, upcoming } from "./dates";

/** `"table"."column"`: drizzle leaves columns bare in single-table queries, which a subquery would rebind. */
const qualified = (table: string, column: { name: string }) =>
  sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;

/**
 * Requests with `status` of the session in the current row (a row of `language_session`, or of a
 * join with it): a correlated subquery on the (session, status) index, so a list is one query.
 */
export const requestsWithStatus = (status: SessionRequestStatus) =>
  sql<number>`(select count(*) from ${sessionRequest} as ${sql.identifier("seat")}
  where ${qualified("seat", sessionRequest.sessionId)} = ${qualified(getTableName(languageSession), languageSession.id)}
  and ${qualified("seat", sessionRequest.status)} = ${status})`.mapWith(Number);

/**
 * The same count as a selected column, named: D1 merges result columns of the same name, and two
 * unnamed counts would have one.
 */
export const requestCount = (status: SessionRequestStatus) => requestsWithStatus(status).as(`${status}_count`);

/** Approved requests of the session in the current row: its seats taken. */
export const approvedCount = requestCount("approved");

/** The session in the current row has a free seat and someone waiting for one: a seat to offer. */
export const seatToOffer = sql`${requestsWithStatus("approved")} < ${languageSession.maxParticipants} and ${requestsWithStatus("waitlisted")} > 0`;

/**
 * A waitlist's order, over the requests of `table` (an alias, or the table itself): first come
 * first offered, except that whoever let an offer lapse waits behind everyone not offered yet.
 */
const lineOrder = (table: string = getTableName(sessionRequest)) => [
  sql`${qualified(table, sessionRequest.offerLapsedAt)} is not null`,
  sql`${qualified(table, sessionRequest.offerLapsedAt)}`,
  sql`${qualified(table, sessionRequest.createdAt)}`,
  sql`${qualified(table, sessionRequest.id)}`,
];

/**
 * The id of the first waitlisted request of a session (an id, or the session in the current row),
 * in line order. The one a seat offered approves, and the one the back office names before
 * offering it.
 */
export const firstInLine = (session: number | SQL = qualified(getTableName(languageSession), languageSession.id)) =>
  sql<number>`(select ${qualified("line", sessionRequest.id)} from ${sessionRequest} as ${sql.identifier("line")}
  where ${qualified("line", sessionRequest.sessionId)} = ${session} and ${qualified("line", sessionRequest.status)} = 'waitlisted'
  order by ${sql.join(lineOrder("line"), sql`, `)} limit 1)`;

/** The waitlisted requests of a session in line order: the first is offered a freed seat first. */
export function waitlistOf(db: Database, sessionId: number) {
  return db
    .select()
    .from(sessionRequest)
    .where(and(eq(sessionRequest.sessionId, sessionId), eq(sessionRequest.status, "waitlisted")))
    .orderBy(...lineOrder());
}

/** A waitlisted request's place in its session's line, from 1; null for a request not waiting. */
export async function placeInLine(db: Database, requestId: number, sessionId: number): Promise<number | null> {
  const index = (await waitlistOf(db, sessionId)).findIndex((row) => row.id === requestId);
  return index === -1 ? null : index + 1;
}

/** Sessions with their approved-request counts, in creation order. */
export function sessionsWithSeats(db: Database, where?: SQL) {
  return db
    .select({ ...sessionColumns, approvedCount })
    .from(languageSession)
    .where(where)
    .orderBy(asc(languageSession.id));
}

export type SessionWithSeats = Awaited<ReturnType<typeof sessionsWithSeats>>[number];

export function spotsLeft(session: { maxParticipants: number; approvedCount: number }): number {
  return Math.max(0, session.maxParticipants - session.approvedCount);
}

/** One published session with its seats, or undefined. */
export async function publishedSession(db: Database, id: number): Promise<SessionWithSeats | undefined> {
  const [row] = await sessionsWithSeats(db, and(eq(languageSession.id, id), eq(languageSession.isPublished, true)));
  return row;
}

/** How many next occurrences a public session lists. */
const NEXT_STARTS = 3;

/**
 * What the public may see of a session: nothing of drafts, no internal fields, and its next
 * occurrences after `now` (skipped ones left out, moved ones where they were moved). Null when
 * none is ahead: such a session is not listed.
 */
function toPublicSession(
  session: SessionWithSeats,
  changes: readonly OccurrenceChange[],
  now: Date,
): PublicSession | null {
  const next = upcoming(session, changes, now, NEXT_STARTS);
  if (next.length === 0 || !session.startsAt) return null;
  return publicView(session, next);
}

/**
 * The public fields of a session, with these occurrences as its next starts. Also what a
 * session's own page shows (worker/pages/public-records.ts), with more occurrences, or none once over.
 */
export function publicView(session: SessionWithSeats, next: readonly Occurrence[]): PublicSession {
  return {
    id: session.id,
    title: session.title,
    description: session.description,
    titleFr: session.titleFr,
    titleAr: session.titleAr,
    descriptionFr: session.descriptionFr,
    descriptionAr: session.descriptionAr,
    language: session.language,
    level: session.level,
    city: session.city,
    cafeId: session.cafeId,
    cafeName: session.cafeName,
    cafeAddress: session.cafeAddress,
    startsAt: session.startsAt ?? "",
    durationMinutes: session.durationMinutes,
    repeat: session.repeat,
    repeatDays: session.repeatDays,
    repeatUntil: session.repeatUntil,
    nextStarts: next.map((occurrence) => occurrence.startsAt.toISOString()),
    maxParticipants: session.maxParticipants,
    isPublished: true,
    spotsLeft: spotsLeft(session),
  };
}

/** The published sessions with an occurrence ahead of `now`, as the public sees them: two queries. */
export async function publicSessions(db: Database, now: Date): Promise<PublicSession[]> {
  const sessions = await sessionsWithSeats(db, eq(languageSession.isPublished, true));
  const changes = await occurrenceChanges(
    db,
    sessions.map((session) => session.id),
  );
  return sessions.flatMap((session) => toPublicSession(session, changes.get(session.id) ?? [], now) ?? []);
}
