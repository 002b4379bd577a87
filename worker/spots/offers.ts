/**
 * A freed seat fills itself (docs/decisions/0027-seat-offers.md): every minute the cron lapses the
 * offers nobody claimed in time, then offers each free seat of a session to the next person on its
 * waitlist, who claims it from their page (worker/spots/link.ts) through the capacity-safe
 * approval. Nothing here remembers a seat being freed: each run compares the seats free with the
 * offers open and makes up the difference, so a cancellation, a removal and a raised capacity are
 * one case, and a run that dies halfway is finished by the next.
 */
import { and, asc, eq, getTableName, isNotNull, isNull, lte, ne, notExists, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { OFFER_CLOSES_BEFORE_START_MS, OFFER_WINDOW_HOURS } from "../../schema/constants";
import { tunisLocal } from "../../schema/occurrences";
import {
  emailOutbox,
  languageSession,
  sessionOccurrenceChange,
  sessionRequest,
  siteSettings,
} from "../../schema/tables";
import { waitedForSessions } from "../admin/counts";
import { auditEntryStatement } from "../audit/record";
import type { Database } from "../db";
import { queueEmail } from "../email/outbox";
import { SEAT_OFFER, seatOfferEmail } from "../email/templates/seat-offer";
import { occurrenceChanges, sessionColumns, upcoming } from "../sessions/dates";
import { approvedCount, requestsWithStatus, waitlistOf } from "../sessions/seats";
import { spotPageUrl } from "./link";

const HOUR_MS = 3_600_000;

/**
 * How much one run writes at most: the rest is the next run's (a minute later). The candidate
 * sessions are all read (a few rows: published sessions with a free seat and someone waiting), so
 * one that has nothing to offer after all (a series whose last occurrence passed) never holds
 * back the others.
 */
const OFFER_BATCH = {
  /** Offers lapsed per run. */
  lapses: 50,
  /** Offers made per run, all sessions together. */
  offers: 25,
} as const;

/** What the offers are made with: the site's address and the secret the person's page link is signed with. */
export interface OfferContext {
  baseUrl: string;
  linkSecret: string;
}

/** The cron's actor in the audit log: nobody. */
const CRON = { id: null, email: null };

/** `"table"."column"` of the outer row, for the correlated subqueries below. */
const outer = (column: { name: string }) =>
  sql`${sql.identifier(getTableName(languageSession))}.${sql.identifier(column.name)}`;

/** Waitlisted requests of the session in the current row, holding an open offer or not. */
const waitlisted = (offer: "open" | "none") =>
  sql<number>`(select count(*) from ${sessionRequest} as ${sql.identifier("line")}
  where ${sql.identifier("line")}.${sql.identifier(sessionRequest.sessionId.name)} = ${outer(languageSession.id)}
  and ${sql.identifier("line")}.${sql.identifier(sessionRequest.status.name)} = 'waitlisted'
  and ${sql.identifier("line")}.${sql.identifier(sessionRequest.offerExpiresAt.name)} is ${offer === "open" ? sql`not null` : sql`null`})`.mapWith(
    Number,
  );

/** The offer window the admin set (Site settings), in milliseconds. */
async function offerWindowMs(db: Database): Promise<number> {
  const [row] = await db.select({ hours: siteSettings.offerWindowHours }).from(siteSettings).limit(1);
  return (row?.hours ?? OFFER_WINDOW_HOURS.default) * HOUR_MS;
}

/**
 * Offers whose deadline passed, unclaimed: the offer is gone, and the person, still waitlisted,
 * goes behind those not offered yet (`offerLapsedAt`, which the line's order reads). Each lapse
 * and its audit entry in the same batch; a request that left the waitlist meanwhile keeps no
 * stale deadline.
 */
async function lapseOffers(db: Database, now: Date, limit: number): Promise<number> {
  const due = await db
    .select({ id: sessionRequest.id, offerExpiresAt: sessionRequest.offerExpiresAt })
    .from(sessionRequest)
    .where(and(lte(sessionRequest.offerExpiresAt, now), eq(sessionRequest.status, "waitlisted")))
    .orderBy(asc(sessionRequest.offerExpiresAt))
    .limit(limit);
  const statements: BatchItem<"sqlite">[] = [
    // Not a waitlisted person's any more (approved, cancelled elsewhere): nothing lapses, it just goes.
    db
      .update(sessionRequest)
      .set({ offerExpiresAt: null })
      .where(and(lte(sessionRequest.offerExpiresAt, now), ne(sessionRequest.status, "waitlisted"))),
  ];
  for (const request of due) {
    statements.push(
      db
        .update(sessionRequest)
        .set({ offerExpiresAt: null, offerLapsedAt: now })
        .where(
          and(
            eq(sessionRequest.id, request.id),
            eq(sessionRequest.status, "waitlisted"),
            lte(sessionRequest.offerExpiresAt, now),
          ),
        ),
      auditEntryStatement(db, {
        actor: CRON,
        action: "seat_offer_lapsed",
        target: { type: "session_request", id: request.id },
        context: { offerExpiresAt: request.offerExpiresAt?.toISOString() ?? null },
        onlyIfChanged: true,
      }),
    );
  }
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return due.length;
}

/**
 * Published sessions offering their seats themselves, with someone waitlisted and no offer, and a
 * seat free: those with more seats free than offers open, or with an offer open that ends within
 * the last two hours before a start (the late mode, when a seat goes to whoever claims first). One
 * that ended (a one-off past, a series past its last day) is left out here already; those the
 * occurrences say have nothing ahead are left out after. Read by id from the sessions waited for,
 * found as the badge finds them.
 */
function candidateSessions(db: Database, now: Date) {
  const local = tunisLocal(now);
  const approved = requestsWithStatus("approved");
  const open = waitlisted("open");
  const soon = new Date(now.getTime() + OFFER_CLOSES_BEFORE_START_MS);
  const lateOfferOpen = sql`exists (select 1 from ${sessionRequest} as ${sql.identifier("late")}
    where ${sql.identifier("late")}.${sql.identifier(sessionRequest.sessionId.name)} = ${outer(languageSession.id)}
    and ${sql.identifier("late")}.${sql.identifier(sessionRequest.status.name)} = 'waitlisted'
    and ${sql.identifier("late")}.${sql.identifier(sessionRequest.offerExpiresAt.name)} <= ${soon.getTime()})`;
  const movedAhead = sql`exists (select 1 from ${sessionOccurrenceChange}
    where ${sessionOccurrenceChange.sessionId} = ${outer(languageSession.id)} and ${sessionOccurrenceChange.movedTo} > ${local})`;
  const ahead: SQL = sql`(${languageSession.repeat} = 'once' and ${languageSession.startsAt} > ${local})
    or (${languageSession.repeat} <> 'once' and (${languageSession.repeatUntil} is null or ${languageSession.repeatUntil} >= ${local.slice(0, 10)}))
    or ${movedAhead}`;
  return db
    .select({ ...sessionColumns, approvedCount, openOffers: open.as("open_offers") })
    .from(languageSession)
    .where(
      and(
        sql`${languageSession.id} in (${waitedForSessions})`,
        eq(languageSession.isPublished, true),
        eq(languageSession.autoOffer, true),
        isNotNull(languageSession.startsAt),
        sql`(${ahead})`,
        sql`${approved} < ${languageSession.maxParticipants}`,
        sql`${waitlisted("none")} > 0`,
        sql`(${approved} + ${open} < ${languageSession.maxParticipants} or ${lateOfferOpen})`,
      ),
    )
    .orderBy(asc(languageSession.id));
}

type Candidate = Awaited<ReturnType<typeof candidateSessions>>[number];
type Waiting = typeof sessionRequest.$inferSelect;

/**
 * One offer, in one batch: the request's deadline, set only while it is still waitlisted without
 * one (and, outside the late mode, while the session still has a seat free beyond its open offers);
 * the audit entry, only if it was; and the email, kept only while the request holds this very
 * offer, once per offer (its key holds the deadline). A batch is one transaction: a run that dies leaves the
 * offer made whole or not at all, and a run repeated makes none twice.
 */
function offerStatements(
  db: Database,
  session: Candidate,
  request: Waiting,
  offer: { deadline: Date; late: boolean; spotUrl: string },
  changes: Parameters<typeof seatOfferEmail>[0]["session"]["changes"],
  now: Date,
): BatchItem<"sqlite">[] {
  const email = seatOfferEmail({
    locale: request.locale,
    name: request.name,
    session: { ...session, changes },
    deadline: offer.deadline,
    spotUrl: offer.spotUrl,
    late: offer.late,
    now,
  });
  const deadline = offer.deadline.getTime();
  const sessionRequests = (status: string, extra: SQL = sql``) =>
    sql`(select count(*) from ${sessionRequest} as ${sql.identifier("seat")} where ${sql.identifier("seat")}.${sql.identifier(sessionRequest.sessionId.name)} = ${session.id}
      and ${sql.identifier("seat")}.${sql.identifier(sessionRequest.status.name)} = ${status}${extra})`;
  const seatBeyondOffers = sql`${sessionRequests("approved")} + ${sessionRequests("waitlisted", sql` and ${sql.identifier("seat")}.${sql.identifier(sessionRequest.offerExpiresAt.name)} is not null`)}
    < (select ${languageSession.maxParticipants} from ${languageSession} where ${languageSession.id} = ${session.id})`;
  const dedupeKey = `${SEAT_OFFER}:${request.id}:${deadline}`;
  return [
    db
      .update(sessionRequest)
      .set({ offerExpiresAt: offer.deadline })
      .where(
        and(
          eq(sessionRequest.id, request.id),
          eq(sessionRequest.status, "waitlisted"),
          isNull(sessionRequest.offerExpiresAt),
          offer.late ? undefined : seatBeyondOffers,
        ),
      ),
    auditEntryStatement(db, {
      actor: CRON,
      action: "seat_offer_sent",
      target: { type: "session_request", id: request.id },
      context: { sessionId: session.id, offerExpiresAt: offer.deadline.toISOString(), late: offer.late },
      onlyIfChanged: true,
    }),
    queueEmail(db, { kind: SEAT_OFFER, to: request.email, locale: request.locale, ...email, dedupeKey }),
    // …and taken back at once unless the request holds this very offer (claimed, cancelled or
    // offered by an overlapping run meanwhile): the email goes only with its offer.
    db.delete(emailOutbox).where(
      and(
        eq(emailOutbox.dedupeKey, dedupeKey),
        eq(emailOutbox.status, "pending"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sessionRequest)
            .where(
              and(
                eq(sessionRequest.id, request.id),
                eq(sessionRequest.status, "waitlisted"),
                eq(sessionRequest.offerExpiresAt, offer.deadline),
              ),
            ),
        ),
      ),
    ),
  ];
}

