import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import type { SessionRequestCreated } from "../../schema/api";
import { sessionRequestInput } from "../../schema/inputs";
import { languageSession, lead, sessionRequest } from "../../schema/tables";
import { type Database, database } from "../db";
import { deliverSoon } from "../email/deliver";
import { queueVisitorEmail } from "../email/relay-cap";
import { SESSION_REQUEST_RECEIVED, sessionRequestReceivedEmail } from "../email/templates/session-request-received";
import { SESSION_REQUEST_REPEATED, sessionRequestRepeatedEmail } from "../email/templates/session-request-repeated";
import type { AppBindings } from "../env";
import { isUniqueViolation, visitorError } from "../http/errors";
import { refuseBots } from "../http/honeypot";
import { validateJson } from "../http/validate";
import { withChanges } from "../sessions/change-notices";
import { sessionsWithSeats, spotsLeft } from "../sessions/seats";
import { newLinkKey, spotPageUrl } from "../spots/link";
import { publicFormGuards } from "./form-guards";

/** Requests that still hold or wait for a spot: a second one for the same session is a repeat. */
const OPEN_STATUSES = ["pending", "approved", "waitlisted"] as const;

const ANSWERS = {
  pending: "Request received. We'll contact you soon to confirm your spot.",
  waitlisted: "This session is full, so you are on its waitlist. We'll contact you if a spot opens up.",
} as const;

async function alreadyRequested(db: Database, sessionId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessionRequest.id })
    .from(sessionRequest)
    .where(
      and(
        eq(sessionRequest.sessionId, sessionId),
        eq(sessionRequest.email, email),
        inArray(sessionRequest.status, OPEN_STATUSES),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function leadExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: lead.id }).from(lead).where(eq(lead.id, id)).limit(1);
  return Boolean(row);
}

const DAY_MS = 24 * 3_600_000;

/**
 * A visitor requests a spot in a published session. A full session puts the request on its
 * waitlist. The request and its acknowledgement email are written in one batch.
 *
 * A repeat for an address that already holds an open request in the session is absorbed: it is
 * answered exactly as a first request (the answer must not tell anyone that the address asked),
 * stores nothing, and the address's owner is told by email, at most once a day per session and
 * within the forms' per-address cap, so that the first request cannot silently stand in their way.
 */
export const publicSessionRequests = new Hono<AppBindings>().post(
  "/",
  ...publicFormGuards("session_requests"),
  refuseBots,
  validateJson(sessionRequestInput),
  async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    const [found] = await sessionsWithSeats(db, eq(languageSession.id, input.sessionId));
    if (!found) throw visitorError(404, "session_not_found");
    if (!found.isPublished) {
      throw visitorError(409, "session_not_published");
    }
    // Its skips and moves: the emails name its next occurrence.
    const session = await withChanges(db, found);
    if (input.leadId && !(await leadExists(db, input.leadId))) {
      throw visitorError(400, "validation_failed", { leadId: "Invalid value" });
    }
    const status = spotsLeft(session) === 0 ? "waitlisted" : "pending";
    const answer: SessionRequestCreated = { sessionId: session.id, status, message: ANSWERS[status] };
    const tellRepeat = () =>
      db.batch(
        queueVisitorEmail(db, {
          kind: SESSION_REQUEST_REPEATED,
          to: input.email,
          locale: input.locale,
          ...sessionRequestRepeatedEmail({ locale: input.locale, session, now: new Date() }),
          dedupeKey: `${SESSION_REQUEST_REPEATED}:${session.id}:${input.email}:${Math.floor(Date.now() / DAY_MS)}`,
        }),
      );

    if (await alreadyRequested(db, session.id, input.email)) {
      await tellRepeat();
    } else {
      // The same key in the row and in the email's link to the request's page.
      const linkKey = newLinkKey();
      const email = sessionRequestReceivedEmail({
        locale: input.locale,
        status,
        session,
        spotUrl: await spotPageUrl(c.env.PUBLIC_BASE_URL, c.env.SPOT_LINK_SECRET, linkKey),
        now: new Date(),
      });
      // A twin request racing this one past the check above is stopped by the unique index; the
      // batch is one transaction, so its email is not queued either, and the twin is a repeat.
      await db
        .batch([
          db.insert(sessionRequest).values({
            sessionId: session.id,
            leadId: input.leadId ?? null,
            name: input.name,
            email: input.email,
            phone: input.phone,
            // The language of interest is the chosen session's, whatever the form sent.
            languageInterest: session.language,
            level: input.level,
            status,
            locale: input.locale,
            linkKey,
          }),
          ...queueVisitorEmail(db, {
            kind: SESSION_REQUEST_RECEIVED,
            to: input.email,
            locale: input.locale,
            ...email,
            // Each stored request is its own email (repeats were absorbed above).
            dedupeKey: `${SESSION_REQUEST_RECEIVED}:${crypto.randomUUID()}`,
          }),
        ])
        .catch((error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
          return tellRepeat();
        });
    }
    deliverSoon(c);
    return c.json(answer, 201);
  },
);
