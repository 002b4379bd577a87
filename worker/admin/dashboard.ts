import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import type { Dashboard } from "../../schema/api";
import { LEAD_TYPES } from "../../schema/constants";
import {
  auditEntry,
  emailOutbox,
  languageSession,
  lead,
  newsletterSubscriber,
  sessionReminder,
  sessionRequest,
} from "../../schema/tables";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { waitingLeads } from "../leads/pipeline";
import { dateColumns, occurrenceChanges, upcoming } from "../sessions/dates";
import { cancelledByPersonSince } from "./counts";
import { countsByStatus } from "./list";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const CHART_WEEKS = 12;
/** The latest spots people cancelled themselves that the dashboard lists. */
const CANCELLATIONS_LISTED = 5;

/** `[from, to)` on a timestamp column. */
const within = (column: SQLiteColumn, from: number, to: number) =>
  and(gte(column, new Date(from)), lt(column, new Date(to)));

/** Rows of `column` per week of the chart: week 0 is the oldest, CHART_WEEKS - 1 the one ending now. */
const byWeek = (column: SQLiteColumn, start: number) =>
  sql<number>`cast((${column} - ${start}) / ${WEEK_MS} as integer)`.mapWith(Number);

/**
 * "How are we doing this week?": the last 7 days against the 7 before, in one batch of aggregate
 * queries (one round trip to D1), each on an index of its table, and one more for the skipped and
 * moved occurrences of the published sessions. Seats are the published sessions with an
 * occurrence (not skipped) in the next 7 days, each counted once however often it happens (seats
 * count per session); last week's are the participants reminded of an occurrence in the past 7 days.
 */
