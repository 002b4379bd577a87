import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, LeadDetail, PublicSession, TrialBooked, TrialSession } from "../../schema/api";
import { auditEntry, emailAttachment, emailOutbox, lead, sessionRequest } from "../../schema/tables";
import { ADMIN, adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

type Admin = Awaited<ReturnType<typeof adminClient>>;

async function createLearner(values: Partial<typeof lead.$inferInsert> = {}) {
  const [row] = await db()
    .insert(lead)
    .values({
      userType: "learner",
      name: "سلمى الحداد",
      email: "salma@example.tn",
      city: "Sousse",
      languages: ["German"],
      level: "fluent",
      whatsappNumber: "22 123 456",
      trialSession: true,
      locale: "ar",
      ...values,
    })
    .returning();
  return row!;
}

const book = (admin: Admin, leadId: number, sessionId: number) =>
  admin(`/api/admin/leads/${leadId}/trial`, "POST", { sessionId });

const requests = () => db().select().from(sessionRequest).orderBy(sessionRequest.id);
const statusOf = async (id: number) => (await db().select().from(lead).where(eq(lead.id, id)))[0]!.status;

describe("GET /api/admin/leads/:id/trial-sessions", () => {
  it("lists only published sessions with a free seat and a date ahead, the learner's languages and city first", async () => {
    const admin = await adminClient();
    const learner = await createLearner();
    const english = await createSession({ title: "English in Tunis", language: "English", city: "Tunis" });
    const germanTunis = await createSession({ title: "German in Tunis", language: "German", city: "Tunis" });
    const germanSousse = await createSession({ title: "German in Sousse", language: "German", city: "Sousse" });
    const full = await createSession({ title: "Full German", language: "German", maxParticipants: 2 });
    await createRequests(full.id, ["approved", "approved"]);
    await createSession({ title: "Draft German", language: "German", isPublished: false });
    const almost = await createSession({ title: "Almost full", language: "French", maxParticipants: 3 });
    await createRequests(almost.id, ["approved", "approved", "pending", "waitlisted"]);
    // Over: its one occurrence is past, and a series that ended.
    await createSession({ title: "Past German", language: "German", startsAt: "2026-01-03T10:00", repeat: "once" });
    await createSession({ title: "Ended German", language: "German", repeatUntil: "2026-02-28" });

    const sessions = await json<TrialSession[]>(await admin(`/api/admin/leads/${learner.id}/trial-sessions`));
    expect(sessions.map((s) => [s.title, s.spotsLeft])).toEqual([
      [germanSousse.title, 4],
      [germanTunis.title, 4],
      ["Almost full", 1],
      [english.title, 4],
    ]);
    // When each next happens: the next Saturday at 10:00 in Tunis.
    for (const session of sessions) {
      expect(Date.parse(session.nextStart!)).toBeGreaterThan(Date.now());
      expect(session.nextStart).toMatch(/T09:00:00\.000Z$/);
    }
    expect((await call(`/api/admin/leads/${learner.id}/trial-sessions`)).status).toBe(401);
  });
});

describe("POST /api/admin/leads/:id/trial", () => {
  it("books the learner through the approval: an approved spot, its email in their language, the lead trial_booked", async () => {
    const admin = await adminClient();
    const learner = await createLearner();
    const session = await createSession({ title: "Deutsch am Abend", language: "German", maxParticipants: 4 });

    const res = await book(admin, learner.id, session.id);
    expect(res.status).toBe(201);
    const booked = await json<TrialBooked>(res);
    expect(booked.lead).toMatchObject({ id: learner.id, status: "trial_booked" });
    expect(booked.request).toMatchObject({
      sessionId: session.id,
      leadId: learner.id,
      name: learner.name,
      email: learner.email,
      phone: "22 123 456",
      languageInterest: "German",
      level: "advanced",
      status: "approved",
      locale: "ar",
    });
    expect(booked.request).not.toHaveProperty("accessTokenHash");
    expect(await statusOf(learner.id)).toBe("trial_booked");

    // The approval email, once, in Arabic, with the calendar file: what the requests page sends.
    const emails = await db().select().from(emailOutbox).where(eq(emailOutbox.recipient, learner.email));
    expect(emails.map((e) => [e.kind, e.locale, e.subject])).toEqual([
      ["session_request_approved", "ar", "تم تأكيد مكانك: Deutsch am Abend"],
    ]);
    expect(await db().select().from(emailAttachment).where(eq(emailAttachment.emailId, emails[0]!.id))).toHaveLength(1);
    // The public card counts one spot fewer.
    const card = (await json<PublicSession[]>(await call("/api/sessions"))).find((s) => s.id === session.id);
    expect(card?.spotsLeft).toBe(3);

    const [entry] = await db().select().from(auditEntry).orderBy(desc(auditEntry.id)).limit(1);
    expect(entry).toMatchObject({
      actorEmail: ADMIN.email,
      action: "trial_booked",
      targetType: "lead",
      targetId: String(learner.id),
      changes: { status: { before: "new", after: "trial_booked" } },
      context: { sessionId: session.id, requestId: booked.request.id },
    });
    // The lead's page shows the spot.
    const detail = await json<LeadDetail>(await admin(`/api/admin/leads/${learner.id}`));
    expect(detail.person.sessionRequests).toMatchObject([{ sessionTitle: "Deutsch am Abend", status: "approved" }]);
  });

  it("approves the learner's own request in that session instead of making a second one", async () => {
    const admin = await adminClient();
    const learner = await createLearner({ status: "contacted" });
    const session = await createSession({ language: "German" });
    await db()
      .insert(sessionRequest)
      .values({ sessionId: session.id, name: "Salma", email: learner.email, level: "beginner", status: "waitlisted" });
    expect((await book(admin, learner.id, session.id)).status).toBe(201);
    expect((await requests()).map((r) => [r.status, r.leadId, r.level])).toEqual([
      ["approved", learner.id, "beginner"],
    ]);
    // Already holding the spot: a second booking says so.
    const again = await createLearner({ email: learner.email, name: "Salma again" });
    const res = await book(admin, again.id, session.id);
    expect(res.status).toBe(409);
    expect((await json<ApiErrorBody>(res)).error).toEqual({
      code: "already_booked",
      message: "Salma again already has an approved spot in this session.",
    });
  });

  it("refuses a full session clearly, and books nothing", async () => {
    const admin = await adminClient();
    const learner = await createLearner();
    const full = await createSession({ maxParticipants: 2 });
    await createRequests(full.id, ["approved", "approved"]);
    const res = await book(admin, learner.id, full.id);
    expect(res.status).toBe(409);
    expect((await json<ApiErrorBody>(res)).error).toEqual({
      code: "session_full",
      message: "This session has no free seat any more: choose another session.",
    });
    expect((await requests()).filter((r) => r.email === learner.email)).toEqual([]);
    expect(await statusOf(learner.id)).toBe("new");
    expect(await db().select().from(emailOutbox)).toEqual([]);
  });

  it("refuses when the last seat is taken, or the session unpublished, while the booking is made", async () => {
    const admin = await adminClient();
    const learner = await createLearner();
    const session = await createSession({ maxParticipants: 2 });
    await createRequests(session.id, ["approved"]);
    // Someone else's approval lands between the booking's check and its approval.
    await env.DB.prepare(
      `create trigger seat_taken_meanwhile after insert on session_request when new.lead_id is not null begin
        insert into session_request (session_id, name, email, level, status) values (new.session_id, 'Rival', 'rival@example.tn', 'beginner', 'approved');
      end`,
    ).run();
    const taken = await book(admin, learner.id, session.id);
    expect(taken.status).toBe(409);
    expect((await json<ApiErrorBody>(taken)).error.code).toBe("session_full");
    expect((await requests()).map((r) => r.email).includes(learner.email)).toBe(false);
    expect(await statusOf(learner.id)).toBe("new");
    expect(await db().select().from(emailOutbox)).toEqual([]);

    await env.DB.prepare("drop trigger seat_taken_meanwhile").run();
    const other = await createSession({ maxParticipants: 6 });
    await env.DB.prepare(
      `create trigger unpublished_meanwhile after insert on session_request when new.lead_id is not null begin
        update language_session set is_published = 0 where id = new.session_id;
      end`,
    ).run();
    const unpublished = await book(admin, learner.id, other.id);
    expect(unpublished.status).toBe(409);
    expect((await json<ApiErrorBody>(unpublished)).error).toEqual({
      code: "session_not_published",
      message: "This session is no longer published: choose another one.",
    });
    expect(await statusOf(learner.id)).toBe("new");
    expect(await db().select().from(emailOutbox)).toEqual([]);
  });

  it("refuses a draft, an unknown session, a lead that is no learner or cannot move to trial_booked", async () => {
    const admin = await adminClient();
    const learner = await createLearner();
    const draft = await createSession({ isPublished: false });
    const session = await createSession();
    const draftRes = await book(admin, learner.id, draft.id);
    expect([draftRes.status, (await json<ApiErrorBody>(draftRes)).error.code]).toEqual([409, "session_not_published"]);
    expect((await book(admin, learner.id, 9999)).status).toBe(404);
    const teacher = await createLearner({ userType: "teacher", email: "t@example.tn" });
    const teacherRes = await book(admin, teacher.id, session.id);
    expect([teacherRes.status, (await json<ApiErrorBody>(teacherRes)).error.code]).toEqual([409, "trial_for_learners"]);
    const closed = await createLearner({ email: "c@example.tn", status: "closed", closedReason: "spam" });
    const closedRes = await book(admin, closed.id, session.id);
    expect([closedRes.status, (await json<ApiErrorBody>(closedRes)).error.code]).toEqual([409, "lead_move_refused"]);
    const bad = await admin(`/api/admin/leads/${learner.id}/trial`, "POST", { sessionId: "one" });
    expect((await json<ApiErrorBody>(bad)).error.fields).toEqual({ sessionId: "Must be a whole number" });
    expect(await requests()).toEqual([]);
  });
});
