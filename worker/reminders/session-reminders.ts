import { env } from "cloudflare:workers";
import { and, eq, gt, notExists, sql } from "drizzle-orm";
import { languageSession, sessionReminder, sessionRequest } from "../../schema/tables";
import type { Database } from "../db";
import { queueEmails } from "../email/outbox";
import { SESSION_REMINDER, sessionReminderEmail } from "../email/templates/session-reminder";
import { occurrenceChanges, sessionColumns, upcoming } from "../sessions/dates";
import { type CalendarContext, calendarContextOf } from "../sessions/request-calendar";
import { requestsWithStatus } from "../sessions/seats";
import { spotPageUrl } from "../spots/link";

/** How long before an occurrence its reminder goes: the day before, at the same time. */
const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** More occurrences than a day can hold (a moved one beside its neighbour), to read past them. */
const OCCURRENCES_READ = 4;

/**
 * Queues a reminder for every approved participant of a published session, for each of its
 * occurrences starting within the next 24 hours: a skipped one has none, a moved one is reminded
 * of at its new time. Each is recorded in `session_reminder` (by the occurrence's start) in the
 * same batch as its email, so a later run of the cron (every minute) sends nobody the same
 * occurrence twice, and a weekly session one reminder a week; the outbox's dedupe key, which holds
 * the start too, guards overlapping runs. A session without dates gets no reminder. Each carries
 * the link to the person's own page, built from `links` (the Worker's configuration unless given).
 */
export async function queueSessionReminders(
  db: Database,
  now: Date,
  links: Pick<CalendarContext, "baseUrl" | "linkSecret"> = calendarContextOf(env),
): Promise<{ queued: number }> {
  const sessions = await db
    .select(sessionColumns)
    .from(languageSession)
    .where(and(eq(languageSession.isPublished, true), gt(requestsWithStatus("approved"), 0)));
  const changes = await occurrenceChanges(
    db,
    sessions.map((session) => session.id),
  );
  const due = sessions.flatMap((session) => {
    const theirs = changes.get(session.id) ?? [];
    return upcoming(session, theirs, now, OCCURRENCES_READ)
      .filter((occurrence) => occurrence.startsAt.getTime() - now.getTime() <= REMINDER_LEAD_MS)
      .map((occurrence) => ({ session: { ...session, changes: theirs }, start: occurrence.startsAt }));
  });
  let queued = 0;
  for (const { session, start } of due) {
    const people = await db
      .select()
      .from(sessionRequest)
      .where(
        and(
          eq(sessionRequest.sessionId, session.id),
          eq(sessionRequest.status, "approved"),
          notExists(
            db
              .select({ one: sql`1` })
              .from(sessionReminder)
              .where(and(eq(sessionReminder.requestId, sessionRequest.id), eq(sessionReminder.occurrenceAt, start))),
          ),
        ),
      );
    if (people.length === 0) continue;
    const emails = await Promise.all(
      people.map(async (request) => ({
        kind: SESSION_REMINDER,
        to: request.email,
        locale: request.locale,
        ...sessionReminderEmail({
          locale: request.locale,
          name: request.name,
          session,
          start,
          spotUrl: request.linkKey ? await spotPageUrl(links.baseUrl, links.linkSecret, request.linkKey) : null,
          now,
        }),
        dedupeKey: `${SESSION_REMINDER}:${request.id}:${start.toISOString()}`,
      })),
    );
    const records = db
      .insert(sessionReminder)
      .values(people.map((request) => ({ requestId: request.id, occurrenceAt: start })))
      .onConflictDoNothing();
    await db.batch([records, ...queueEmails(db, emails)]);
    queued += people.length;
  }
  return { queued };
}
