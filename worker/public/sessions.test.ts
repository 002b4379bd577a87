import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PublicSession } from "../../schema/api";
import { languageSession } from "../../schema/tables";
import { call, db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

const sessions = async () => json<PublicSession[]>(await call("/api/sessions"));

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
        cafeName: "Café Lino",
        cafeAddress: "Rue de Marseille",
        schedule: "Saturdays 10:00",
        duration: "90",
        durationMinutes: 90,
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
    const c = await createSession({ title: "C", maxParticipants: 3, duration: "1h30" });
    await createRequests(a.id, ["approved", "pending", "waitlisted", "cancelled", "approved"]);
    await createRequests(b.id, ["approved", "approved"]);
    // An admin lowered the capacity below what was already approved.
    await createRequests(c.id, ["approved", "approved", "approved"]);
    await db().update(languageSession).set({ maxParticipants: 2 }).where(eq(languageSession.id, c.id));

    const byTitle = Object.fromEntries((await sessions()).map((s) => [s.title, s]));
    expect(byTitle.A).toMatchObject({ maxParticipants: 4, spotsLeft: 2 });
    expect(byTitle.B).toMatchObject({ maxParticipants: 2, spotsLeft: 0 });
    expect(byTitle.C).toMatchObject({ maxParticipants: 2, spotsLeft: 0, durationMinutes: 90 });
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
  });

  it("never serves a draft, and says when a session has no fixed time", async () => {
    const draft = await createSession({ isPublished: false, title: "Secret draft" });
    const draftRes = await call(`/api/sessions/${draft.id}/calendar.ics`);
    expect(draftRes.status).toBe(404);
    expect(await draftRes.text()).not.toContain("Secret draft");

    const vague = await createSession({ schedule: "Weekends, ask us" });
    const res = await call(`/api/sessions/${vague.id}/calendar.ics`);
    expect(res.status).toBe(404);
    expect((await json<ApiErrorBody>(res)).error).toEqual({
      code: "no_fixed_time",
      message: "This session has no fixed day and time yet.",
    });
  });
});
