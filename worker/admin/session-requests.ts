import { and, count, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Context, Hono } from "hono";
import type { BulkDecisionAnswer, BulkRefusalCode, SessionRequest } from "../../schema/api";
import { SESSION_REQUEST_STATUSES } from "../../schema/constants";
import {
  type AdminSessionRequestsQuery,
  adminSessionRequestsQuery,
  type SESSION_REQUEST_SORTS,
  sessionRequestBulkInput,
  sessionRequestUpdateInput,
} from "../../schema/inputs";
import { languageSession, sessionRequest } from "../../schema/tables";
import { changedFields } from "../audit/changes";
import { type Actor, type AuditRecord, auditEntryStatement, currentActor } from "../audit/record";
import { type Database, database } from "../db";
import { deliverSoon } from "../email/deliver";
import { publicUrl } from "../email/layout";
import { queueEmailWithAttachments } from "../email/outbox";
import { SESSION_REQUEST_APPROVED, sessionRequestApprovedEmail } from "../email/templates/session-request-approved";
import {
  STATUS_EMAIL_KIND,
  sessionRequestStatusEmail,
  type ToldStatus,
} from "../email/templates/session-request-status";
import type { AppBindings, Env } from "../env";
import type { GetAnswer, JsonAnswer } from "../http/answer";
import { ApiError } from "../http/errors";
import { parseId, validate, validateJson } from "../http/validate";
import { invalidatePublicReads } from "../public/cached-reads";
import { type SessionWithChanges, withChanges } from "../sessions/change-notices";
import { dateColumns } from "../sessions/dates";
import {
  type CalendarContext,
  calendarAttachment,
  calendarContextOf,
  requestCalendarPath,
} from "../sessions/request-calendar";
import { approvedCount, firstInLine, requestCount, type SessionWithSeats, sessionsWithSeats } from "../sessions/seats";
import { spotLinkToken, spotPagePath, spotPageUrl } from "../spots/link";
import { countsByStatus, type ListSorting, listOrder, matchingAny, pageOf, pageWindow } from "./list";
import { withNextStart } from "./session-dates";

type Request = typeof sessionRequest.$inferSelect;
type Changes = { status?: Request["status"]; notes?: string | null; leadId?: number | null };

const notFound = () => new ApiError(404, "not_found", "Request not found.");

/**
 * The approved status, or NULL when the session has no seat left (or, `published`, is no longer
 * published). Checked and written by one UPDATE, so parallel approvals are serialised by the
 * database and can never exceed capacity; the NULL violates NOT NULL and rolls back the whole
 * batch, approval email included.
 */
function approvedIfSeatLeft(sessionId: number, published: boolean) {
  // Inside each subquery, bare column names bind to the subquery's own table.
  const taken = sql`(select count(*) from ${sessionRequest} where ${sessionRequest.sessionId} = ${sessionId} and ${sessionRequest.status} = 'approved')`;
  const capacity = sql`(select ${languageSession.maxParticipants} from ${languageSession} where ${languageSession.id} = ${sessionId}${published ? sql` and ${languageSession.isPublished} = 1` : sql``})`;
  const seat = sql`${taken} < ${capacity}`;
  return sql<
    Request["status"]
  >`case when ${published ? seat : sql`${sessionRequest.status} = 'approved' or ${seat}`} then 'approved' end`;
}

/**
 * The NOT NULL failure of a status update written as `case when … end` on purpose: the condition
 * it was decided on no longer held (no seat left, or the status moved on), and its batch rolled back.
 */
export const isStatusUpdateRefused = (error: unknown) =>
  error instanceof Error &&
  /NOT NULL constraint failed: session_request\.status/.test(`${error.message} ${String(error.cause ?? "")}`);

/** The request's session with its seats, and its skips and moves for the emails' dates and calendar files. */
async function sessionOf(db: Database, request: Request): Promise<SessionWithSeats & SessionWithChanges> {
  const [session] = await sessionsWithSeats(db, eq(languageSession.id, request.sessionId));
  if (!session) throw notFound(); // unreachable: requests are deleted with their session
  return withChanges(db, session);
}

