import { asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { languageSessionInput, languageSessionPatch } from "../../schema/inputs";
import { validationText } from "../../schema/messages";
import { languageSession, pricingPlan, sessionRequest } from "../../schema/tables";
import { type Database, database } from "../db";
import type { AppBindings } from "../env";
import { ApiError, visitorError } from "../http/errors";
import { invalidatePublicReads } from "../public/cached-reads";
import { sessionsWithSeats } from "../sessions/seats";
import { adminCrud } from "./crud";

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
  create: languageSessionInput,
  patch: languageSessionPatch,
  orderBy: [asc(languageSession.id)],
  // The stats band counts the languages of published sessions.
  afterChange: (env) => invalidatePublicReads(env, "/api/sessions", "/api/site"),
  beforeDelete: refuseWhenRequested,
});

/**
 * Every session, drafts included. The list is answered here rather than by the CRUD factory so
 * that each row carries its approved-request count (the table's participants column).
 */
export const adminSessions = new Hono<AppBindings>()
  .get("/", async (c) => c.json(await sessionsWithSeats(database(c.env.DB))))
  .use("*", knownPricingPlan)
  .route("/", crud);
