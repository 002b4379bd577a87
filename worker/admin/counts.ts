import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AdminCounts } from "../../schema/api";
import { emailOutbox, languageSession, lead, sessionRequest } from "../../schema/tables";
import { type Database, database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { waitingLeads } from "../leads/pipeline";
import { seatToOffer } from "../sessions/seats";

/**
 * What waits for the team, for the navigation's badges: one query of four counts, each reading
 * only a range of an index that holds what it counts (requests by status and session, emails by
 * status, leads by status and age), so none reads a row of its table.
 */
export const badgeCounts = (db: Database, now: number) =>
  db
    .select({
      pendingRequests: sql<number>`(select count(*) from ${sessionRequest} where ${sessionRequest.status} = 'pending')`,
      failedEmails: sql<number>`(select count(*) from ${emailOutbox} where ${emailOutbox.status} = 'dead')`,
      // Only the sessions someone waits for (from the waitlisted requests' index), not every session.
      seatsToOffer: sql<number>`(select count(*) from ${languageSession} where ${languageSession.id} in
        (select ${sessionRequest.sessionId} from ${sessionRequest} where ${sessionRequest.status} = 'waitlisted')
        and ${seatToOffer})`,
      waitingLeads: sql<number>`(select count(*) from ${lead} where ${waitingLeads(now)})`,
    })
    .from(sql`(select 1)`);

/** Mounted at /api/admin/counts: `badgeCounts`. */
export const adminCounts = new Hono<AppBindings>().get("/", async (c) => {
  const [counts] = await badgeCounts(database(c.env.DB), Date.now());
  const answer: AdminCounts = {
    pendingRequests: Number(counts?.pendingRequests ?? 0),
    failedEmails: Number(counts?.failedEmails ?? 0),
    seatsToOffer: Number(counts?.seatsToOffer ?? 0),
    waitingLeads: Number(counts?.waitingLeads ?? 0),
  };
  return c.json(answer) satisfies GetAnswer<"/api/admin/counts">;
});