/** What an approval made elsewhere than the requests page asks more of it. */
interface ApprovalOptions {
  /** Approve only while the session is published (a seat offered to a lead is a public session's). */
  published?: boolean;
  /** Statements written in the approval's batch, after its audit entry: they land with it or not at all. */
  also?: BatchItem<"sqlite">[];
}

/**
 * Approves the request if its session has a seat left, in one batch with its approval email (in
 * the person's language, with their calendar event) and its audit entry; 409 `session_full` when
 * no seat is left, or `session_not_published` when `published` was asked and the session no longer is.
 */
export async function approve(
  db: Database,
  request: Request,
  changes: Changes,
  calendar: CalendarContext,
  audit: AuditRecord,
  options: ApprovalOptions = {},
): Promise<Request> {
  const session = await sessionOf(db, request);
  const event = calendarAttachment(
    session,
    request.id,
    { sequence: request.calendarSequence, method: "PUBLISH" },
    { ...calendar, locale: request.locale },
  );
  const linkToken = request.linkKey ? await spotLinkToken(calendar.linkSecret, request.linkKey) : null;
  const email = sessionRequestApprovedEmail({
    locale: request.locale,
    name: request.name,
    session,
    calendarUrl: event && linkToken ? publicUrl(calendar.baseUrl, requestCalendarPath(linkToken)) : null,
    spotUrl: linkToken ? publicUrl(calendar.baseUrl, spotPagePath(linkToken)) : null,
    now: new Date(),
  });
  // A request approved before already has its event in the person's calendar, and gets no second
  // approval email: the event's new version (confirmed again after a cancellation) outranks the
  // last one sent.
  const approvedBefore = sql`${sessionRequest.firstApprovedAt} is not null`;
  try {
    const [rows] = await db.batch([
      db
        .update(sessionRequest)
        .set({
          ...changes,
          status: approvedIfSeatLeft(session.id, options.published ?? false),
          firstApprovedAt: sql`coalesce(${sessionRequest.firstApprovedAt}, ${Date.now()})`,
          calendarSequence: sql`${sessionRequest.calendarSequence} + (case when ${approvedBefore} then 1 else 0 end)`,
          // A seat held is no longer one to offer or claim.
          offerExpiresAt: null,
          offerLapsedAt: null,
          cancelledBy: null,
        })
        .where(eq(sessionRequest.id, request.id))
        .returning(),
      // One approval email per request, however often its status goes back and forth.
      ...queueEmailWithAttachments(db, {
        kind: SESSION_REQUEST_APPROVED,
        to: request.email,
        locale: request.locale,
        ...email,
        attachments: event ? [event] : [],
        dedupeKey: `${SESSION_REQUEST_APPROVED}:${request.id}`,
      }),
      auditEntryStatement(db, audit),
      ...(options.also ?? []),
    ]);
    const [row] = rows;
    if (!row) throw notFound();
    return row;
  } catch (error) {
    if (!isStatusUpdateRefused(error)) throw error;
    if (options.published && !(await sessionOf(db, request)).isPublished) {
      throw new ApiError(409, "session_not_published", "This session is no longer published: choose another one.");
    }
    throw new ApiError(
      409,
      "session_full",
      `This session is full: all ${session.maxParticipants} spots are approved. Set the request to waitlisted instead.`,
    );
  }
}

/**
 * The email telling the person their request is now waitlisted or cancelled, in their language;
 * queued in the same batch as the change, once per request and status. A spot that was approved
 * had its event sent: the email carries its cancellation, `sequence` being the new version's.
 */
