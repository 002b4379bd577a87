/**
 * When an admin moves a session (its dates, duration or place) or skips, moves or restores one of
 * its occurrences, everyone holding a spot in it is told, in their language, with the new version
 * of their calendar event: the same UID and the next SEQUENCE, so their calendar moves the entry
 * instead of keeping the old one.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { OccurrenceChange } from "../../schema/occurrences";
import { type languageSession, sessionRequest } from "../../schema/tables";
import type { Database } from "../db";
import type { EmailMessage } from "../email/message";
import { queueEmailWithAttachments } from "../email/outbox";
import { SESSION_CHANGED, sessionChangedEmail } from "../email/templates/session-changed";
import { occurrenceChanges } from "./dates";
import { type CalendarContext, calendarAttachment } from "./request-calendar";

type Session = Omit<typeof languageSession.$inferSelect, "legacySchedule" | "legacyDuration">;

/** A session with its skipped and moved occurrences: what its calendar event and emails show. */
export type SessionWithChanges = Session & { changes: OccurrenceChange[] };

/** What the calendar event and the email's details show of where and when. */
const EVENT_FIELDS = [
  "startsAt",
  "durationMinutes",
  "repeat",
  "repeatDays",
  "repeatUntil",
  "repeatCount",
  "cafeName",
  "cafeAddress",
  "city",
  "changes",
] as const;

/** The same skips and moves, whatever order they were read in. */
const inOrder = (changes: readonly OccurrenceChange[]) =>
  [...changes]
    .sort((a, b) => a.originalStart.localeCompare(b.originalStart))
    .map(({ originalStart, movedTo }) => ({ originalStart, movedTo }));

const eventOf = (session: SessionWithChanges) =>
  JSON.stringify(EVENT_FIELDS.map((field) => (field === "changes" ? inOrder(session.changes) : session[field])));

/**
 * The statements to write with the session's update (or with one occurrence's skip, move or
 * restore): an email per approved person, and their events' new SEQUENCE. Nothing when neither
 * the dates, the place nor the skips and moves changed.
 */
export async function sessionChangeNotices(
  db: Database,
  before: SessionWithChanges,
  after: SessionWithChanges,
  calendar: CalendarContext,
): Promise<BatchItem<"sqlite">[]> {
  if (eventOf(before) === eventOf(after)) return [];
  const people = await db
    .select()
    .from(sessionRequest)
    .where(and(eq(sessionRequest.sessionId, after.id), eq(sessionRequest.status, "approved")));
  if (people.length === 0) return [];

  const emails: EmailMessage[] = people.map((person) => {
    const sequence = person.calendarSequence + 1;
    // A session left without dates has no event: the old one is called off.
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

/** The session with its skips and moves as they are now: the `before` or `after` of a change. */
export async function withChanges<T extends Session>(db: Database, session: T): Promise<T & SessionWithChanges> {
  const changes = await occurrenceChanges(db, [session.id]);
  return { ...session, changes: changes.get(session.id) ?? [] };
}
