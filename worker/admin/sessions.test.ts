import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, LanguageSession, Page, PublicSession } from "../../schema/api";
import { LEARNING_LANGUAGES, SESSION_DURATION_MINUTES, SESSION_LANGUAGES } from "../../schema/constants";
import { emailOutbox, sessionRequest } from "../../schema/tables";
import { newLinkKey, spotLinkToken } from "../spots/link";
import { adminClient } from "../test/admins";
import { calendarEvent, decodedAttachment, filesOf } from "../test/calendar";
import { call, db, json } from "../test/helpers";
import { createCafe, createRequests, createSession } from "../test/sessions";

const outbox = () => db().select().from(emailOutbox).orderBy(emailOutbox.id);
/** The request's own page, as its emails link it. */
const pageOf = async (linkKey: string | null) =>
  `http://localhost:8787/spot/${await spotLinkToken(env.SPOT_LINK_SECRET, linkKey!)}`;

const form = { title: "Italiano al caffè", language: "Italian", level: "Beginner", startsAt: "2099-03-07T10:00" };

describe("admin sessions", () => {
  it("creates a draft with the spec's defaults: 6 participants, Tunis, once, 90 minutes", async () => {
    const admin = await adminClient();
    const res = await admin("/api/admin/sessions", "POST", form);
    expect(res.status).toBe(201);
    const created = await json<LanguageSession>(res);
    expect(created).toMatchObject({
      ...form,
      maxParticipants: 6,
      city: "Tunis",
      isPublished: false,
      description: null,
      cafeName: null,
      durationMinutes: SESSION_DURATION_MINUTES.default,
      repeat: "once",
      repeatDays: [],
      repeatUntil: null,
      repeatCount: null,
      scheduleToReview: null,
    });
    // The free text only the conversion to dates reads never leaves the Worker.
    expect(Object.keys(created)).not.toContain("legacySchedule");
    expect(Object.keys(created)).not.toContain("legacyDuration");
    expect(await json(await call("/api/sessions"))).toEqual([]);
  });

  it("accepts every language the service teaches", async () => {
    expect([...SESSION_LANGUAGES].sort()).toEqual([...LEARNING_LANGUAGES].sort());
    const admin = await adminClient();
    for (const language of SESSION_LANGUAGES) {
      expect((await admin("/api/admin/sessions", "POST", { ...form, language })).status).toBe(201);
    }
  });

  it("answers each invalid field with its message", async () => {
    const admin = await adminClient();
    const res = await admin("/api/admin/sessions", "POST", {
      title: " ",
      language: "Klingon",
      level: "Expert",
      maxParticipants: 13,
      city: "Paris",
    });
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      title: "Title is required",
      language: "Invalid choice",
      level: "Invalid choice",
      maxParticipants: "Max participants must be between 2 and 12",
      city: "Invalid choice",
      startsAt: "Choose the date and time of the first session",
    });
    const tooFew = await admin("/api/admin/sessions", "POST", { ...form, maxParticipants: 1 });
    expect((await json<ApiErrorBody>(tooFew)).error.fields).toEqual({
      maxParticipants: "Max participants must be between 2 and 12",
    });
  });

  it("keeps an optional French and Arabic title and description, with the English's limits", async () => {
    const admin = await adminClient();
    const translated = {
      ...form,
      titleFr: " Italien au café ",
      titleAr: "الإيطالية في المقهى",
      descriptionFr: "",
      descriptionAr: "محادثة حول القهوة.",
    };
    const created = await json<LanguageSession>(await admin("/api/admin/sessions", "POST", translated));
    expect(created).toMatchObject({
      title: form.title,
      titleFr: "Italien au café",
      titleAr: "الإيطالية في المقهى",
      descriptionFr: null,
      descriptionAr: "محادثة حول القهوة.",
    });
    const cleared = await admin(`/api/admin/sessions/${created.id}`, "PATCH", { titleAr: "" });
    expect(await json(cleared)).toMatchObject({ titleFr: "Italien au café", titleAr: null });

    const tooLong = await admin("/api/admin/sessions", "POST", {
      ...form,
      titleFr: "x".repeat(201),
      titleAr: "ع".repeat(200),
      descriptionAr: "ع".repeat(5001),
      descriptionFr: 12,
    });
    expect(tooLong.status).toBe(400);
    expect((await json<ApiErrorBody>(tooLong)).error.fields).toEqual({
      titleFr: "Too long",
      descriptionAr: "Too long",
      descriptionFr: "Invalid value",
    });
  });

  it("publishes and unpublishes with a partial update; the public list follows", async () => {
    const admin = await adminClient();
    const created = await json<LanguageSession>(await admin("/api/admin/sessions", "POST", form));
    const published = await admin(`/api/admin/sessions/${created.id}`, "PATCH", { isPublished: true });
    expect(await json(published)).toMatchObject({ ...form, isPublished: true, maxParticipants: 6 });
    expect((await json<PublicSession[]>(await call("/api/sessions"))).map((s) => s.title)).toEqual([form.title]);

    await admin(`/api/admin/sessions/${created.id}`, "PATCH", { isPublished: false });
    expect(await json(await call("/api/sessions"))).toEqual([]);
  });

  it("lists drafts and published sessions with their approved, pending and waitlisted counts", async () => {
    const admin = await adminClient();
    const a = await createSession({ title: "A" });
    await createSession({ title: "B", isPublished: false });
    await createRequests(a.id, ["approved", "pending", "approved"]);
    await createRequests(a.id, ["waitlisted", "cancelled", "pending"]);
    const { items: rows } = await json<Page<LanguageSession>>(await admin("/api/admin/sessions"));
    expect(rows.map((r) => [r.title, r.isPublished, r.approvedCount, r.pendingCount, r.waitlistedCount])).toEqual([
      ["A", true, 2, 2, 1],
      ["B", false, 0, 0, 0],
    ]);
  });

  it("refuses to delete a session that has requests, and deletes one that has none", async () => {
    const admin = await adminClient();
    const requested = await createSession();
    await createRequests(requested.id, ["cancelled", "pending"]);
    const refused = await admin(`/api/admin/sessions/${requested.id}`, "DELETE");
    expect(refused.status).toBe(409);
    // Nobody is told anything: the session and their requests stand (a session called off is unpublished).
    expect(await outbox()).toEqual([]);
    expect((await json<ApiErrorBody>(refused)).error).toEqual({
      code: "session_has_requests",
      message:
        "This session has 2 spot requests and cannot be deleted. Unpublish it instead, so its requests are kept.",
    });
    expect((await json<Page<LanguageSession>>(await admin("/api/admin/sessions"))).items.map((s) => s.id)).toContain(
      requested.id,
    );

    const empty = await createSession();
    expect((await admin(`/api/admin/sessions/${empty.id}`, "DELETE")).status).toBe(204);
    expect((await admin(`/api/admin/sessions/${empty.id}`, "DELETE")).status).toBe(404);
  });
});