async function statusEmail(
  db: Database,
  request: Request,
  session: SessionWithSeats & SessionWithChanges,
  status: ToldStatus,
  calendar: CalendarContext,
  cancelledEvent: { sequence: number } | null,
) {
  const kind = STATUS_EMAIL_KIND[status];
  // The person's own seat, if they held one, is free once they leave it.
  const othersApproved = session.approvedCount - (request.status === "approved" ? 1 : 0);
  const cancellation =
    cancelledEvent &&
    calendarAttachment(
      session,
      request.id,
      { sequence: cancelledEvent.sequence, method: "CANCEL" },
      { ...calendar, locale: request.locale },
    );
  return queueEmailWithAttachments(db, {
    kind,
    to: request.email,
    locale: request.locale,
    ...sessionRequestStatusEmail({
      status,
      locale: request.locale,
      name: request.name,
      session,
      sessionFull: othersApproved >= session.maxParticipants,
      spotUrl: request.linkKey ? await spotPageUrl(calendar.baseUrl, calendar.linkSecret, request.linkKey) : null,
      now: new Date(),
    }),
    attachments: cancellation ? [cancellation] : [],
    dedupeKey: `${kind}:${request.id}`,
  });
}

/** What a change did besides the row: a seat taken or freed, an email queued for the person. */
interface Applied {
  row: Request;
  seatsMoved: boolean;
  emailQueued: boolean;
}

/**
 * The one path of every status and notes change an admin makes to a request (its dialog, its row's
 * buttons, a bulk decision): an approval is capacity-checked and emailed; a request set to
 * waitlisted or cancelled is told so, its calendar event cancelled when it held a seat; the change
 * and its audit entry go in one batch. Throws 409 `session_full` when no seat is left.
 */
async function changeRequest(
  db: Database,
  env: Env,
  current: Request,
  changes: Changes,
  audit: AuditRecord,
): Promise<Applied> {
  if (changes.status === "approved" && current.status !== "approved") {
    const row = await approve(db, current, changes, calendarContextOf(env), audit);
    return { row, seatsMoved: true, emailQueued: true };
  }
  const told = changes.status === "waitlisted" || changes.status === "cancelled" ? changes.status : null;
  const emailQueued = told !== null && current.status !== told;
  // The spot is given up: the person's calendar event is cancelled, as its next version.
  const cancelledEvent = told && current.status === "approved" ? { sequence: current.calendarSequence + 1 } : null;
  const left = changes.status !== undefined && changes.status !== "waitlisted" && changes.status !== current.status;
  const update = db
    .update(sessionRequest)
    .set({
      ...changes,
      ...(cancelledEvent ? { calendarSequence: cancelledEvent.sequence } : {}),
      ...(changes.status === "cancelled" && current.status !== "cancelled" ? { cancelledBy: "admin" as const } : {}),
      // Off the waitlist: an offer they held is gone with it.
      ...(left ? { offerExpiresAt: null } : {}),
      ...(changes.status && changes.status !== "cancelled" ? { cancelledBy: null } : {}),
    })
    .where(eq(sessionRequest.id, current.id))
    .returning();
  const recorded = auditEntryStatement(db, { ...audit, onlyIfChanged: true });
  const [[row]] = emailQueued
    ? await db.batch([
        update,
        recorded,
        ...(await statusEmail(db, current, await sessionOf(db, current), told, calendarContextOf(env), cancelledEvent)),
      ])
    : await db.batch([update, recorded]);
  if (!row) throw notFound();
  return { row, seatsMoved: current.status === "approved" && row.status !== "approved", emailQueued };
}

/** After changes: the queued emails go soon, and a seat taken or freed shows on the public site. */
async function afterChanges(c: Context<AppBindings>, applied: readonly Applied[]) {
  if (applied.some((change) => change.emailQueued)) deliverSoon(c);
  // Spots left, and the stats band's learners (approved requests).
  if (applied.some((change) => change.seatsMoved)) await invalidatePublicReads(c.env, "/api/sessions", "/api/site");
}

