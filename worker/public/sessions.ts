import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { languageSession } from "../../schema/tables";
import { database } from "../db";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { parseId } from "../http/validate";
import { sessionCalendar } from "../sessions/ics";
import { publishedSession, sessionsWithSeats, toPublicSession } from "../sessions/seats";

/** Published sessions only, each with its spots left: drafts never leave the server. */
export const publicSessions = new Hono<AppBindings>()
  .get("/", async (c) => {
    const rows = await sessionsWithSeats(database(c.env.DB), eq(languageSession.isPublished, true));
    return c.json(rows.map(toPublicSession));
  })
  .get("/:id/calendar.ics", async (c) => {
    const session = await publishedSession(database(c.env.DB), parseId(c.req.param("id")));
    if (!session) throw new ApiError(404, "not_found", "Session not found.");
    const calendar = sessionCalendar(session, c.env.PUBLIC_BASE_URL);
    if (!calendar) throw new ApiError(404, "no_fixed_time", "This session has no fixed day and time yet.");
    return c.body(calendar, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="cafe-talk-session-${session.id}.ics"`,
      "Cache-Control": "no-cache",
    });
  });
