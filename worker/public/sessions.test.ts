import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody, PublicSession } from "../../schema/api";
import { languageSession, sessionOccurrenceChange } from "../../schema/tables";
import { call, db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

const sessions = async () => json<PublicSession[]>(await call("/api/sessions"));

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/sessions", () => {
  it("answers published sessions only, with exactly the public fields", async () => {
    const published = await createSession({ title: "Published", pricingPlanId: null });
    await createSession({ title: "Secret draft", isPublished: false, description: "not for the public" });

    const res = await call("/api/sessions");
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).not.toContain("Secret draft");
    expect(body).not.toContain("not for the public");
    expect(JSON.parse(body)).toEqual([
      {
        id: published.id,
        title: "Published",
        description: "Travel, work and daily life.",
        titleFr: null,
        titleAr: null,
        descriptionFr: null,
        descriptionAr: null,
        language: "English",
        level: "Intermediate",
        city: "Tunis",
        cafeId: published.cafeId,
        cafeName: "Café Lino",
        cafeAddress: "Rue de Marseille",
        startsAt: "2026-01-03T10:00",
        durationMinutes: 90,
        repeat: "weekly",
        repeatDays: ["SA"],
        repeatUntil: null,
        nextStarts: [expect.any(String), expect.any(String), expect.any(String)],
        maxParticipants: 4,
        isPublished: true,
        spotsLeft: 4,
      },
    ]);
  });

  it("adds the French and Arabic title and description where written, keeping the English in title and description", async () => {
    await createSession({ title: "Coffee English", titleFr: "Anglais au café", descriptionAr: "سفر وعمل وحياة يومية" });
    expect(await sessions()).toEqual([
      expect.objectContaining({
        title: "Coffee English",
        description: "Travel, work and daily life.",
        titleFr: "Anglais au café",
        titleAr: null,
        descriptionFr: null,
        descriptionAr: "سفر وعمل وحياة يومية",
      }),
    ]);
  });

  it("counts only approved requests against the seats, per session, never below zero", async () => {
    const a = await createSession({ title: "A", maxParticipants: 4 });
    const b = await createSession({ title: "B", maxParticipants: 2 });
    const c = await createSession({ title: "C", maxParticipants: 3, durationMinutes: 75 });
    await createRequests(a.id, ["approved", "pending", "waitlisted", "cancelled", "approved"]);
    await createRequests(b.id, ["approved", "approved"]);
    // An admin lowered the capacity below what was already approved.
    await createRequests(c.id, ["approved", "approved", "approved"]);
    await db().update(languageSession).set({ maxParticipants: 2 }).where(eq(languageSession.id, c.id));

    const byTitle = Object.fromEntries((await sessions()).map((s) => [s.title, s]));
    expect(byTitle.A).toMatchObject({ maxParticipants: 4, spotsLeft: 2 });
    expect(byTitle.B).toMatchObject({ maxParticipants: 2, spotsLeft: 0 });
    expect(byTitle.C).toMatchObject({ maxParticipants: 2, spotsLeft: 0, durationMinutes: 75 });
  });

  it("names the next three occurrences: a skipped one left out, a moved one at its new time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Friday 4 December 2026, noon in Tunis: the next Saturdays are 5, 12, 19 and 26 December.
    vi.setSystemTime(new Date("2026-12-04T11:00:00Z"));
    const session = await createSession();
    await db()
      .insert(sessionOccurrenceChange)
      .values([
        { sessionId: session.id, originalStart: "2026-12-12T10:00", movedTo: null },
        { sessionId: session.id, originalStart: "2026-12-19T10:00", movedTo: "2026-12-20T17:30" },
      ]);
    const [listed] = await sessions();
    expect(listed!.nextStarts).toEqual([
      "2026-12-05T09:00:00.000Z",
      "2026-12-20T16:30:00.000Z",
      "2026-12-26T09:00:00.000Z",
    ]);
  });

  it("leaves out a published session with no occurrence ahead, or no dates", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-04T11:00:00Z"));
    await createSession({ title: "Over", repeat: "once", repeatDays: [], startsAt: "2026-12-01T10:00" });
    await createSession({ title: "Ended", repeatUntil: "2026-11-30" });
    await createSession({ title: "Counted out", repeatCount: 3 });
    await createSession({ title: "No dates", startsAt: null });
    await createSession({ title: "Next week", repeat: "once", repeatDays: [], startsAt: "2026-12-10T18:00" });
    expect((await sessions()).map((s) => [s.title, s.repeat, s.nextStarts])).toEqual([
      ["Next week", "once", ["2026-12-10T17:00:00.000Z"]],
    ]);
  });

  it("answers an empty list when nothing is published", async () => {
    await createSession({ isPublished: false });
    expect(await sessions()).toEqual([]);
  });
});

describe("GET /api/sessions/{id}/calendar.ics", () => {
  it("serves the calendar file of a published session", async () => {
    const session = await createSession({ title: "English small talk" });
    const res = await call(`/api/sessions/${session.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const ics = await res.text();
    expect(ics).toContain(`UID:language-session-${session.id}@localhost`);
    expect(ics).toContain("SUMMARY:English small talk");
    expect(ics).toContain("RRULE:FREQ=WEEKLY;BYDAY=SA");
    expect(ics).toContain("DTSTART;TZID=Africa/Tunis:20260103T100000");
  });

  it("leaves a skipped occurrence out of the file and writes a moved one apart", async () => {
    const session = await createSession();
    await db()
      .insert(sessionOccurrenceChange)
      .values([
        { sessionId: session.id, originalStart: "2026-01-10T10:00", movedTo: null },
        { sessionId: session.id, originalStart: "2026-01-17T10:00", movedTo: "2026-01-18T10:00" },
      ]);
    const ics = await (await call(`/api/sessions/${session.id}/calendar.ics`)).text();
    expect(ics).toContain("EXDATE;TZID=Africa/Tunis:20260110T100000\r\n");
    expect(ics).toContain("EXDATE;TZID=Africa/Tunis:20260117T100000\r\n");
    expect(ics).toContain(
      "RECURRENCE-ID;TZID=Africa/Tunis:20260117T100000\r\nDTSTART;TZID=Africa/Tunis:20260118T100000",
    );
  });

  it("never serves a draft, and says when a session has no fixed time", async () => {
    const draft = await createSession({ isPublished: false, title: "Secret draft" });
    const draftRes = await call(`/api/sessions/${draft.id}/calendar.ics`);
    expect(draftRes.status).toBe(404);
    expect(await draftRes.text()).not.toContain("Secret draft");

    const vague = await createSession({ startsAt: null, scheduleToReview: "Weekends, ask us" });
    const res = await call(`/api/sessions/${vague.id}/calendar.ics`);
    expect(res.status).toBe(404);
    expect((await json<ApiErrorBody>(res)).error).toEqual({
      code: "no_fixed_time",
      message: "This session has no fixed day and time yet.",
    });
  });
});
