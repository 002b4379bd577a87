/**
 * When an admin moves a session (its dates, duration or place) or skips, moves or restores one of
 * its occurrences, everyone holding a spot in it is told, in their language, with the new version
 * of their calendar event: the same UID and the next SEQUENCE, so their calendar moves the entry
 * instead of keeping the old one. Everyone on its waitlist is told too, without an event (they
 * hold no seat). When an admin calls a published session off (unpublishes it), both are told it
 * is cancelled, and those holding a seat get their event's cancellation.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { OccurrenceChange } from "../../schema/occurrences";
import { type languageSession, sessionRequest } from "../../schema/tables";
import type { Database } from "../db";
import type { EmailMessage } from "../email/message";
import { queueEmailWithAttachments } from "../email/outbox";
import { SESSION_CANCELLED, sessionCancelledEmail } from "../email/templates/session-cancelled";
import { SESSION_CHANGED, sessionChangedEmail } from "../email/templates/session-changed";
import { spotPageUrl } from "../spots/link";
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

type Person = typeof sessionRequest.$inferSelect & { status: "approved" | "waitlisted" };

/** Those the session's changes are told to: everyone holding a seat in it or waiting for one. */
async function peopleOf(db: Database, sessionId: number): Promise<Person[]> {
  return (await db
    .select()
    .from(sessionRequest)
    .where(and(eq(sessionRequest.sessionId, sessionId), inArray(sessionRequest.status, ["approved", "waitlisted"])))
    .orderBy(sessionRequest.id)) as Person[];
}

/** The person's own page (worker/spots/link.ts), or null once they were erased. */
const pageOf = (person: Person, calendar: CalendarContext) =>
  person.linkKey ? spotPageUrl(calendar.baseUrl, calendar.linkSecret, person.linkKey) : Promise.resolve(null);

/**
 * The emails queued, and the SEQUENCE of everyone told moved on. Bumped for the waitlisted too,
 * who have no event yet: it names each notice's dedupe key, so a second change is a second email,
 * and a later approval's event only outranks more.
 */
function written(db: Database, people: Person[], emails: EmailMessage[]): BatchItem<"sqlite">[] {
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

/**
 * The statements to write with the session's update (or with one occurrence's skip, move or
 * restore): an email per approved or waitlisted person, and their SEQUENCE moved on. Nothing
 * when neither the dates, the place nor the skips and moves changed.
 */
export async function sessionChangeNotices(
  db: Database,
  before: SessionWithChanges,
  after: SessionWithChanges,
  calendar: CalendarContext,
): Promise<BatchItem<"sqlite">[]> {
  if (eventOf(before) === eventOf(after)) return [];
  const people = await peopleOf(db, after.id);
  if (people.length === 0) return [];

  const emails: EmailMessage[] = await Promise.all(
    people.map(async (person) => {
      const sequence = person.calendarSequence + 1;
      // A session left without dates has no event: the old one is called off.
      const theirs = { ...calendar, locale: person.locale };
      const event =
        person.status === "approved"
          ? (calendarAttachment(after, person.id, { sequence, method: "PUBLISH" }, theirs) ??
            calendarAttachment(before, person.id, { sequence, method: "CANCEL" }, theirs))
          : null;
      return {
        kind: SESSION_CHANGED,
        to: person.email,
        locale: person.locale,
        ...sessionChangedEmail({
          locale: person.locale,
          name: person.name,
          status: person.status,
          session: after,
          withCalendar: Boolean(event),
          spotUrl: await pageOf(person, calendar),
          now: calendar.now ?? new Date(),
        }),
        attachments: event ? [event] : [],
        dedupeKey: `${SESSION_CHANGED}:${person.id}:${sequence}`,
      };
    }),
  );
  return written(db, people, emails);
}

/**
 * The statements to write with the unpublishing of a published session, which calls it off: an
 * email per approved or waitlisted person saying it is cancelled, with their event's cancellation
 * for those holding a seat, and their SEQUENCE moved on (a retry of the same change queues none
 * twice: the dedupe key holds it). Their requests stay as they are.
 */
export async function sessionCancelledNotices(
  db: Database,
  session: SessionWithChanges,
  calendar: CalendarContext,
): Promise<BatchItem<"sqlite">[]> {
  const people = await peopleOf(db, session.id);
  if (people.length === 0) return [];
  const emails: EmailMessage[] = await Promise.all(
    people.map(async (person) => {
      const sequence = person.calendarSequence + 1;
      const event =
        person.status === "approved"
          ? calendarAttachment(
              session,
              person.id,
              { sequence, method: "CANCEL" },
              { ...calendar, locale: person.locale },
            )
          : null;
      return {
        kind: SESSION_CANCELLED,
        to: person.email,
        locale: person.locale,
        ...sessionCancelledEmail({
          locale: person.locale,
          name: person.name,
          status: person.status,
          session,
          withCalendar: Boolean(event),
          spotUrl: await pageOf(person, calendar),
          now: calendar.now ?? new Date(),
        }),
        attachments: event ? [event] : [],
        dedupeKey: `${SESSION_CANCELLED}:${person.id}:${sequence}`,
      };
    }),
  );
  return written(db, people, emails);
}

/** The session with its skips and moves as they are now: the `before` or `after` of a change. */
export async function withChanges<T extends Session>(db: Database, session: T): Promise<T & SessionWithChanges> {
  const changes = await occurrenceChanges(db, [session.id]);
  return { ...session, changes: changes.get(session.id) ?? [] };
}
