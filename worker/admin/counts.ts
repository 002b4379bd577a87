import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AdminCounts } from "../../schema/api";
import { emailOutbox, languageSession, lead, sessionRequest } from "../../schema/tables";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { waitingLeads } from "../leads/pipeline";
import { seatToOffer } from "../sessions/seats";

/**
 * Mounted at /api/admin/counts: what waits for the team, for the navigation's badges. One query of
 * four counts, each on an index (requests by status, emails by status, a session's requests, leads
 * by status and age).
 */
export const adminCounts = new Hono<AppBindings>().get("/", async (c) => {
  const db = database(c.env.DB);
  const [counts] = await db
    .select({
      pendingRequests: sql<number>`(select count(*) from ${sessionRequest} where ${sessionRequest.status} = 'pending')`,
      failedEmails: sql<number>`(select count(*) from ${emailOutbox} where ${emailOutbox.status} = 'dead')`,
      // Only the sessions someone waits for (from the waitlisted requests' index), not every session.
      seatsToOffer: sql<number>`(select count(*) from ${languageSession} where ${languageSession.id} in
        (select ${sessionRequest.sessionId} from ${sessionRequest} where ${sessionRequest.status} = 'waitlisted')
        and ${seatToOffer})`,
      waitingLeads: sql<number>`(select count(*) from ${lead} where ${waitingLeads(Date.now())})`,
    })
    .from(sql`(select 1)`);
  const answer: AdminCounts = {
    pendingRequests: Number(counts?.pendingRequests ?? 0),
    failedEmails: Number(counts?.failedEmails ?? 0),
    seatsToOffer: Number(counts?.seatsToOffer ?? 0),
    waitingLeads: Number(counts?.waitingLeads ?? 0),
  };
  return c.json(answer) satisfies GetAnswer<"/api/admin/counts">;
});
