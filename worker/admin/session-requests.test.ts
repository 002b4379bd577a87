import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, Page, PublicSession, SessionRequestRow } from "../../schema/api";
import { emailOutbox, sessionRequest } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

const outbox = () => db().select().from(emailOutbox);
const statusOf = async (id: number) =>
  (await db().select().from(sessionRequest).where(eq(sessionRequest.id, id)))[0]!.status;

describe("admin session requests", () => {
  it("lists every request, newest first, with the fields the page reads", async () => {
    const admin = await adminClient();
    const session = await createSession();
    const [first, second] = await createRequests(session.id, ["pending", "waitlisted"]);
    const { items: rows } = await json<Page<SessionRequestRow>>(await admin("/api/admin/session-requests"));
    expect(rows.map((r) => r.id)).toEqual([second!.id, first!.id]);
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining([
        "id",
        "name",
        "email",
        "phone",
        "languageInterest",
        "level",
        "sessionId",
        "status",
        "notes",
        "session",
      ]),
    );
    expect(rows[0]!.session).toEqual({
      id: session.id,
      title: session.title,
      schedule: session.schedule,
      cafeName: session.cafeName,
      city: session.city,
      maxParticipants: session.maxParticipants,
      approvedCount: 0,
      waitlistedCount: 1,
    });
  });

  it("updates notes and non-approving statuses without sending anything", async () => {
    const admin = await adminClient();
    const session = await createSession();
    const [req] = await createRequests(session.id, ["pending"]);
    const res = await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", {
      status: "waitlisted",
      notes: "Called, prefers May",
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: "waitlisted", notes: "Called, prefers May" });
    const notesOnly = await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { notes: "" });
    expect(await json(notesOnly)).toMatchObject({ status: "waitlisted", notes: null });
    expect(await outbox()).toEqual([]);
  });

  it("approving queues the approval email in the requester's language with the session and its calendar link", async () => {
    const admin = await adminClient();
    const session = await createSession({ title: "English small talk", cafeName: "Café Lino" });
    const [req] = await db()
      .insert(sessionRequest)
      .values({ sessionId: session.id, name: "Amira", email: "amira@example.tn", level: "beginner", locale: "ar" })
      .returning();

    const res = await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "approved" });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: "approved" });

    const [email] = await outbox();
    expect(email).toMatchObject({
      kind: "session_request_approved",
      recipient: "amira@example.tn",
      locale: "ar",
      subject: "تم تأكيد مكانك: English small talk",
      dedupeKey: `session_request_approved:${req!.id}`,
    });
    expect(email!.html).toContain('dir="rtl"');
    expect(email!.text).toContain("المقهى: Café Lino");
    expect(email!.text).toContain(`أضف إلى تقويمي: http://localhost:8787/api/sessions/${session.id}/calendar.ics`);
    const calendar = await call(`/api/sessions/${session.id}/calendar.ics`);
    expect(await calendar.text()).toContain(`UID:language-session-${session.id}@localhost`);

    // The public card now has one spot less.
    const [card] = await json<PublicSession[]>(await call("/api/sessions"));
    expect(card!.spotsLeft).toBe(3);

    // Back and forth: still one approval email.
    await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "pending" });
    await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "approved" });
    expect(await outbox()).toHaveLength(1);
  });

  it("leaves the calendar link out when the schedule has no fixed time", async () => {
    const admin = await adminClient();
    const session = await createSession({ schedule: "Weekends, to be agreed" });
    const [req] = await createRequests(session.id, ["pending"]);
    await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "approved" });
    const [email] = await outbox();
    expect(email!.subject).toBe("Your spot is confirmed: English small talk");
    expect(email!.text).toContain("When: Weekends, to be agreed");
    expect(email!.text).not.toContain("calendar");
  });

  it("refuses to approve beyond capacity, suggesting the waitlist, and sends nothing", async () => {
    const admin = await adminClient();
    const session = await createSession({ maxParticipants: 2 });
    const [, , third] = await createRequests(session.id, ["approved", "approved", "pending"]);
    const res = await admin(`/api/admin/session-requests/${third!.id}`, "PATCH", {
      status: "approved",
      notes: "keep me?",
    });
    expect(res.status).toBe(409);
    expect((await json<ApiErrorBody>(res)).error).toEqual({
      code: "session_full",
      message: "This session is full: all 2 spots are approved. Set the request to waitlisted instead.",
    });
    expect(await statusOf(third!.id)).toBe("pending");
    expect(await outbox()).toEqual([]);

    const waitlisted = await admin(`/api/admin/session-requests/${third!.id}`, "PATCH", { status: "waitlisted" });
    expect(waitlisted.status).toBe(200);
  });

  it("keeps an approved request approved when only its notes change on a full session", async () => {
    const admin = await adminClient();
    const session = await createSession({ maxParticipants: 2 });
    const [first] = await createRequests(session.id, ["approved", "approved"]);
    const res = await admin(`/api/admin/session-requests/${first!.id}`, "PATCH", { status: "approved", notes: "Paid" });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: "approved", notes: "Paid" });
  });

  it("50 parallel approvals on a 4-seat session approve exactly 4", async () => {
    const admin = await adminClient();
    const session = await createSession({ maxParticipants: 4 });
    const pending = await createRequests(session.id, Array(50).fill("pending"));
    const answers = await Promise.all(
      pending.map((r) => admin(`/api/admin/session-requests/${r.id}`, "PATCH", { status: "approved" })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(46);

    const approved = (await db().select().from(sessionRequest)).filter((r) => r.status === "approved");
    expect(approved).toHaveLength(4);
    expect(await outbox()).toHaveLength(4);
    const [card] = await json<PublicSession[]>(await call("/api/sessions"));
    expect(card!.spotsLeft).toBe(0);
  });

  it("answers 404 for a request that does not exist and 400 for an empty or invalid update", async () => {
    const admin = await adminClient();
    expect((await admin("/api/admin/session-requests/999", "PATCH", { status: "approved" })).status).toBe(404);
    const session = await createSession();
    const [req] = await createRequests(session.id, ["pending"]);
    const empty = await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", {});
    expect((await json<ApiErrorBody>(empty)).error.code).toBe("empty_update");
    const invalid = await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "done" });
    expect(invalid.status).toBe(400);
    expect((await json<ApiErrorBody>(invalid)).error.fields).toEqual({ status: "Invalid choice" });
  });
});
