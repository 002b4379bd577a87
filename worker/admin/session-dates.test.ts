import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, CalendarOccurrence, SessionOccurrence, SessionRoster } from "../../schema/api";
import { auditEntry, emailOutbox, sessionOccurrenceChange, sessionRequest } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

type Admin = Awaited<ReturnType<typeof adminClient>>;

const form = { title: "Italiano al caffè", language: "Italian", level: "Beginner" };
const fieldsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  return (await json<ApiErrorBody>(res)).error.fields;
};
const storedChanges = (sessionId: number) =>
  db()
    .select({ originalStart: sessionOccurrenceChange.originalStart, movedTo: sessionOccurrenceChange.movedTo })
    .from(sessionOccurrenceChange)
    .where(eq(sessionOccurrenceChange.sessionId, sessionId))
    .orderBy(sessionOccurrenceChange.originalStart);
const occurrencePath = (sessionId: number, originalStart: string) =>
  `/api/admin/sessions/${sessionId}/occurrences/${encodeURIComponent(originalStart)}`;
const occurrences = async (admin: Admin, sessionId: number, query: string) =>
  (await json<SessionOccurrence[]>(await admin(`/api/admin/sessions/${sessionId}/occurrences${query}`))).map((o) => [
    o.start,
    o.status,
    o.originalStart,
  ]);

describe("creating a session with dates", () => {
  it("keeps a weekly series and a one-off, the days in the week's order", async () => {
    const admin = await adminClient();
    const weekly = await admin("/api/admin/sessions", "POST", {
      ...form,
      startsAt: "2026-12-05T10:00",
      durationMinutes: 120,
      repeat: "weekly",
      repeatDays: ["SA", "TU"],
      repeatCount: 10,
    });
    expect(weekly.status).toBe(201);
    expect(await json(weekly)).toMatchObject({
      startsAt: "2026-12-05T10:00",
      durationMinutes: 120,
      repeat: "weekly",
      repeatDays: ["TU", "SA"],
      repeatUntil: null,
      repeatCount: 10,
    });
    const once = await admin("/api/admin/sessions", "POST", { ...form, startsAt: "2026-12-09T18:30" });
    expect(once.status).toBe(201);
    expect(await json(once)).toMatchObject({ repeat: "once", repeatDays: [], durationMinutes: 90 });
  });

  it("answers each date problem under its field", async () => {
    const admin = await adminClient();
    expect(
      await fieldsOf(
        await admin("/api/admin/sessions", "POST", {
          ...form,
          startsAt: "2026-12-05T10:00", // a Saturday
          repeat: "weekly",
          repeatDays: ["MO"],
          repeatUntil: "2026-12-01",
          repeatCount: 3,
        }),
      ),
    ).toEqual({
      repeatDays: "Choose the days it repeats on, the first session's day among them",
      repeatCount: "End on a date or after a number of sessions, not both",
      repeatUntil: "The end date must be on or after the first session",
    });
    expect(
      await fieldsOf(
        await admin("/api/admin/sessions", "POST", {
          ...form,
          startsAt: "2026-02-30T10:00",
          durationMinutes: 5,
          repeatCount: 0,
          repeatUntil: "someday",
        }),
      ),
    ).toEqual({
      startsAt: "Choose the date and time of the first session",
      durationMinutes: "Duration must be between 15 and 360 minutes",
      repeatCount: "The number of sessions must be between 1 and 104",
      repeatUntil: "Enter a date as YYYY-MM-DD",
    });
  });
});

