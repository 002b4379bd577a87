import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { SessionRequest, SessionRoster } from "../../schema/api";
import {
  type AdminSessionsQuery,
  adminSessionsQuery,
  languageSessionInput,
  languageSessionPatch,
  type SESSION_SORTS,
  type SortOrder,
  seatOfferInput,
  sessionDatesProblems,
} from "../../schema/inputs";
import { validationText } from "../../schema/messages";
import { isInSeries } from "../../schema/occurrences";
import { languageSession, pricingPlan, sessionOccurrenceChange, sessionRequest } from "../../schema/tables";
import { currentActor } from "../audit/record";
import { type Database, database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import type { GetAnswer, JsonAnswer } from "../http/answer";
import { ApiError, visitorError } from "../http/errors";
import { parseId, validate, validateJson } from "../http/validate";
import { invalidatePublicReads } from "../public/cached-reads";
import { sessionCancelledNotices, sessionChangeNotices } from "../sessions/change-notices";
import { dateColumns, datesOf, occurrenceChanges, sessionColumns } from "../sessions/dates";
import { calendarContextOf } from "../sessions/request-calendar";
import { approvedCount, firstInLine, requestCount, seatToOffer } from "../sessions/seats";
import { chosenCafe } from "./cafes-of-sessions";
import { adminCrud } from "./crud";
import { type ListSorting, listOrder, matchingAny, pageOf, pageWindow } from "./list";
import { sessionOccurrences } from "./occurrences";
import { addNextStart, withNextStart } from "./session-dates";
import { offerSeat } from "./session-requests";

/**
 * Deleting a session would silently delete its requests (cascade): refuse while it has any. So a
 * session deleted has no one to tell; one called off with people in it is unpublished, which
 * tells them (sessionUpdate).
 */
async function refuseWhenRequested(db: Database, id: number) {
  const [row] = await db.select({ requests: count() }).from(sessionRequest).where(eq(sessionRequest.sessionId, id));
  const requests = row?.requests ?? 0;
  if (requests > 0) {
    const noun = requests === 1 ? "1 spot request" : `${requests} spot requests`;
    throw new ApiError(
      409,
      "session_has_requests",
      `This session has ${noun} and cannot be deleted. Unpublish it instead, so its requests are kept.`,
    );
  }
}

/**
 * A session may name a pricing plan; one that does not exist is refused under its field (the
 * foreign key would otherwise fail the write as if the database were down).
 */
const knownPricingPlan = createMiddleware<AppBindings>(async (c, next) => {
  if (c.req.method === "POST" || c.req.method === "PATCH") {
    // Hono keeps the parsed body, so the validator after this reads the same one.
    const body: unknown = await c.req.json().catch(() => null);
    const id = body && typeof body === "object" ? (body as { pricingPlanId?: unknown }).pricingPlanId : undefined;
    if (typeof id === "number" && Number.isSafeInteger(id)) {
      const [plan] = await database(c.env.DB)
        .select({ id: pricingPlan.id })
        .from(pricingPlan)
        .where(eq(pricingPlan.id, id))
        .limit(1);
      if (!plan)
        throw visitorError(400, "validation_failed", { pricingPlanId: validationText("unknown_pricing_plan", "en") });
    }
  }
  await next();
});

/** A new session goes into an active café that exists, or none. */
async function refuseUnchosenCafe(db: Database, values: SessionValues): Promise<SessionValues> {
  const { problem, copy } = await chosenCafe(db, values.cafeId, null);
  if (problem) throw visitorError(400, "validation_failed", { cafeId: validationText(problem, "en") });
  // Its café's city, as the triggers will write it: the audit entry says what the session holds.
  return copy?.city ? { city: copy.city } : {};
}

/** The fields an update checks across (schema/inputs.ts's sessionDatesProblems) and compares. */
const DATE_FIELDS = ["startsAt", "durationMinutes", "repeat", "repeatDays", "repeatUntil", "repeatCount"] as const;

type SessionRow = typeof languageSession.$inferSelect;
type SessionValues = Partial<typeof languageSession.$inferInsert>;

/**
 * A session's update, known against the stored session: the patch merged with it must have dates
 * that hold together (a PATCH's schema checks each field alone) and a date before it is published.
 * A date set replaces the free text left to review. Skips and moves the new dates no longer have
 * an occurrence for are dropped, and the people holding or waiting for a spot are told, all in the
 * update's batch. Unpublishing a published session calls it off: they are told it is cancelled
 * instead (whatever else changed with it), those holding a seat with their event's cancellation.
 */
async function sessionUpdate(
  db: Database,
  before: SessionRow,
  values: SessionValues,
  env: AppBindings["Bindings"],
): Promise<{ values: SessionValues; also: BatchItem<"sqlite">[] }> {
  // A city sent for a session in a café is the café's all the same: read the café for it too.
  const cafeId = values.cafeId !== undefined || values.city === undefined ? values.cafeId : before.cafeId;
  const cafe = await chosenCafe(db, cafeId, before.cafeId);
  // The café's copy as the triggers will write it: what the people told compare (never written here).
  const merged = { ...before, ...values, ...cafe.copy } as SessionRow;
  const fields: Record<string, string> = {};
  if (cafe.problem) fields.cafeId = validationText(cafe.problem, "en");
  if (merged.startsAt !== null) {
    for (const { path, code } of sessionDatesProblems({ ...merged, startsAt: merged.startsAt })) {
      fields[path] ??= validationText(code, "en");
    }
  }
  if (merged.isPublished && merged.startsAt === null) {
    fields.isPublished = validationText("published_needs_date", "en");
  }
  if (Object.keys(fields).length > 0) throw visitorError(400, "validation_failed", fields);

  const implied: SessionValues = {
    ...(values.startsAt !== undefined ? { scheduleToReview: null } : {}),
    // The café's city, which the triggers write anyway: so the audit entry says what the session holds.
    ...(cafe.copy?.city ? { city: cafe.copy.city } : {}),
  };
  const changes = (await occurrenceChanges(db, [before.id])).get(before.id) ?? [];
  const datesChanged = DATE_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(merged[field]));
  const dates = datesOf(merged);
  // A session that happens once has no occurrence to skip or move.
  const kept =
    datesChanged && dates
      ? changes.filter((change) => dates.repeat === "weekly" && isInSeries(dates, change.originalStart))
      : changes;
  const dropped = changes.filter((change) => !kept.includes(change)).map((change) => change.originalStart);
  const calledOff = before.isPublished && !merged.isPublished;
  const notices = calledOff
    ? await sessionCancelledNotices(db, { ...before, changes }, calendarContextOf(env))
    : await sessionChangeNotices(
        db,
        { ...before, changes },
        { ...merged, ...implied, changes: kept },
        calendarContextOf(env),
      );
  return {
    values: implied,
    also: [
      ...(dropped.length > 0
        ? [
            db
              .delete(sessionOccurrenceChange)
              .where(
                and(
                  eq(sessionOccurrenceChange.sessionId, before.id),
                  inArray(sessionOccurrenceChange.originalStart, dropped),
                ),
              ),
          ]
        : []),
      ...notices,
    ],
  };
}