/**
 * Who gets an offer in this session now, and until when: the next in line without one, as many as
 * seats are free beyond the offers open, each until the window ends or two hours before the next
 * start, whichever is first. Within those two hours (a seat freed late) everyone waiting without
 * an offer gets one until the start: the first to claim has the seat, the approval being
 * capacity-safe. Nothing for a session with no occurrence ahead.
 */
function offersOf(
  session: Candidate,
  line: readonly Waiting[],
  nextStart: Date,
  now: Date,
  windowMs: number,
): { request: Waiting; deadline: Date; late: boolean }[] {
  const closes = nextStart.getTime() - OFFER_CLOSES_BEFORE_START_MS;
  const unoffered = line.filter((request) => request.offerExpiresAt === null);
  if (closes <= now.getTime()) {
    return unoffered.map((request) => ({ request, deadline: nextStart, late: true }));
  }
  const open = line.length - unoffered.length;
  const free = session.maxParticipants - session.approvedCount - open;
  const deadline = new Date(Math.min(now.getTime() + windowMs, closes));
  return unoffered.slice(0, Math.max(0, free)).map((request) => ({ request, deadline, late: false }));
}

export interface OfferReport {
  lapsed: number;
  offered: number;
}

/**
 * The cron's part (worker/scheduled.ts): lapse the offers past their deadline, then offer the free
 * seats of the sessions that offer them themselves (`autoOffer`), at most `limits` of each per run.
 * Offers are queued emails: the drain that follows sends them.
 */