describe("changing a session's dates", () => {
  it("checks a partial update merged with the stored session", async () => {
    const admin = await adminClient();
    const session = await createSession(); // Saturdays 10:00 from 3 January 2026
    const path = `/api/admin/sessions/${session.id}`;
    const daysProblem = { repeatDays: "Choose the days it repeats on, the first session's day among them" };
    // Sunday the 4th, still on Saturdays; and Sundays from a Saturday.
    expect(await fieldsOf(await admin(path, "PATCH", { startsAt: "2026-01-04T10:00" }))).toEqual(daysProblem);
    expect(await fieldsOf(await admin(path, "PATCH", { repeatDays: ["SU"] }))).toEqual(daysProblem);
    expect(await fieldsOf(await admin(path, "PATCH", { repeatUntil: "2025-12-31" }))).toEqual({
      repeatUntil: "The end date must be on or after the first session",
    });
    const moved = await admin(path, "PATCH", { startsAt: "2026-01-04T10:00", repeatDays: ["SU"] });
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ startsAt: "2026-01-04T10:00", repeatDays: ["SU"] });
    expect((await admin(path, "PATCH", { repeatUntil: "2026-06-28" })).status).toBe(200);
    expect(await fieldsOf(await admin(path, "PATCH", { repeatCount: 5 }))).toEqual({
      repeatCount: "End on a date or after a number of sessions, not both",
    });
    // Once: the weekly fields no longer count.
    expect((await admin(path, "PATCH", { repeat: "once", startsAt: "2026-01-07T10:00" })).status).toBe(200);
  });

  it("publishes a session only once it has a date, which replaces the text left to review", async () => {
    const admin = await adminClient();
    const session = await createSession({
      startsAt: null,
      scheduleToReview: "Weekends, to be agreed",
      isPublished: false,
    });
    const path = `/api/admin/sessions/${session.id}`;
    expect(await fieldsOf(await admin(path, "PATCH", { isPublished: true }))).toEqual({
      isPublished: "A session needs a date before it is published",
    });
    // Other changes to the undated draft go through.
    expect((await admin(path, "PATCH", { title: "Weekend English" })).status).toBe(200);
    const dated = await admin(path, "PATCH", { startsAt: "2026-12-05T10:00", isPublished: true });
    expect(dated.status).toBe(200);
    expect(await json(dated)).toMatchObject({
      title: "Weekend English",
      startsAt: "2026-12-05T10:00",
      isPublished: true,
      scheduleToReview: null,
    });
  });

  it("drops the skips and moves the new dates have no occurrence for, keeps the others", async () => {
    const admin = await adminClient();
    const session = await createSession();
    await db()
      .insert(sessionOccurrenceChange)
      .values([
        { sessionId: session.id, originalStart: "2026-01-10T10:00", movedTo: null },
        { sessionId: session.id, originalStart: "2026-01-17T10:00", movedTo: "2026-01-18T11:00" },
      ]);
    const path = `/api/admin/sessions/${session.id}`;
    await admin(path, "PATCH", { title: "Same dates" });
    expect(await storedChanges(session.id)).toHaveLength(2);
    // The series now ends on the 12th: the 17th is no longer in it.
    expect((await admin(path, "PATCH", { repeatUntil: "2026-01-12" })).status).toBe(200);
    expect(await storedChanges(session.id)).toEqual([{ originalStart: "2026-01-10T10:00", movedTo: null }]);
    // An hour later: no occurrence at 10:00 any more.
    expect((await admin(path, "PATCH", { startsAt: "2026-01-03T11:00" })).status).toBe(200);
    expect(await storedChanges(session.id)).toEqual([]);
  });
});

describe("GET /api/admin/sessions/names", () => {
  it("names each session with its next start", async () => {
    const admin = await adminClient();
    const later = await createSession({ title: "Later", startsAt: "2099-06-01T18:00", repeat: "once", repeatDays: [] });
    const undated = await createSession({ title: "Undated", startsAt: null, isPublished: false });
    expect(await json(await admin("/api/admin/sessions/names"))).toEqual([
      { id: later.id, title: "Later", nextStart: "2099-06-01T17:00:00.000Z" },
      { id: undated.id, title: "Undated", nextStart: null },
    ]);
  });
});

