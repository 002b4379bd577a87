import { Hono } from "hono";
import { isLocale } from "../../schema/constants";
import { database } from "../db";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { parseId } from "../http/validate";
import { withChanges } from "../sessions/change-notices";
import { calendarFilename, sessionCalendar } from "../sessions/ics";
import { publishedSession } from "../sessions/seats";
import { servePublicRead } from "./cached-reads";

/** Mounted at /api/sessions. */
export const publicSessions = new Hono<AppBindings>()
  .get("/", servePublicRead("/api/sessions"))
  .get("/:id/calendar.ics", async (c) => {
    const db = database(c.env.DB);
    const session = await publishedSession(db, parseId(c.req.param("id")));
    if (!session) throw new ApiError(404, "not_found", "Session not found.");
    const lang = c.req.query("lang");
    const calendar = sessionCalendar(
      await withChanges(db, session),
      c.env.PUBLIC_BASE_URL,
      isLocale(lang) ? lang : undefined,
    );
    if (!calendar) throw new ApiError(404, "no_fixed_time", "This session has no fixed day and time yet.");
    return c.body(calendar, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFilename(session.id)}"`,
      "Cache-Control": "no-cache",
    });
  });
