import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import { sessionOccurrenceChange } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { db, json } from "../test/helpers";
import { createSession } from "../test/sessions";

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
