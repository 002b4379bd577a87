import { asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { languageSessionInput, languageSessionPatch } from "../../schema/inputs";
import { languageSession, sessionRequest } from "../../schema/tables";
import { type Database, database } from "../db";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
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

const crud = adminCrud({
  table: languageSession,
  noun: "Language session",
  create: languageSessionInput,
  patch: languageSessionPatch,
  orderBy: [asc(languageSession.id)],
  afterChange: (env) => invalidatePublicReads(env, "/api/sessions"),
  beforeDelete: refuseWhenRequested,
});

/**
 * Every session, drafts included. The list is answered here rather than by the CRUD factory so
 * that each row carries its approved-request count (the table's participants column).
 */
export const adminSessions = new Hono<AppBindings>()
  .get("/", async (c) => c.json(await sessionsWithSeats(database(c.env.DB))))
  .route("/", crud);