describe("GET /api/admin/sessions/:id/occurrences", () => {
  it("lists the occurrences on those days across a month's end, skipped ones too, moved ones where they went", async () => {
    const admin = await adminClient();
    // Tuesdays and Saturdays at 10:00 from Saturday 3 January 2026.
    const session = await createSession({ repeatDays: ["TU", "SA"] });
    await db()
      .insert(sessionOccurrenceChange)
      .values([
        { sessionId: session.id, originalStart: "2026-01-31T10:00", movedTo: null },
        // Moved past the range's end: no longer on these days.
        { sessionId: session.id, originalStart: "2026-02-03T10:00", movedTo: "2026-02-04T18:00" },
        // Moved into the range from after it.
        { sessionId: session.id, originalStart: "2026-02-07T10:00", movedTo: "2026-02-01T12:00" },
      ]);
    const answer = await json<SessionOccurrence[]>(
      await admin(`/api/admin/sessions/${session.id}/occurrences?from=2026-01-27&to=2026-02-03`),
    );
    expect(answer).toEqual([
      {
        originalStart: "2026-01-27T10:00",
        start: "2026-01-27T10:00",
        startsAt: "2026-01-27T09:00:00.000Z",
        endsAt: "2026-01-27T10:30:00.000Z",
        status: "scheduled",
      },
      {
        originalStart: "2026-01-31T10:00",
        start: "2026-01-31T10:00",
        startsAt: "2026-01-31T09:00:00.000Z",
        endsAt: "2026-01-31T10:30:00.000Z",
        status: "skipped",
      },
      {
        originalStart: "2026-02-07T10:00",
        start: "2026-02-01T12:00",
        startsAt: "2026-02-01T11:00:00.000Z",
        endsAt: "2026-02-01T12:30:00.000Z",
        status: "moved",
      },
    ]);
  });

  it("reads 12 weeks from today unless told, a one-off once, an undated draft none", async () => {
    const admin = await adminClient();
    const weekly = await createSession();
    const ahead = await json<SessionOccurrence[]>(await admin(`/api/admin/sessions/${weekly.id}/occurrences`));
    // 12 weeks and a day from today: 12 or 13 Saturdays.
    expect(ahead.length).toBeGreaterThanOrEqual(12);
    expect(ahead.length).toBeLessThanOrEqual(13);
    expect(Date.parse(ahead[0]!.startsAt)).toBeGreaterThan(Date.now() - 24 * 60 * 60 * 1000);

    const once = await createSession({ startsAt: "2026-03-14T19:00", repeat: "once", repeatDays: [] });
    expect(await occurrences(admin, once.id, "?from=2026-03-01&to=2026-03-31")).toEqual([
      ["2026-03-14T19:00", "scheduled", "2026-03-14T19:00"],
    ]);
    expect(await occurrences(admin, once.id, "?from=2026-03-15&to=2026-03-31")).toEqual([]);
    const undated = await createSession({ startsAt: null, isPublished: false });
    expect(await occurrences(admin, undated.id, "")).toEqual([]);
    expect((await admin("/api/admin/sessions/999999/occurrences")).status).toBe(404);
    expect((await call(`/api/admin/sessions/${weekly.id}/occurrences`)).status).toBe(401);
  });

  it("refuses days that are not ones, an end before the start, more than 400 days", async () => {
    const admin = await adminClient();
    const session = await createSession();
    const path = `/api/admin/sessions/${session.id}/occurrences`;
    const invalidDate = "Enter a date as YYYY-MM-DD";
    expect(await fieldsOf(await admin(`${path}?from=2026-02-30&to=2026-03-01`))).toEqual({ from: invalidDate });
    expect(await fieldsOf(await admin(`${path}?from=2026-03-01&to=March`))).toEqual({ to: invalidDate });
    expect(Object.keys((await fieldsOf(await admin(`${path}?from=2026-03-02&to=2026-03-01`)))!)).toEqual(["to"]);
    expect(Object.keys((await fieldsOf(await admin(`${path}?from=2026-01-01&to=2027-02-05`)))!)).toEqual(["to"]);
    // 400 days, both included.
    expect((await admin(`${path}?from=2026-01-01&to=2027-02-04`)).status).toBe(200);
  });
});