const crud = adminCrud({
  table: languageSession,
  noun: "Language session",
  auditTarget: "language_session",
  create: languageSessionInput,
  patch: languageSessionPatch,
  columns: sessionColumns,
  orderBy: [asc(languageSession.id)],
  // The stats band counts the languages of published sessions.
  afterChange: (env) => invalidatePublicReads(env, "/api/sessions", "/api/site"),
  beforeCreate: refuseUnchosenCafe,
  beforeDelete: refuseWhenRequested,
  onUpdate: sessionUpdate,
  // The triggers write the café's name, address and city onto the session.
  readBack: true,
});

function sessionFilters(query: AdminSessionsQuery): SQL | undefined {
  return and(
    query.status ? eq(languageSession.isPublished, query.status === "published") : undefined,
    query.city ? eq(languageSession.city, query.city) : undefined,
    matchingAny(query.q, [languageSession.title, languageSession.cafeName]),
  );
}

type ColumnSort = Exclude<(typeof SESSION_SORTS)[number], "next">;

const SESSION_SORTING: ListSorting<ColumnSort> = {
  columns: {
    createdAt: languageSession.createdAt,
    title: languageSession.title,
    language: languageSession.language,
    city: languageSession.city,
  },
  default: { sort: "createdAt", order: "asc" },
  tiebreak: languageSession.id,
};

/**
 * `sort=next`: soonest next occurrence first (latest first with `order=desc`), sessions with none
 * ahead last, then by id. The next occurrence is worked out from the dates in JavaScript, not in
 * SQL, so this sort reads every matching session: sessions are few (hundreds at most), which is
 * cheap enough.
 */
function byNextStart(order: SortOrder | undefined) {
  const sign = order === "desc" ? -1 : 1;
  return (a: { id: number; nextStart: string | null }, b: { id: number; nextStart: string | null }) => {
    if (a.nextStart === b.nextStart) return a.id - b.id;
    if (a.nextStart === null) return 1;
    if (b.nextStart === null) return -1;
    return sign * (a.nextStart < b.nextStart ? -1 : 1) || a.id - b.id;
  };
}

/**
 * Sessions, drafts included, a page at a time. Answered here rather than by the CRUD factory so
 * that each row carries its seats: approved, pending and waitlisted requests (counted for the
 * page's rows only).
 */
