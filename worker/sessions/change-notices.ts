/**
 * When an admin moves a session (its time, duration or place), everyone holding a spot in it is
 * told, in their language, with the new version of their calendar event: the same UID and the
 * next SEQUENCE, so their calendar moves the entry instead of keeping the old one.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type languageSession, sessionRequest } from "../../schema/tables";
import type { Database } from "../db";
import type { EmailMessage } from "../email/message";
import { queueEmailWithAttachments } from "../email/outbox";
import { SESSION_CHANGED, sessionChangedEmail } from "../email/templates/session-changed";
import { type CalendarContext, calendarAttachment } from "./request-calendar";

type Session = typeof languageSession.$inferSelect;

/** What the calendar event and the email's details show of where and when. */
const EVENT_FIELDS = ["schedule", "duration", "cafeName", "cafeAddress", "city"] as const;

/**
 * The statements to write with the session's update: an email per approved person, and their
 * events' new SEQUENCE. Nothing when no field of the event changed.
 */
export async function sessionChangeNotices(
  db: Database,
  before: Session,
  after: Session,
  calendar: CalendarContext,
): Promise<BatchItem<"sqlite">[]> {
  if (EVENT_FIELDS.every((field) => before[field] === after[field])) return [];
  const people = await db
    .select()
    .from(sessionRequest)
    .where(and(eq(sessionRequest.sessionId, after.id), eq(sessionRequest.status, "approved")));
  if (people.length === 0) return [];

  const emails: EmailMessage[] = people.map((person) => {
    const sequence = person.calendarSequence + 1;
    // A schedule that no longer names a day and time has no event: the old one is called off.
    const theirs = { ...calendar, locale: person.locale };
    const event =
      calendarAttachment(after, person.id, { sequence, method: "PUBLISH" }, theirs) ??
      calendarAttachment(before, person.id, { sequence, method: "CANCEL" }, theirs);
    return {
      kind: SESSION_CHANGED,
      to: person.email,
      locale: person.locale,
      ...sessionChangedEmail({
        locale: person.locale,
        name: person.name,
        session: after,
        withCalendar: Boolean(event),
        now: calendar.now ?? new Date(),
      }),
      attachments: event ? [event] : [],
      dedupeKey: `${SESSION_CHANGED}:${person.id}:${sequence}`,
    };
  });
  return [
    ...emails.flatMap((email) => queueEmailWithAttachments(db, email)),
    db
      .update(sessionRequest)
      .set({ calendarSequence: sql`${sessionRequest.calendarSequence} + 1` })
      .where(
        inArray(
          sessionRequest.id,
          people.map((person) => person.id),
        ),
      ),
  ];
}