export async function offerFreedSeats(
  db: Database,
  context: OfferContext,
  now: Date,
  limits: { lapses: number; offers: number } = OFFER_BATCH,
): Promise<OfferReport> {
  const lapsed = await lapseOffers(db, now, limits.lapses);
  const sessions = await candidateSessions(db, now);
  if (sessions.length === 0) return { lapsed, offered: 0 };
  const windowMs = await offerWindowMs(db);
  const changes = await occurrenceChanges(
    db,
    sessions.map((session) => session.id),
  );
  let offered = 0;
  for (const session of sessions) {
    if (offered >= limits.offers) break;
    const theirs = changes.get(session.id) ?? [];
    const [next] = upcoming(session, theirs, now);
    if (!next) continue;
    const line = await waitlistOf(db, session.id);
    const offers = offersOf(session, line, next.startsAt, now, windowMs).slice(0, limits.offers - offered);
    for (const { request, deadline, late } of offers) {
      // A request without a link (its person's data erased) has no page to claim from.
      if (!request.linkKey) continue;
      const spotUrl = await spotPageUrl(context.baseUrl, context.linkSecret, request.linkKey);
      const results = await db.batch(
        offerStatements(db, session, request, { deadline, late, spotUrl }, theirs, now) as [
          BatchItem<"sqlite">,
          ...BatchItem<"sqlite">[],
        ],
      );
      // The deadline was set: the offer is this run's.
      if (changedRows(results[0]) > 0) offered += 1;
    }
  }
  return { lapsed, offered };
}

/** Rows a statement of a batch changed, as D1 reports them. */
function changedRows(result: unknown): number {
  return Number((result as { meta?: { changes?: number } } | undefined)?.meta?.changes ?? 0);
}