describe("a session moved while people hold spots in it", () => {
  it("tells each approved and waitlisted person, in their language, the approved with their event's next version", async () => {
    const admin = await adminClient();
    const session = await createSession();
    const person = (name: string, locale: "en" | "fr" | "ar") => ({
      sessionId: session.id,
      name,
      email: `${name.toLowerCase()}@example.tn`,
      level: "beginner",
      locale,
      linkKey: newLinkKey(),
    });
    const [amira, jean, sami] = await db()
      .insert(sessionRequest)
      .values([person("Amira", "ar"), person("Jean", "fr"), person("Sami", "en")])
      .returning();
    for (const id of [amira!.id, jean!.id]) {
      await admin(`/api/admin/session-requests/${id}`, "PATCH", { status: "approved" });
    }
    await admin(`/api/admin/session-requests/${sami!.id}`, "PATCH", { status: "waitlisted" });
    const zitouna = await createCafe({ name: "Café Zitouna", address: "Rue Jamaa Ezzitouna" });
    const before = (await outbox()).length;

    // Nothing of when or where changes: nobody is told.
    await admin(`/api/admin/sessions/${session.id}`, "PATCH", { title: "English small talk, B1" });
    expect(await outbox()).toHaveLength(before);

    // From Saturdays 10:00 to Sundays 18:30, somewhere else.
    const res = await admin(`/api/admin/sessions/${session.id}`, "PATCH", {
      startsAt: "2026-01-04T18:30",
      repeatDays: ["SU"],
      cafeId: zitouna.id,
    });
    expect(res.status).toBe(200);
    const changed = (await outbox()).filter((e) => e.kind === "session_changed");
    expect(changed.map((e) => [e.recipient, e.locale, e.subject])).toEqual([
      ["amira@example.tn", "ar", "تغيّرت الجلسة: English small talk, B1"],
      ["jean@example.tn", "fr", "La séance a changé : English small talk, B1"],
      ["sami@example.tn", "en", "The session has changed: English small talk, B1"],
    ]);
    expect(changed[1]!.text).toContain("Café: Café Zitouna");
    const { method, event } = calendarEvent(decodedAttachment((await filesOf(changed[0]!))[0]!));
    expect(method).toBe("PUBLISH");
    expect(event).toMatchObject({ UID: `session-request-${amira!.id}@localhost`, SEQUENCE: "1" });
    expect(event.LOCATION).toContain("Café Zitouna");
    expect(changed[0]!.text).toContain(
      `طلبك — اطّلع على مكانك أو ألغِه أو أضفه إلى تقويمك:\n${await pageOf(amira!.linkKey)}`,
    );
    // On the waitlist: told what changed, with no calendar file (they hold no seat).
    expect(changed[2]!.text).toContain("You're still on its waitlist");
    expect(changed[2]!.text).not.toContain("calendar file");
    expect(await filesOf(changed[2]!)).toEqual([]);
    expect(changed[2]!.text).toContain(
      `Your request — see your spot, cancel it or add it to your calendar:\n${await pageOf(sami!.linkKey)}`,
    );
  });
});

