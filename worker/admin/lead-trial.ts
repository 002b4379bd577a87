/**
 * A learner's free trial booked from their lead's page: a spot request in a published session,
 * approved through the requests page's own capacity-safe approval (./session-requests.ts), with
 * its approval email in the person's language, and the lead moved to `trial_booked` in the same
 * batch (docs/back-office.md#booking-the-free-trial).
 */

import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TrialSession } from "../../schema/api";
import { SESSION_REQUEST_LEVELS } from "../../schema/constants";
import { languageSession, lead, sessionRequest } from "../../schema/tables";
import type { Actor } from "../audit/record";
import type { Database } from "../db";
import { ApiError, isUniqueViolation } from "../http/errors";
import { checkMove, type LeadRecord } from "../leads/pipeline";
import { dateColumns } from "../sessions/dates";
import type { CalendarContext } from "../sessions/request-calendar";
import { requestsWithStatus, sessionsWithSeats, spotsLeft } from "../sessions/seats";
import { newLinkKey } from "../spots/link";
import { withNextStart } from "./session-dates";
import { approve } from "./session-requests";

type Request = typeof sessionRequest.$inferSelect;

const OPEN_STATUSES = ["pending", "approved", "waitlisted"] as const;

/** How many sessions the lead's page offers at most. */
const TRIAL_SESSIONS = 100;

/**
 * Published sessions with a free seat and an occurrence ahead, those in the learner's languages
 * first, then in their city. Whether one is ahead is read from the dates in JavaScript: every
 * published session with a seat is read (they are few), then the first TRIAL_SESSIONS kept.
 */
export async function trialSessions(db: Database, learner: LeadRecord): Promise<TrialSession[]> {
  const inTheirLanguages: SQL =
    learner.languages.length > 0
      ? sql`case when ${inArray(languageSession.language, learner.languages)} then 0 else 1 end`
      : sql`0`;
  const rows = await db
    .select({
      id: languageSession.id,
      title: languageSession.title,
      language: languageSession.language,
      level: languageSession.level,
      city: languageSession.city,
      cafeName: languageSession.cafeName,
      ...dateColumns,
      maxParticipants: languageSession.maxParticipants,
      approvedCount: requestsWithStatus("approved"),
    })
    .from(languageSession)
    .where(
      and(
        eq(languageSession.isPublished, true),
        sql`${requestsWithStatus("approved")} < ${languageSession.maxParticipants}`,
      ),
    )
    .orderBy(
      inTheirLanguages,
      sql`case when ${languageSession.city} = ${learner.city ?? ""} then 0 else 1 end`,
      asc(languageSession.title),
      asc(languageSession.id),
    );
  const dated = await withNextStart(db, rows, new Date());
  return dated
    .filter((session) => session.nextStart !== null)
    .slice(0, TRIAL_SESSIONS)
    .map(({ approvedCount, ...session }) => ({
      ...session,
      spotsLeft: spotsLeft({ ...session, approvedCount }),
    }));
}

/** The learner's level as a spot request names it: "fluent but want to practice" joins the advanced. */
const requestLevel = (level: string | null): Request["level"] =>
  (SESSION_REQUEST_LEVELS as readonly string[]).includes(level ?? "")
    ? level!
    : level === "fluent"
      ? "advanced"
      : "beginner";

/**
 * The person's open request in the session, if they asked for a spot there themselves; else a new
 * pending one made from the lead. A twin made meanwhile (the unique index of open requests) is used.
 */
async function requestFor(db: Database, learner: LeadRecord, sessionId: number, language: string) {
  const open = () =>
    db
      .select()
      .from(sessionRequest)
      .where(
        and(
          eq(sessionRequest.sessionId, sessionId),
          eq(sessionRequest.email, learner.email),
          inArray(sessionRequest.status, OPEN_STATUSES),
        ),
      )
      .limit(1);
  const [existing] = await open();
  if (existing) return { request: existing, created: false };
  try {
    const [created] = await db
      .insert(sessionRequest)
      .values({
        sessionId,
        leadId: learner.id,
        name: learner.name,
        email: learner.email,
        phone: learner.whatsappNumber,
        languageInterest: language,
        level: requestLevel(learner.level),
        status: "pending",
        locale: learner.locale,
        linkKey: newLinkKey(),
      })
      .returning();
    return { request: created!, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [twin] = await open();
    if (!twin) throw error;
    return { request: twin, created: false };
  }
}

const full = () => new ApiError(409, "session_full", "This session has no free seat any more: choose another session.");

/**
 * Books the learner's free trial in the session: 404 for a session that does not exist, 409 when the
 * lead is no learner, cannot move to `trial_booked`, already holds a spot in that session, or the
 * session is unpublished or full — checked first, then again by the approval itself, so a seat
 * taken or a session unpublished meanwhile still refuses, and the request made for it is removed.
 */
export async function bookTrial(
  db: Database,
  learner: LeadRecord,
  sessionId: number,
  calendar: CalendarContext,
  actor: Actor,
): Promise<{ lead: LeadRecord; request: Request }> {
  if (learner.userType !== "learner") {
    throw new ApiError(409, "trial_for_learners", "Only a learner's lead books a free trial.");
  }
  checkMove(learner, "trial_booked");
  const [session] = await sessionsWithSeats(db, eq(languageSession.id, sessionId));
  if (!session) throw new ApiError(404, "not_found", "Language session not found.");
  if (!session.isPublished) {
    throw new ApiError(409, "session_not_published", "This session is not published: choose a published one.");
  }
  if (spotsLeft(session) === 0) throw full();

  const { request, created } = await requestFor(db, learner, session.id, session.language);
  if (request.status === "approved") {
    throw new ApiError(409, "already_booked", `${learner.name} already has an approved spot in this session.`);
  }
  const moved = { status: "trial_booked" as const, closedReason: null };
  try {
    const approved = await approve(
      db,
      request,
      { leadId: learner.id },
      calendar,
      {
        actor,
        action: "trial_booked",
        target: { type: "lead", id: learner.id },
        changes: { status: { before: learner.status, after: moved.status } },
        context: { sessionId: session.id, requestId: request.id },
      },
      // The booking is the truth of the lead's status, whatever another admin set meanwhile.
      { published: true, also: [db.update(lead).set(moved).where(eq(lead.id, learner.id))] },
    );
    return { lead: { ...learner, ...moved }, request: approved };
  } catch (error) {
    if (created) await db.delete(sessionRequest).where(eq(sessionRequest.id, request.id));
    if (error instanceof ApiError && error.code === "session_full") throw full();
    throw error;
  }
}