export const adminSessions = new Hono<AppBindings>()
  .get("/", validate("query", adminSessionsQuery), async (c) => {
    const query = c.req.valid("query");
    const db = database(c.env.DB);
    const now = new Date();
    const where = sessionFilters(query);
    const rows = db
      .select({
        ...sessionColumns,
        approvedCount,
        pendingCount: requestCount("pending"),
        waitlistedCount: requestCount("waitlisted"),
      })
      .from(languageSession)
      .where(where);
    if (query.sort === "next") {
      const all = await addNextStart(db, await rows.orderBy(asc(languageSession.id)), now);
      const { limit, offset } = pageWindow(query);
      const sorted = all.sort(byNextStart(query.order));
      return c.json(
        pageOf(sorted.slice(offset, offset + limit), sorted.length, query),
      ) satisfies GetAnswer<"/api/admin/sessions">;
    }
    const { limit, offset } = pageWindow(query);
    const [items, [totals]] = await db.batch([
      rows
        .orderBy(...listOrder({ ...query, sort: query.sort }, SESSION_SORTING))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(languageSession).where(where),
    ]);
    const page = await addNextStart(db, items, now);
    return c.json(pageOf(page, totals?.total, query)) satisfies GetAnswer<"/api/admin/sessions">;
  })
  .use("*", knownPricingPlan)
  /** Every session's id and name, for the requests page's session filter. */
  .get("/names", async (c) => {
    const db = database(c.env.DB);
    const rows = await db
      .select({ id: languageSession.id, title: languageSession.title, ...dateColumns })
      .from(languageSession)
      .orderBy(asc(languageSession.title), asc(languageSession.id));
    return c.json(await withNextStart(db, rows, new Date())) satisfies GetAnswer<"/api/admin/sessions/names">;
  })
  /**
   * Every session whose freed seat waits for an admin (automatic offers off: the cron offers the
   * others' itself), and who is first in line for it.
   */
  .get("/seats-to-offer", async (c) => {
    const db = database(c.env.DB);
    const next = alias(sessionRequest, "next_in_line");
    const rows = await db
      .select({
        session: {
          id: languageSession.id,
          title: languageSession.title,
          ...dateColumns,
          cafeName: languageSession.cafeName,
          city: languageSession.city,
          maxParticipants: languageSession.maxParticipants,
          approvedCount,
          waitlistedCount: requestCount("waitlisted"),
        },
        // Named apart: D1 merges result columns of the same name, and the session has its `id`.
        nextInLine: {
          id: sql<number>`${next.id}`.as("next_in_line_id"),
          name: next.name,
          email: next.email,
          locale: next.locale,
        },
      })
      .from(languageSession)
      // Only sessions someone waits for have a first in line: the join leaves the others out.
      .innerJoin(next, eq(next.id, firstInLine()))
      .where(and(eq(languageSession.autoOffer, false), seatToOffer))
      .orderBy(asc(languageSession.title), asc(languageSession.id));
    const sessions = await withNextStart(
      db,
      rows.map((row) => row.session),
      new Date(),
    );
    return c.json(
      rows.map((row, index) => ({ ...row, session: sessions[index]! })),
    ) satisfies GetAnswer<"/api/admin/sessions/seats-to-offer">;
  })
  /** The first person on the waitlist, the one the admin was shown, gets the freed seat (and the approval email). */
  .post("/:id/offer-seat", validateJson(seatOfferInput), async (c) => {
    const db = database(c.env.DB);
    const { requestId } = c.req.valid("json");
    const approved = await offerSeat(
      db,
      parseId(c.req.param("id")),
      requestId,
      calendarContextOf(c.env),
      currentActor(c),
    );
    await invalidatePublicReads(c.env, "/api/sessions", "/api/site"); // one spot fewer, one learner more
    deliverSoon(c);
    return c.json(approved) satisfies JsonAnswer<SessionRequest>;
  })
  /** Who is coming: the approved in the order they were approved, and the waitlist in its order. */
  .get("/:id/roster", async (c) => {
    const db = database(c.env.DB);
    const id = parseId(c.req.param("id"));
    const entry = {
      id: sessionRequest.id,
      name: sessionRequest.name,
      email: sessionRequest.email,
      phone: sessionRequest.phone,
      locale: sessionRequest.locale,
      createdAt: sessionRequest.createdAt,
    };
    // The waitlist in the order seats are offered (worker/sessions/seats.ts's firstInLine): oldest first.
    const ofStatus = (status: "approved" | "waitlisted") =>
      db
        .select(entry)
        .from(sessionRequest)
        .where(and(eq(sessionRequest.sessionId, id), eq(sessionRequest.status, status)))
        .orderBy(asc(sessionRequest.createdAt), asc(sessionRequest.id));
    const [[session], approved, waitlist] = await db.batch([
      db.select({ id: languageSession.id }).from(languageSession).where(eq(languageSession.id, id)),
      ofStatus("approved"),
      ofStatus("waitlisted"),
    ]);
    if (!session) throw new ApiError(404, "not_found", "Language session not found.");
    return c.json({ approved, waitlist }) satisfies JsonAnswer<SessionRoster>;
  })
  .route("/", sessionOccurrences)
  .route("/", crud);