describe("a published session called off, by unpublishing it", () => {
  it("tells each approved and waitlisted person it is cancelled, the approved with their event's cancellation", async () => {
    const admin = await adminClient();
    const session = await createSession({ title: "English small talk" });
    const [amira, sami] = await createRequests(session.id, ["approved", "waitlisted", "pending", "cancelled"]);
    await db().update(sessionRequest).set({ locale: "ar" }).where(eq(sessionRequest.id, amira!.id));
    // An erased person: told too, with no link to a page they no longer have.
    const [erased] = await createRequests(session.id, ["approved"]);
    await db().update(sessionRequest).set({ linkKey: null }).where(eq(sessionRequest.id, erased!.id));

    expect((await admin(`/api/admin/sessions/${session.id}`, "PATCH", { isPublished: false })).status).toBe(200);
    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.recipient, e.subject, e.dedupeKey])).toEqual([
      ["session_cancelled", amira!.email, "أُلغيت الجلسة: English small talk", `session_cancelled:${amira!.id}:1`],
      ["session_cancelled", sami!.email, "Session cancelled: English small talk", `session_cancelled:${sami!.id}:1`],
      [
        "session_cancelled",
        erased!.email,
        "Session cancelled: English small talk",
        `session_cancelled:${erased!.id}:1`,
      ],
    ]);
    expect(emails[0]!.html).toContain('dir="rtl"');
    expect(emails[0]!.text).toContain("ملف التقويم المرفق يزيلها من تقويمك.");
    expect(emails[0]!.text).toContain(
      `طلبك — اطّلع على مكانك أو ألغِه أو أضفه إلى تقويمك:\n${await pageOf(amira!.linkKey)}`,
    );
    const [file] = await filesOf(emails[0]!);
    expect(file!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(calendarEvent(decodedAttachment(file!)).event).toMatchObject({
      UID: `session-request-${amira!.id}@localhost`,
      SEQUENCE: "1",
      STATUS: "CANCELLED",
    });
    // Waitlisted: no seat, so no event to cancel.
    expect(emails[1]!.text).toContain("the session you're on the waitlist for has been cancelled");
    expect(await filesOf(emails[1]!)).toEqual([]);
    expect(emails[1]!.text).toContain(await pageOf(sami!.linkKey));
    expect(emails[2]!.text).not.toContain("/spot/");
    expect((await filesOf(emails[2]!)).length).toBe(1);

    const sequences = await db()
      .select()
      .from(sessionRequest)
      .where(eq(sessionRequest.sessionId, session.id))
      .orderBy(sessionRequest.id);
    expect(sequences.map((row) => [row.status, row.calendarSequence])).toEqual([
      ["approved", 1],
      ["waitlisted", 1],
      ["pending", 0],
      ["cancelled", 0],
      ["approved", 1],
    ]);

    // Saved again unpublished, or published again: nobody is told twice.
    await admin(`/api/admin/sessions/${session.id}`, "PATCH", { isPublished: false, title: "Renamed" });
    await admin(`/api/admin/sessions/${session.id}`, "PATCH", { isPublished: true });
    expect(await outbox()).toHaveLength(3);
  });

  it("tells nobody when the session had no one approved or waiting", async () => {
    const admin = await adminClient();
    const session = await createSession();
    await createRequests(session.id, ["pending", "cancelled"]);
    await admin(`/api/admin/sessions/${session.id}`, "PATCH", { isPublished: false });
    expect(await outbox()).toEqual([]);
  });
});
