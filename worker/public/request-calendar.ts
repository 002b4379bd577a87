import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { languageSession, sessionRequest } from "../../schema/tables";
import { type Database, database } from "../db";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { tokenDigest } from "../secret-token";
import { withChanges } from "../sessions/change-notices";
import { sessionColumns } from "../sessions/dates";
import { calendarFilename } from "../sessions/ics";
import { calendarContextOf, requestCalendar } from "../sessions/request-calendar";
import { requestOfToken, type SpotRequest } from "../spots/link";

/** The request of a calendar link sent before each request had its own link (approval emails then). */
async function requestOfLegacyToken(db: Database, token: string): Promise<SpotRequest | null> {
  const [request] = await db
    .select()
    .from(sessionRequest)
    .where(eq(sessionRequest.legacyCalendarTokenHash, tokenDigest(token)))
    .limit(1);
  return request ?? null;
}

/**
 * Mounted at /api/session-requests: the person's own calendar file, from the link in their
 * approval email. It answers for as long as the request exists, whatever becomes of the session's
 * public listing: the spot stands (the event) or is given up (the event, cancelled). Only a
 * request gone or erased answers 404.
 */
export const requestCalendarRoutes = new Hono<AppBindings>().get("/:token/calendar.ics", async (c) => {
  const db = database(c.env.DB);
  const token = c.req.param("token");
  const request = (await requestOfToken(db, c.env.SPOT_LINK_SECRET, token)) ?? (await requestOfLegacyToken(db, token));
  const [session] = request
    ? await db.select(sessionColumns).from(languageSession).where(eq(languageSession.id, request.sessionId))
    : [];
  if (!request || !session) {
    throw new ApiError(404, "not_found", "This calendar link is not valid, or its spot request was removed.");
  }
  const calendar = requestCalendar(
    await withChanges(db, session),
    request.id,
    {
      sequence: request.calendarSequence,
      method: "PUBLISH",
      cancelled: request.status !== "approved" || !session.isPublished,
    },
    { ...calendarContextOf(c.env), locale: request.locale },
  );
  if (!calendar) throw new ApiError(404, "no_fixed_time", "This session has no fixed day and time yet.");
  return c.body(calendar, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${calendarFilename(session.id)}"`,
    // Personal: no shared cache keeps it, and each download shows the spot as it is now.
    "Cache-Control": "private, no-store",
  });
});
