/**
 * What a person's link opens: their request, its session, and where the session stands in time.
 * The link lives as long as the session has an occurrence that is not over: one that is ahead or
 * under way (a weekly series: until its last one ends).
 */
import { eq } from "drizzle-orm";
import { type Occurrence, occurrencesBetween } from "../../schema/occurrences";
import { languageSession } from "../../schema/tables";
import type { Database } from "../db";
import { type SessionWithChanges, withChanges } from "../sessions/change-notices";
import { datesOf, sessionColumns, upcoming } from "../sessions/dates";
import { requestOfToken, type SpotRequest } from "./link";

interface SessionTiming {
  /** The next occurrence that has not started (none: the last one has). */
  next: Occurrence | undefined;
  /** An occurrence has started and not ended. */
  underWay: boolean;
  /** Every occurrence has ended: the link no longer opens anything. */
  over: boolean;
}

/** Where the session stands at `now`. A session without dates is neither under way nor over. */
function timingOf(session: SessionWithChanges, now: Date): SessionTiming {
  const dates = datesOf(session);
  const [next] = upcoming(session, session.changes, now);
  if (!dates) return { next, underWay: false, over: false };
  const startedWithin = new Date(now.getTime() - dates.durationMinutes * 60_000);
  const underWay = occurrencesBetween(dates, session.changes, startedWithin, new Date(now.getTime() + 1)).some(
    (occurrence) => occurrence.status !== "skipped" && occurrence.endsAt > now,
  );
  return { next, underWay, over: !next && !underWay };
}

export interface Spot {
  /** The link's token, which every page and form of the spot carries. */
  token: string;
  request: SpotRequest;
  session: SessionWithChanges;
  timing: SessionTiming;
}

/**
 * The spot a token opens at `now`, or null: a token that opens no request (malformed, tampered
 * with, erased) and one whose session is over are the same to whoever holds them.
 */
export async function openSpot(db: Database, secret: string, token: string, now: Date): Promise<Spot | null> {
  const request = await requestOfToken(db, secret, token);
  if (!request) return null;
  const [row] = await db.select(sessionColumns).from(languageSession).where(eq(languageSession.id, request.sessionId));
  // Gone between the two reads: its requests went with it.
  if (!row) return null;
  const session = await withChanges(db, row);
  const timing = timingOf(session, now);
  return timing.over ? null : { token, request, session, timing };
}

/** A waitlisted person's offer of a freed seat is still theirs to claim. */
export const hasOpenOffer = (request: SpotRequest, now: Date) =>
  request.status === "waitlisted" && request.offerExpiresAt !== null && request.offerExpiresAt > now;

/**
 * Cancelling is open until the session starts (a weekly series: between its occurrences, until
 * its last starts), and while the session is on: an unpublished one was called off for everyone.
 */
export const canCancel = (spot: Spot) =>
  spot.request.status !== "cancelled" &&
  spot.session.isPublished &&
  !spot.timing.underWay &&
  (spot.timing.next !== undefined || !datesOf(spot.session));
