import { and, eq, gte, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AdminCounts } from "../../schema/api";
import { LEAD_WAITING_MS } from "../../schema/constants";
import { auditEntry, emailOutbox, languageSession, lead, leadTally, sessionRequest } from "../../schema/tables";
import { type Database, database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { seatToOffer } from "../sessions/seats";

/**
 * The sessions someone waits for: each distinct session of the waitlisted requests, found by one
 * seek per session on (status, session_id), the next session after the last one found (a loose
 * index scan, written out: SQLite makes one itself only from statistics, which D1 does not keep),
 * instead of reading every waitlisted request to learn the few sessions they are for.
 */
export const waitedForSessions = sql`with recursive ${sql.identifier("waited")}(${sql.identifier("id")}) as (
    select min(${sessionRequest.sessionId}) from ${sessionRequest} where ${sessionRequest.status} = 'waitlisted'
    union all
    select (select min(${sessionRequest.sessionId}) from ${sessionRequest}
      where ${sessionRequest.status} = 'waitlisted' and ${sessionRequest.sessionId} > ${sql.identifier("waited")}.${sql.identifier("id")})
    from ${sql.identifier("waited")} where ${sql.identifier("waited")}.${sql.identifier("id")} is not null
  )
  select ${sql.identifier("id")} from ${sql.identifier("waited")} where ${sql.identifier("id")} is not null`;

/** How far back the Requests badge counts the spots people cancelled themselves. */
const RECENT_CANCELLATIONS_MS = 24 * 60 * 60 * 1000;

/** A person's cancellation from their page, since `since`: its audit entry, on the (action, at) index. */
export const cancelledByPersonSince = (since: number) =>
  and(eq(auditEntry.action, "cancelled_by_person"), gte(auditEntry.at, new Date(since)));

/**
 * What waits for the team, for the navigation's badges: one query of five counts, each reading
 * ranges of an index that holds what it counts (requests by status and session, emails by status,
 * the leads of the last day by status and date, beside the leads' tally, the audit log by action
 * and time) and, for the seats, the sessions waited for by their ids. Only the seats of sessions
 * whose automatic offers are off wait for an admin: the cron offers the others'.
 */
export const badgeCounts = (db: Database, now: number) =>
  db
    .select({
      pendingRequests: sql<number>`(select count(*) from ${sessionRequest} where ${sessionRequest.status} = 'pending')`,
      failedEmails: sql<number>`(select count(*) from ${emailOutbox} where ${emailOutbox.status} = 'dead')`,
      seatsToOffer: sql<number>`(select count(*) from ${languageSession} where ${languageSession.id} in (${waitedForSessions})
        and ${languageSession.autoOffer} = 0 and ${seatToOffer})`,
      cancelledByPeople: sql<number>`(select count(*) from ${auditEntry}
        where ${cancelledByPersonSince(now - RECENT_CANCELLATIONS_MS)})`,
      // Every new lead (the tally's, docs/decisions/0024-lead-tally.md) less those not yet waiting,
      // the range of the last 24 hours on (status, created_at): not every waiting lead read.
      waitingLeads: sql<number>`(select coalesce(sum(${leadTally.leads}), 0) from ${leadTally}
        where ${leadTally.language} = '' and ${leadTally.status} = 'new')
        - (select count(*) from ${lead} where ${lead.status} = 'new' and ${gte(lead.createdAt, new Date(now - LEAD_WAITING_MS))})`,
    })
    .from(sql`(select 1)`);

/** Mounted at /api/admin/counts: `badgeCounts`. */
export const adminCounts = new Hono<AppBindings>().get("/", async (c) => {
  const [counts] = await badgeCounts(database(c.env.DB), Date.now());
  const answer: AdminCounts = {
    pendingRequests: Number(counts?.pendingRequests ?? 0),
    failedEmails: Number(counts?.failedEmails ?? 0),
    seatsToOffer: Number(counts?.seatsToOffer ?? 0),
    cancelledByPeople: Number(counts?.cancelledByPeople ?? 0),
    waitingLeads: Number(counts?.waitingLeads ?? 0),
  };
  return c.json(answer) satisfies GetAnswer<"/api/admin/counts">;
});