/** The columns of a request the back office reads: the person's link and calendar version stay in the Worker. */
const {
  linkKey: _link,
  legacyCalendarTokenHash: _legacyLink,
  calendarSequence: _version,
  ...shownColumns
} = getTableColumns(sessionRequest);

/** A request as the back office gets it: the person's link and calendar version stay in the Worker. */
export function answerOf({
  linkKey: _link,
  legacyCalendarTokenHash: _legacyLink,
  calendarSequence: _version,
  ...request
}: Request): Omit<Request, "linkKey" | "legacyCalendarTokenHash" | "calendarSequence"> {
  return request;
}

const BULK_REFUSALS = ["session_full", "not_found"] as const satisfies readonly BulkRefusalCode[];
const isBulkRefusal = (code: string): code is (typeof BULK_REFUSALS)[number] =>
  (BULK_REFUSALS as readonly string[]).includes(code);

const refused = (id: number, code: BulkRefusalCode, message: string) => ({
  id,
  changed: false as const,
  error: { code, message },
});

/** The ids in the order their requests were made (unknown ids first: nothing to do for them). */
function firstComeFirst(ids: readonly number[], found: ReadonlyMap<number, Request>): number[] {
  const made = (id: number) => found.get(id)?.createdAt.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...ids].sort((a, b) => made(a) - made(b) || a - b);
}

/** A request's result as the Worker holds it: BulkDecisionResult once sent as JSON. */
type BulkResult = ReturnType<typeof refused> | { id: number; changed: true; request: ReturnType<typeof answerOf> };

/**
 * Offers a freed seat of the session to the first person in line, the one the admin was shown
 * (`requestId`): approved as any approval is (capacity-checked, approval email with its calendar
 * file). 409 when nobody waits, no seat is free, or someone else is first in line by now.
 */
export async function offerSeat(
  db: Database,
  sessionId: number,
  requestId: number,
  calendar: CalendarContext,
  actor: Actor,
): Promise<ReturnType<typeof answerOf>> {
  const [next] = await db
    .select()
    .from(sessionRequest)
    .where(eq(sessionRequest.id, firstInLine(sessionId)));
  if (!next) {
    const [session] = await db
      .select({ id: languageSession.id })
      .from(languageSession)
      .where(eq(languageSession.id, sessionId));
    if (!session) throw new ApiError(404, "not_found", "Language session not found.");
    throw new ApiError(409, "no_waitlist", "Nobody is on this session's waitlist.");
  }
  if (next.id !== requestId) {
    throw new ApiError(
      409,
      "waitlist_changed",
      `The waitlist has changed: ${next.name} is first in line now. Look again before offering the seat.`,
    );
  }
  const approved = await approve(db, next, {}, calendar, {
    actor,
    action: "seat_offered",
    target: { type: "session_request", id: next.id },
    changes: changedFields(next, { status: "approved" }),
  });
  return answerOf(approved);
}

/** The filters but the status, which the counts by status leave aside. */
function requestFilters(query: AdminSessionRequestsQuery): SQL | undefined {
  return and(
    query.sessionId ? eq(sessionRequest.sessionId, query.sessionId) : undefined,
    matchingAny(query.q, [sessionRequest.name, sessionRequest.email, sessionRequest.phone]),
  );
}

const REQUEST_SORTING: ListSorting<(typeof SESSION_REQUEST_SORTS)[number]> = {
  columns: { createdAt: sessionRequest.createdAt, name: sessionRequest.name, status: sessionRequest.status },
  default: { sort: "createdAt", order: "desc" },
  tiebreak: sessionRequest.id,
};

/**
 * Spot requests, newest first unless sorted otherwise; an admin changes one's status and notes, or
 * decides for up to a page of them at once (`POST /bulk`, each through the same path).
 */
