import { and, eq, gt, notExists, sql } from "drizzle-orm";
import { nextOccurrence } from "../../schema/schedule";
import { languageSession, sessionReminder, sessionRequest } from "../../schema/tables";
import type { Database } from "../db";
import { queueEmails } from "../email/outbox";
import { SESSION_REMINDER, sessionReminderEmail } from "../email/templates/session-reminder";
import { requestsWithStatus } from "../sessions/seats";

/** How long before an occurrence its reminder goes: the day before, at the same time. */
const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * Queues a reminder for every approved participant of a published session whose next occurrence
 * (its schedule read as a day and time in Tunis) starts within the next 24 hours. Each is
 * recorded in `session_reminder` in the same batch as its email, so a later run of the cron (every
 * minute) sends nobody the same occurrence twice; the outbox's dedupe key guards overlapping runs.
 * A session whose schedule names no day and time gets no reminder.
 */
export async function queueSessionReminders(db: Database, now: Date): Promise<{ queued: number }> {
  const sessions = await db
    .select()
    .from(languageSession)
    .where(and(eq(languageSession.isPublished, true), gt(requestsWithStatus("approved"), 0)));
  let queued = 0;
  for (const session of sessions) {
    const start = nextOccurrence(session.schedule, now);
    if (!start || start.getTime() - now.getTime() > REMINDER_LEAD_MS) continue;
    const due = await db
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
    if (due.length === 0) continue;
    const emails = due.map((request) => ({
      kind: SESSION_REMINDER,
      to: request.email,
      locale: request.locale,
      ...sessionReminderEmail({ locale: request.locale, name: request.name, session, start, now }),
      dedupeKey: `${SESSION_REMINDER}:${request.id}:${start.toISOString()}`,
    }));
    const records = db
      .insert(sessionReminder)
      .values(due.map((request) => ({ requestId: request.id, occurrenceAt: start })))
      .onConflictDoNothing();
    await db.batch([records, ...queueEmails(db, emails)]);
    queued += due.length;
  }
  return { queued };
}