describe("skipping, moving and restoring one occurrence", () => {
  const lastEntry = async () => (await db().select().from(auditEntry).orderBy(desc(auditEntry.id)).limit(1))[0];

  it("skips, moves and puts back, each on the audit log, the approved and waitlisted told", async () => {
    const admin = await adminClient();
    const session = await createSession();
    const [approved, waiting] = await createRequests(session.id, ["approved", "waitlisted", "pending"]);
    const told = async () =>
      (await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "session_changed"))).map((e) => e.recipient);
    const path = occurrencePath(session.id, "2026-01-10T10:00");

    const skipped = await admin(path, "PUT", { movedTo: null });
    expect(skipped.status).toBe(200);
    expect(await json(skipped)).toEqual({
      originalStart: "2026-01-10T10:00",
      start: "2026-01-10T10:00",
      startsAt: "2026-01-10T09:00:00.000Z",
      endsAt: "2026-01-10T10:30:00.000Z",
      status: "skipped",
    });
    expect(await lastEntry()).toMatchObject({
      action: "update",
      targetType: "language_session",
      targetId: String(session.id),
      changes: { occurrence: { before: "2026-01-10T10:00", after: null } },
      context: { originalStart: "2026-01-10T10:00" },
    });
    expect(await told()).toEqual([approved!.email, waiting!.email]);

    // The path's time may come unencoded too.
    const moved = await admin(`/api/admin/sessions/${session.id}/occurrences/2026-01-10T10:00`, "PUT", {
      movedTo: "2026-01-11T18:00",
    });
    expect(await json(moved)).toEqual({
      originalStart: "2026-01-10T10:00",
      start: "2026-01-11T18:00",
      startsAt: "2026-01-11T17:00:00.000Z",
      endsAt: "2026-01-11T18:30:00.000Z",
      status: "moved",
    });
    expect((await lastEntry())!.changes).toEqual({
      occurrence: { before: null, after: "2026-01-11T18:00" },
    });
    expect(await occurrences(admin, session.id, "?from=2026-01-09&to=2026-01-17")).toEqual([
      ["2026-01-11T18:00", "moved", "2026-01-10T10:00"],
      ["2026-01-17T10:00", "scheduled", "2026-01-17T10:00"],
    ]);
    expect(await told()).toHaveLength(4);

    // The same again changes nothing and writes nothing.
    const entries = (await db().select().from(auditEntry)).length;
    expect((await admin(path, "PUT", { movedTo: "2026-01-11T18:00" })).status).toBe(200);
    expect(await db().select().from(auditEntry)).toHaveLength(entries);

    expect((await admin(path, "DELETE")).status).toBe(204);
    expect((await lastEntry())!.changes).toEqual({
      occurrence: { before: "2026-01-11T18:00", after: "2026-01-10T10:00" },
    });
    expect(await storedChanges(session.id)).toEqual([]);
    expect(await told()).toHaveLength(6);
    // Nothing left to put back: nothing written.
    expect((await admin(path, "DELETE")).status).toBe(204);
    expect(await db().select().from(auditEntry)).toHaveLength(entries + 1);
  });

  it("refuses an occurrence the series does not have, a one-off's, and a move onto another occurrence", async () => {
    const admin = await adminClient();
    const session = await createSession();
    const refusal = async (res: Response) => {
      expect(res.status).toBe(400);
      return (await json<ApiErrorBody>(res)).error.code;
    };
    // A Sunday, a Saturday at 11:00, before the first, not a time at all.
    for (const start of ["2026-01-11T10:00", "2026-01-10T11:00", "2025-12-27T10:00", "next saturday"]) {
      expect(await refusal(await admin(occurrencePath(session.id, start), "PUT", { movedTo: null }))).toBe(
        "occurrence_not_in_series",
      );
      expect(await refusal(await admin(occurrencePath(session.id, start), "DELETE"))).toBe("occurrence_not_in_series");
    }
    const once = await createSession({ startsAt: "2026-03-14T19:00", repeat: "once", repeatDays: [] });
    expect(await refusal(await admin(occurrencePath(once.id, "2026-03-14T19:00"), "PUT", { movedTo: null }))).toBe(
      "occurrence_not_in_series",
    );

    // Onto the next Saturday's occurrence; onto where another was moved; then the freed slot.
    const path = occurrencePath(session.id, "2026-01-10T10:00");
    expect(await refusal(await admin(path, "PUT", { movedTo: "2026-01-17T10:00" }))).toBe("occurrence_conflict");
    await admin(occurrencePath(session.id, "2026-01-24T10:00"), "PUT", { movedTo: "2026-01-13T18:00" });
    expect(await refusal(await admin(path, "PUT", { movedTo: "2026-01-13T18:00" }))).toBe("occurrence_conflict");
    expect((await admin(path, "PUT", { movedTo: "2026-01-24T10:00" })).status).toBe(200);

    expect(await fieldsOf(await admin(path, "PUT", { movedTo: "soon" }))).toEqual({
      movedTo: "Choose the date and time of the first session",
    });
    expect((await admin(occurrencePath(999999, "2026-01-10T10:00"), "PUT", { movedTo: null })).status).toBe(404);
    expect(
      await db()
        .select()
        .from(sessionOccurrenceChange)
        .where(
          and(
            eq(sessionOccurrenceChange.sessionId, session.id),
            eq(sessionOccurrenceChange.originalStart, "2026-01-17T10:00"),
          ),
        ),
    ).toEqual([]);
  });
});

