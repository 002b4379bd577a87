import { and, asc, count, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { SessionRequest } from "../../schema/api";
import {
  type AdminSessionsQuery,
  adminSessionsQuery,
  languageSessionInput,
  languageSessionPatch,
  type SESSION_SORTS,
  seatOfferInput,
} from "../../schema/inputs";
import { validationText } from "../../schema/messages";
import { languageSession, pricingPlan, sessionRequest } from "../../schema/tables";
import { currentActor } from "../audit/record";
import { type Database, database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import type { GetAnswer, JsonAnswer } from "../http/answer";
import { ApiError, visitorError } from "../http/errors";
import { parseId, validate, validateJson } from "../http/validate";
import { invalidatePublicReads } from "../public/cached-reads";
import { sessionChangeNotices } from "../sessions/change-notices";
import { calendarContextOf } from "../sessions/request-calendar";
import { approvedCount, firstInLine, requestCount, seatToOffer } from "../sessions/seats";
import { adminCrud } from "./crud";
import { type ListSorting, listOrder, matchingAny, pageOf, pageWindow } from "./list";
import { offerSeat } from "./session-requests";

/** Deleting a session would silently delete its requests (cascade): refuse while it has any. */
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

const crud = adminCrud({
  table: languageSession,
  noun: "Language session",
  auditTarget: "language_session",
  create: languageSessionInput,
  patch: languageSessionPatch,
  orderBy: [asc(languageSession.id)],
  // The stats band counts the languages of published sessions.
  afterChange: (env) => invalidatePublicReads(env, "/api/sessions", "/api/site"),
  beforeDelete: refuseWhenRequested,
  alsoOnUpdate: (db, before, after, env) => sessionChangeNotices(db, before, after, calendarContextOf(env)),
});

function sessionFilters(query: AdminSessionsQuery): SQL | undefined {
  return and(
    query.status ? eq(languageSession.isPublished, query.status === "published") : undefined,
    query.city ? eq(languageSession.city, query.city) : undefined,
    matchingAny(query.q, [languageSession.title, languageSession.cafeName, languageSession.schedule]),
  );
}

const SESSION_SORTING: ListSorting<(typeof SESSION_SORTS)[number]> = {
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
 * Sessions, drafts included, a page at a time. Answered here rather than by the CRUD factory so
 * that each row carries its seats: approved, pending and waitlisted requests (counted for the
 * page's rows only).
 */
export const adminSessions = new Hono<AppBindings>()
  .get("/", validate("query", adminSessionsQuery), async (c) => {
    const query = c.req.valid("query");
    const db = database(c.env.DB);
    const where = sessionFilters(query);
    const { limit, offset } = pageWindow(query);
    const [items, [totals]] = await db.batch([
      db
        .select({
          ...getTableColumns(languageSession),
          approvedCount,
          pendingCount: requestCount("pending"),
          waitlistedCount: requestCount("waitlisted"),
        })
        .from(languageSession)
        .where(where)
        .orderBy(...listOrder(query, SESSION_SORTING))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(languageSession).where(where),
    ]);
    return c.json(pageOf(items, totals?.total, query)) satisfies GetAnswer<"/api/admin/sessions">;
  })
  .use("*", knownPricingPlan)
  /** Every session's id and name, for the requests page's session filter. */
  .get("/names", async (c) => {
    const rows = await database(c.env.DB)
      .select({ id: languageSession.id, title: languageSession.title, schedule: languageSession.schedule })
      .from(languageSession)
      .orderBy(asc(languageSession.title), asc(languageSession.id));
    return c.json(rows) satisfies GetAnswer<"/api/admin/sessions/names">;
  })
  /** Every session with a seat to offer, and who is first in line for it. */
  .get("/seats-to-offer", async (c) => {
    const db = database(c.env.DB);
    const next = alias(sessionRequest, "next_in_line");
    const rows = await db
      .select({
        session: {
          id: languageSession.id,
          title: languageSession.title,
          schedule: languageSession.schedule,
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
      .where(seatToOffer)
      .orderBy(asc(languageSession.title), asc(languageSession.id));
    return c.json(rows) satisfies GetAnswer<"/api/admin/sessions/seats-to-offer">;
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
  .route("/", crud);