export const adminSessionRequests = new Hono<AppBindings>()
  .get("/", validate("query", adminSessionRequestsQuery), async (c) => {
    const query = c.req.valid("query");
    const db = database(c.env.DB);
    const others = requestFilters(query);
    const where = and(others, query.status ? eq(sessionRequest.status, query.status) : undefined);
    const { limit, offset } = pageWindow(query);
    const [items, [totals], byStatus] = await db.batch([
      db
        .select({
          ...shownColumns,
          session: {
            // Named apart: D1 merges result columns of the same name, and the request has its `id`.
            id: sql<number>`${languageSession.id}`.as("summary_session_id"),
            title: languageSession.title,
            ...dateColumns,
            cafeName: languageSession.cafeName,
            city: languageSession.city,
            maxParticipants: languageSession.maxParticipants,
            approvedCount,
            waitlistedCount: requestCount("waitlisted"),
          },
        })
        .from(sessionRequest)
        .innerJoin(languageSession, eq(languageSession.id, sessionRequest.sessionId))
        .where(where)
        .orderBy(...listOrder(query, REQUEST_SORTING))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(sessionRequest).where(where),
      db
        .select({ status: sessionRequest.status, count: count() })
        .from(sessionRequest)
        .where(others)
        .groupBy(sessionRequest.status),
    ]);
    const sessions = await withNextStart(
      db,
      items.map((item) => item.session),
      new Date(),
    );
    return c.json({
      ...pageOf(
        items.map((item, index) => ({ ...item, session: sessions[index]! })),
        totals?.total,
        query,
      ),
      counts: countsByStatus(SESSION_REQUEST_STATUSES, byStatus),
    }) satisfies GetAnswer<"/api/admin/session-requests">;
  })
  .patch("/:id", validateJson(sessionRequestUpdateInput), async (c) => {
    const id = parseId(c.req.param("id"));
    const changes: Changes = c.req.valid("json");
    if (Object.keys(changes).length === 0) throw new ApiError(400, "empty_update", "Nothing to update.");
    const db = database(c.env.DB);
    const [current] = await db.select().from(sessionRequest).where(eq(sessionRequest.id, id));
    if (!current) throw notFound();
    const applied = await changeRequest(db, c.env, current, changes, {
      actor: currentActor(c),
      action: "update",
      target: { type: "session_request", id },
      changes: changedFields(current, changes),
    });
    await afterChanges(c, [applied]);
    return c.json(answerOf(applied.row)) satisfies JsonAnswer<SessionRequest>;
  })
  .post("/bulk", validateJson(sessionRequestBulkInput), async (c) => {
    const { ids, status } = c.req.valid("json");
    const db = database(c.env.DB);
    const actor = currentActor(c);
    const found = new Map(
      (await db.select().from(sessionRequest).where(inArray(sessionRequest.id, ids))).map((row) => [row.id, row]),
    );
    const applied: Applied[] = [];
    const results = new Map<number, BulkResult>();
    try {
      // One after the other, first come first served: when the seats run out, the oldest requests
      // have them, whatever the order on screen; each approval counts the seats the previous took.
      for (const id of firstComeFirst(ids, found)) {
        const current = found.get(id);
        if (!current) {
          results.set(id, refused(id, "not_found", "Request not found."));
          continue;
        }
        if (current.status === status) {
          results.set(id, refused(id, "already_set", `Already ${status}.`));
          continue;
        }
        try {
          const done = await changeRequest(
            db,
            c.env,
            current,
            { status },
            {
              actor,
              action: "update",
              target: { type: "session_request", id },
              changes: changedFields(current, { status }),
              context: { bulk: true },
            },
          );
          applied.push(done);
          results.set(id, { id, changed: true, request: answerOf(done.row) });
        } catch (error) {
          if (!(error instanceof ApiError && isBulkRefusal(error.code))) throw error;
          results.set(id, refused(id, error.code, error.message));
        }
      }
    } finally {
      // What went through before any failure is kept, and told.
      await afterChanges(c, applied);
    }
    return c.json({ results: ids.flatMap((id) => results.get(id) ?? []) }) satisfies JsonAnswer<BulkDecisionAnswer>;
  });