export async function dashboard(db: ReturnType<typeof database>, now: Date): Promise<Dashboard> {
  const t = now.getTime();
  const weekAgo = t - WEEK_MS;
  const twoWeeksAgo = t - 2 * WEEK_MS;
  const chartStart = t - CHART_WEEKS * WEEK_MS;
  const leadWeek = byWeek(lead.createdAt, chartStart);
  const confirmationWeek = byWeek(newsletterSubscriber.confirmedAt, chartStart);
  const [
    leadsThisWeek,
    leadsPreviousWeek,
    [pending],
    [requestsThisWeek],
    [requestsPreviousWeek],
    [confirmed],
    [confirmedThisWeek],
    [confirmedPreviousWeek],
    failed,
    sessions,
    approvedBySession,
    remindedLastWeek,
    leadsByWeek,
    confirmationsByWeek,
    [leadsWaiting],
    [cancelledThisWeek],
    latestCancellations,
  ] = await db.batch([
    db
      .select({ status: lead.userType, count: count() })
      .from(lead)
      .where(within(lead.createdAt, weekAgo, t))
      .groupBy(lead.userType),
    db
      .select({ status: lead.userType, count: count() })
      .from(lead)
      .where(within(lead.createdAt, twoWeeksAgo, weekAgo))
      .groupBy(lead.userType),
    // Each count on an index (status; created_at; is_active; confirmed_at), not a scan of the table.
    db.select({ n: count() }).from(sessionRequest).where(eq(sessionRequest.status, "pending")),
    db
      .select({ n: count() })
      .from(sessionRequest)
      .where(within(sessionRequest.createdAt, weekAgo, t)),
    db
      .select({ n: count() })
      .from(sessionRequest)
      .where(within(sessionRequest.createdAt, twoWeeksAgo, weekAgo)),
    db.select({ n: count() }).from(newsletterSubscriber).where(eq(newsletterSubscriber.isActive, true)),
    db
      .select({ n: count() })
      .from(newsletterSubscriber)
      .where(within(newsletterSubscriber.confirmedAt, weekAgo, t)),
    db
      .select({ n: count() })
      .from(newsletterSubscriber)
      .where(within(newsletterSubscriber.confirmedAt, twoWeeksAgo, weekAgo)),
    db
      .select({
        total: count(),
        thisWeek: sql<number>`sum(${emailOutbox.createdAt} >= ${weekAgo})`.mapWith(Number),
        previousWeek:
          sql<number>`sum(${emailOutbox.createdAt} >= ${twoWeeksAgo} and ${emailOutbox.createdAt} < ${weekAgo})`.mapWith(
            Number,
          ),
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "dead")),
    db
      .select({ id: languageSession.id, ...dateColumns, capacity: languageSession.maxParticipants })
      .from(languageSession)
      .where(eq(languageSession.isPublished, true)),
    // Approved requests per session, from the status index: few rows, whatever the number of sessions.
    db
      .select({ sessionId: sessionRequest.sessionId, count: count() })
      .from(sessionRequest)
      .where(eq(sessionRequest.status, "approved"))
      .groupBy(sessionRequest.sessionId),
    db
      .select({ filled: count() })
      .from(sessionReminder)
      .where(within(sessionReminder.occurrenceAt, weekAgo, t)),
    db
      .select({ week: leadWeek, count: count() })
      .from(lead)
      .where(gte(lead.createdAt, new Date(chartStart)))
      .groupBy(leadWeek),
    db
      .select({ week: confirmationWeek, count: count() })
      .from(newsletterSubscriber)
      .where(gte(newsletterSubscriber.confirmedAt, new Date(chartStart)))
      .groupBy(confirmationWeek),
    // On the (status, created_at) index: only the leads still new, of those only the older ones.
    db.select({ n: count() }).from(lead).where(waitingLeads(t)),
    // The spots people cancelled themselves, from their audit entries on the (action, at) index.
    db.select({ n: count() }).from(auditEntry).where(cancelledByPersonSince(weekAgo)),
    db
      .select({
        // Named apart: D1 merges result columns of the same name, and both tables have an `id`.
        requestId: sql<number>`${sessionRequest.id}`.as("cancelled_request_id"),
        name: sessionRequest.name,
        sessionId: sql<number>`${languageSession.id}`.as("cancelled_session_id"),
        sessionTitle: languageSession.title,
        cancelledAt: auditEntry.at,
      })
      .from(auditEntry)
      .innerJoin(sessionRequest, eq(sql`cast(${auditEntry.targetId} as integer)`, sessionRequest.id))
      .innerJoin(languageSession, eq(languageSession.id, sessionRequest.sessionId))
      .where(cancelledByPersonSince(weekAgo))
      .orderBy(desc(auditEntry.at), desc(auditEntry.id))
      .limit(CANCELLATIONS_LISTED),
  ]);

  const approved = new Map(approvedBySession.map((row) => [row.sessionId, row.count]));
  const changes = await occurrenceChanges(
    db,
    sessions.map((session) => session.id),
  );
  const thisWeeks = sessions.filter((session) => {
    const [next] = upcoming(session, changes.get(session.id) ?? [], now);
    return next !== undefined && next.startsAt.getTime() - t <= WEEK_MS;
  });
  const weekly = Array.from({ length: CHART_WEEKS }, (_, week) => ({
    weekStart: new Date(chartStart + week * WEEK_MS).toISOString(),
    leads: leadsByWeek.find((row) => row.week === week)?.count ?? 0,
    confirmations: confirmationsByWeek.find((row) => row.week === week)?.count ?? 0,
  }));
  const n = (row: { n: number } | undefined) => row?.n ?? 0;
  const [f] = failed;
  return {
    since: new Date(weekAgo).toISOString(),
    leads: {
      thisWeek: countsByStatus(LEAD_TYPES, leadsThisWeek),
      previousWeek: countsByStatus(LEAD_TYPES, leadsPreviousWeek),
      waiting: n(leadsWaiting),
    },
    requests: { pending: n(pending), thisWeek: n(requestsThisWeek), previousWeek: n(requestsPreviousWeek) },
    seats: {
      sessions: thisWeeks.length,
      filled: thisWeeks.reduce((sum, session) => sum + Math.min(approved.get(session.id) ?? 0, session.capacity), 0),
      capacity: thisWeeks.reduce((sum, session) => sum + session.capacity, 0),
      previousWeekFilled: remindedLastWeek[0]?.filled ?? 0,
    },
    subscribers: {
      confirmed: n(confirmed),
      thisWeek: n(confirmedThisWeek),
      previousWeek: n(confirmedPreviousWeek),
    },
    failedEmails: { total: f?.total ?? 0, thisWeek: f?.thisWeek ?? 0, previousWeek: f?.previousWeek ?? 0 },
    cancelledByPeople: {
      thisWeek: n(cancelledThisWeek),
      latest: latestCancellations.map((row) => ({ ...row, cancelledAt: row.cancelledAt.toISOString() })),
    },
    weekly,
  };
}

/** Mounted at /api/admin/dashboard: the dashboard's numbers in one answer. */
export const adminDashboard = new Hono<AppBindings>().get(
  "/",
  async (c) => c.json(await dashboard(database(c.env.DB), new Date())) satisfies GetAnswer<"/api/admin/dashboard">,
);
