/**
 * What a person does from their own page: cancel their spot, or claim a seat offered to them.
 * Each changes their request alone, once however often it is submitted, and nothing when it is
 * not allowed (too late, offer lapsed).
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { sessionRequest } from "../../schema/tables";
import { approve, isStatusUpdateRefused } from "../admin/session-requests";
import { changedFields } from "../audit/changes";
import { type Actor, auditEntryStatement } from "../audit/record";
import type { Database } from "../db";
import { publicUrl } from "../email/layout";
import { queueEmailWithAttachments } from "../email/outbox";
import { SPOT_CANCELLED, spotCancelledEmail } from "../email/templates/spot-cancelled";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { calendarAttachment, calendarContextOf } from "../sessions/request-calendar";
import { type SpotRequest, spotPagePath } from "./link";
import type { Outcome } from "./messages";
import { canCancel, hasOpenOffer, type Spot } from "./open-spot";

/** The person acting from their link: no account, and their address is already the target's. */
const PERSON: Actor = { id: null, email: null };

/** What an action did: its outcome for the person, an email queued for them, a seat freed or taken. */
export interface ActionResult {
  outcome: Outcome;
  emailQueued: boolean;
  seatsMoved: boolean;
}

const unchanged = (outcome: Outcome): ActionResult => ({ outcome, emailQueued: false, seatsMoved: false });

const readRequest = async (db: Database, id: number): Promise<SpotRequest | undefined> =>
  (await db.select().from(sessionRequest).where(eq(sessionRequest.id, id)))[0];

/**
 * Cancels the person's spot (pending, approved or waitlisted) until the session starts, in one
 * batch: the request, its audit entry, and the person's confirmation with the calendar event's
 * cancellation when they held a seat. Already cancelled, it is done already.
 */
export async function cancelSpot(db: Database, env: Env, spot: Spot, now: Date): Promise<ActionResult> {
  const { request, session } = spot;
  if (request.status === "cancelled") return unchanged("cancelled");
  if (!canCancel(spot)) return unchanged("too-late");
  const heldSeat = request.status === "approved";
  const sequence = request.calendarSequence + 1;
  const calendar = calendarContextOf(env);
  const cancellation = heldSeat
    ? calendarAttachment(
        session,
        request.id,
        { sequence, method: "CANCEL" },
        { ...calendar, locale: request.locale, now },
      )
    : null;
  const email = spotCancelledEmail({
    locale: request.locale,
    name: request.name,
    session,
    spotUrl: publicUrl(env.PUBLIC_BASE_URL, spotPagePath(spot.token)),
    heldSeat,
    withCalendar: cancellation !== null,
    now,
  });
  try {
    await db.batch([
      db
        .update(sessionRequest)
        .set({
          // NULL, which rolls the batch back, when the status is no longer the one this was decided
          // on: a second submit of the same form, or an admin's change in between.
          status: sql<
            SpotRequest["status"]
          >`case when ${sessionRequest.status} = ${request.status} then 'cancelled' end`,
          cancelledBy: "person",
          offerExpiresAt: null,
          ...(heldSeat ? { calendarSequence: sequence } : {}),
        })
        .where(eq(sessionRequest.id, request.id)),
      auditEntryStatement(db, {
        actor: PERSON,
        action: "cancelled_by_person",
        target: { type: "session_request", id: request.id },
        changes: changedFields(request, { status: "cancelled" }),
        onlyIfChanged: true,
      }),
      ...queueEmailWithAttachments(db, {
        kind: SPOT_CANCELLED,
        to: request.email,
        locale: request.locale,
        ...email,
        attachments: cancellation ? [cancellation] : [],
        dedupeKey: `${SPOT_CANCELLED}:${request.id}`,
      }),
    ]);
  } catch (error) {
    if (!isStatusUpdateRefused(error)) throw error;
    const current = await readRequest(db, request.id);
    if (!current) throw error;
    return cancelSpot(db, env, { ...spot, request: current }, now);
  }
  return { outcome: "cancelled", emailQueued: true, seatsMoved: heldSeat };
}

/** How long a second submit of a claim waits for the first to settle, and how often it looks. */
const SETTLE_TRIES = 10;
const SETTLE_PAUSE_MS = 100;

/**
 * A claim that found its offer already taken up by another submit of the same form: the outcome
 * that submit reached, once it has (approved, or still waiting because the seat was taken).
 */
async function settledClaim(db: Database, request: SpotRequest): Promise<ActionResult> {
  for (let attempt = 0; ; attempt += 1) {
    const current = await readRequest(db, request.id);
    if (current?.status === "approved") return unchanged("claimed");
    if (current?.status !== "waitlisted" || current.offerLapsedAt?.getTime() !== request.offerLapsedAt?.getTime()) {
      return unchanged("lapsed");
    }
    if (attempt >= SETTLE_TRIES) return unchanged("taken");
    await new Promise((resolve) => setTimeout(resolve, SETTLE_PAUSE_MS));
  }
}

/**
 * Claims the seat offered to a waitlisted person, before its deadline, through the same
 * capacity-safe approval as the back office's (approval email and calendar file included). The
 * offer is taken up first, by one conditional update, so one submit claims and any other waits
 * for its outcome. A seat taken by someone faster leaves the person waiting in their place, their
 * offer gone.
 */
export async function claimSeat(db: Database, env: Env, spot: Spot, now: Date): Promise<ActionResult> {
  const { request } = spot;
  if (request.status === "approved") return unchanged("claimed");
  if (!hasOpenOffer(request, now)) return unchanged("lapsed");
  const [held] = await db
    .update(sessionRequest)
    .set({ offerExpiresAt: null })
    .where(
      and(
        eq(sessionRequest.id, request.id),
        eq(sessionRequest.status, "waitlisted"),
        gt(sessionRequest.offerExpiresAt, now),
      ),
    )
    .returning({ id: sessionRequest.id });
  if (!held) return settledClaim(db, request);
  try {
    await approve(
      db,
      request,
      {},
      calendarContextOf(env),
      {
        actor: PERSON,
        action: "seat_claimed",
        target: { type: "session_request", id: request.id },
        changes: changedFields(request, { status: "approved" }),
      },
      { published: true },
    );
  } catch (error) {
    // The seat is gone (or the session unpublished): the offer stays used up, the place in line kept.
    if (error instanceof ApiError && error.status === 409) return unchanged("taken");
    // Not the seat's fault: the offer is the person's again, to claim once it works.
    await db
      .update(sessionRequest)
      .set({ offerExpiresAt: request.offerExpiresAt })
      .where(and(eq(sessionRequest.id, request.id), isNull(sessionRequest.offerExpiresAt)));
    throw error;
  }
  return { outcome: "claimed", emailQueued: true, seatsMoved: true };
}