describe("GET /api/admin/calendar", () => {
  it("lists every dated session's occurrences on those days, drafts too, by start, with the session's seats", async () => {
    const admin = await adminClient();
    const weekly = await createSession({ title: "Weekly" });
    await createRequests(weekly.id, ["approved", "approved", "waitlisted", "pending"]);
    await db()
      .insert(sessionOccurrenceChange)
      .values({ sessionId: weekly.id, originalStart: "2026-02-07T10:00", movedTo: null });
    await createSession({
      title: "Draft evening",
      startsAt: "2026-02-14T19:00",
      repeat: "once",
      repeatDays: [],
      isPublished: false,
    });
    await createSession({ title: "Same time", startsAt: "2026-02-14T10:00", repeat: "once", repeatDays: [] });
    await createSession({ title: "Undated", startsAt: null, isPublished: false });

    const res = await admin("/api/admin/calendar?from=2026-02-01&to=2026-02-14");
    expect(res.status).toBe(200);
    const answer = await json<CalendarOccurrence[]>(res);
    expect(answer.map((o) => [o.start, o.status, o.session.title, o.session.isPublished, o.approvedCount])).toEqual([
      ["2026-02-07T10:00", "skipped", "Weekly", true, 2],
      ["2026-02-14T10:00", "scheduled", "Weekly", true, 2],
      ["2026-02-14T10:00", "scheduled", "Same time", true, 0],
      ["2026-02-14T19:00", "scheduled", "Draft evening", false, 0],
    ]);
    expect(answer[0]).toEqual({
      originalStart: "2026-02-07T10:00",
      start: "2026-02-07T10:00",
      startsAt: "2026-02-07T09:00:00.000Z",
      endsAt: "2026-02-07T10:30:00.000Z",
      status: "skipped",
      session: {
        id: weekly.id,
        title: "Weekly",
        cafeName: "Café Lino",
        city: "Tunis",
        maxParticipants: 4,
        isPublished: true,
        repeat: "weekly",
      },
      approvedCount: 2,
      waitlistedCount: 1,
    });
  });

  it("reads at most 62 days", async () => {
    const admin = await adminClient();
    expect((await admin("/api/admin/calendar?from=2026-01-01&to=2026-03-03")).status).toBe(200);
    expect(Object.keys((await fieldsOf(await admin("/api/admin/calendar?from=2026-01-01&to=2026-03-04")))!)).toEqual([
      "to",
    ]);
    expect((await admin("/api/admin/calendar")).status).toBe(200);
    expect((await call("/api/admin/calendar")).status).toBe(401);
  });
});

describe("GET /api/admin/sessions/:id/roster", () => {
  it("names the approved by approval order and the waitlist in the order seats are offered", async () => {
    const admin = await adminClient();
    const session = await createSession();
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const person = (name: string, status: "approved" | "waitlisted" | "pending" | "cancelled", day: number) => ({
      sessionId: session.id,
      name,
      email: `${name.toLowerCase()}@example.tn`,
      level: "beginner",
      status,
      createdAt: at(day),
    });
    await db()
      .insert(sessionRequest)
      .values([
        person("Walid", "waitlisted", 9),
        { ...person("Amira", "approved", 5), phone: "+216 22 123 456", locale: "ar" as const },
        person("Wafa", "waitlisted", 2),
        person("Anis", "approved", 1),
        person("Pia", "pending", 1),
        person("Cyrine", "cancelled", 1),
      ]);
    const res = await admin(`/api/admin/sessions/${session.id}/roster`);
    expect(res.status).toBe(200);
    const roster = await json<SessionRoster>(res);
    expect(roster.approved.map((p) => p.name)).toEqual(["Anis", "Amira"]);
    expect(roster.waitlist.map((p) => p.name)).toEqual(["Wafa", "Walid"]);
    expect(roster.approved[1]).toEqual({
      id: expect.any(Number),
      name: "Amira",
      email: "amira@example.tn",
      phone: "+216 22 123 456",
      locale: "ar",
      createdAt: at(5).toISOString(),
    });
    expect((await admin("/api/admin/sessions/999999/roster")).status).toBe(404);
  });
});
