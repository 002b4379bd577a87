import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, sessionOccurrenceChange, sessionRequest } from "../../schema/tables";
import { spotLinkToken } from "../spots/link";
import { filesOf } from "../test/calendar";
import { db } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";
import { type SessionWithChanges, sessionCancelledNotices, sessionChangeNotices, withChanges } from "./change-notices";

const calendar = {
  baseUrl: "https://cafetalk.tn",
  organizer: { name: "Café Talk", email: "hello@cafetalk.tn" },
  linkSecret: "test-link-secret",
  now: new Date("2026-03-11T11:00:00Z"),
};

async function setUp() {
  const { legacySchedule: _s, legacyDuration: _d, ...session } = await createSession({ startsAt: "2026-03-14T10:00" });
  const [approved] = await createRequests(session.id, ["approved", "pending"]);
  return { session: await withChanges(db(), session), approved: approved! };
}

/** Writes the notices and answers the emails queued. */
async function send(statements: Awaited<ReturnType<typeof sessionChangeNotices>>) {
  if (statements.length > 0) await db().batch(statements as [never, ...never[]]);
  return db().select().from(emailOutbox);
}

describe("sessionChangeNotices", () => {
  it("tells no one when nothing of the dates, the place or the skips changed", async () => {
    const { session } = await setUp();
    const reordered = { ...session, title: "Renamed", changes: [] };
    expect(await sessionChangeNotices(db(), session, reordered, calendar)).toEqual([]);
  });

  it.each([
    ["the first start", { startsAt: "2026-03-14T11:00" }],
    ["the duration", { durationMinutes: 120 }],
    ["the days", { repeatDays: ["SA", "SU"] }],
    ["the end", { repeatUntil: "2026-06-27" }],
    ["the café", { cafeName: "Café Zitouna" }],
    ["the address", { cafeAddress: "3 Rue de Rome" }],
    ["the city", { city: "Sousse" }],
  ] satisfies [string, Partial<SessionWithChanges>][])(
    "tells each approved person when %s changed, with their event's next version",
    async (_, change) => {
      const { session, approved } = await setUp();
      const emails = await send(await sessionChangeNotices(db(), session, { ...session, ...change }, calendar));
      expect(emails.map((email) => [email.kind, email.recipient])).toEqual([["session_changed", approved.email]]);
      const [person] = await db().select().from(sessionRequest).where(eq(sessionRequest.id, approved.id));
      expect(person!.calendarSequence).toBe(approved.calendarSequence + 1);
    },
  );

  it("tells them when one occurrence is skipped, moved or restored, the event saying so", async () => {
    const { session, approved } = await setUp();
    await db().insert(sessionOccurrenceChange).values({
      sessionId: session.id,
      originalStart: "2026-03-21T10:00",
      movedTo: "2026-03-22T17:00",
    });
    const moved = await withChanges(db(), session);
    expect(moved.changes).toEqual([{ originalStart: "2026-03-21T10:00", movedTo: "2026-03-22T17:00" }]);
    const [email] = await send(await sessionChangeNotices(db(), session, moved, calendar));
    expect(email).toMatchObject({ kind: "session_changed", recipient: approved.email });
    const [file] = await filesOf(email!);
    const ics = new TextDecoder().decode(Uint8Array.from(atob(file!.content), (char) => char.charCodeAt(0)));
    expect(ics).toContain("RECURRENCE-ID;TZID=Africa/Tunis:20260321T100000");
    expect(ics).toContain("SEQUENCE:1");
    // The same skips and moves read in another order are no change.
    expect(await sessionChangeNotices(db(), moved, { ...moved, changes: [...moved.changes] }, calendar)).toEqual([]);
    // Restored: a change again.
    expect(await sessionChangeNotices(db(), moved, { ...moved, changes: [] }, calendar)).not.toEqual([]);
  });

  it("tells the waitlisted what changed, without a calendar file, and no one pending or cancelled", async () => {
    const { session, approved } = await setUp();
    const [waiting] = await createRequests(session.id, ["waitlisted", "cancelled"]);
    const [erased] = await createRequests(session.id, ["waitlisted"]);
    await db().update(sessionRequest).set({ linkKey: null, locale: "ar" }).where(eq(sessionRequest.id, erased!.id));
    const emails = await send(
      await sessionChangeNotices(db(), session, { ...session, cafeName: "Café Zitouna" }, calendar),
    );
    expect(emails.map((email) => email.recipient)).toEqual([approved.email, waiting!.email, erased!.email]);
    const [toApproved, toWaiting, toErased] = emails;
    expect(await filesOf(toApproved!)).toHaveLength(1);
    expect(toApproved!.text).toContain("The session you have a spot in has changed.");
    expect(toWaiting!.text).toContain("You're still on its waitlist");
    expect(await filesOf(toWaiting!)).toEqual([]);
    const page = `https://cafetalk.tn/spot/${await spotLinkToken(calendar.linkSecret, waiting!.linkKey!)}`;
    expect(toWaiting!.text).toContain(`Your request — see your spot, cancel it or add it to your calendar:\n${page}`);
    expect(toErased!.text).toContain("ما زلت على قائمة الانتظار");
    expect(toErased!.text).not.toContain("/spot/");
    // A second change is a second email for each, the waitlisted's version moved on too.
    const [row] = await db().select().from(sessionRequest).where(eq(sessionRequest.id, waiting!.id));
    expect(row!.calendarSequence).toBe(1);
    expect(toWaiting!.dedupeKey).toBe(`session_changed:${waiting!.id}:1`);
  });
});

describe("sessionCancelledNotices", () => {
  it("tells the approved and the waitlisted, the approved with their event's cancellation", async () => {
    const { session, approved } = await setUp();
    const [waiting] = await createRequests(session.id, ["waitlisted"]);
    const emails = await send(await sessionCancelledNotices(db(), session, calendar));
    expect(emails.map((email) => [email.kind, email.recipient])).toEqual([
      ["session_cancelled", approved.email],
      ["session_cancelled", waiting!.email],
    ]);
    const [file] = await filesOf(emails[0]!);
    expect(file!.contentType).toContain("method=CANCEL");
    expect(await filesOf(emails[1]!)).toEqual([]);
    const page = `https://cafetalk.tn/spot/${await spotLinkToken(calendar.linkSecret, approved.linkKey!)}`;
    expect(emails[0]!.text).toContain(page);
  });
});
