import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  ApiErrorBody,
  BulkDecisionAnswer,
  Page,
  PublicSession,
  SeatToOffer,
  SessionRequest,
  SessionRequestRow,
} from "../../schema/api";
import { auditEntry, emailOutbox, sessionRequest } from "../../schema/tables";
import { newLinkKey, spotLinkToken } from "../spots/link";
import { ADMIN, adminClient, adminSession, clientOf, sameOrigin } from "../test/admins";
import { calendarEvent, decodedAttachment, filesOf } from "../test/calendar";
import { call, db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

type Admin = Awaited<ReturnType<typeof adminClient>>;
const outbox = () => db().select().from(emailOutbox).orderBy(emailOutbox.id);
/** The person's own calendar link in an approval email, as a path. */
const personalLink = (text: string) =>
  new URL(text.match(/http:\/\/localhost:8787\/api\/session-requests\/[a-z0-9.]+\/calendar\.ics/)![0]).pathname;
/** The request's own page, as its emails link it. */
const pageOf = async (linkKey: string | null) =>
  `http://localhost:8787/spot/${await spotLinkToken(env.SPOT_LINK_SECRET, linkKey!)}`;
const emailOfKind = async (kind: string) => (await outbox()).find((e) => e.kind === kind)!;
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
    // The person's link opens their page: it never leaves the Worker.
    for (const hidden of ["linkKey", "legacyCalendarTokenHash", "calendarSequence"]) {
      expect(rows[0]).not.toHaveProperty(hidden);
    }
    expect(Date.parse(rows[0]!.session.nextStart!)).toBeGreaterThan(Date.now());
    expect(new Date(rows[0]!.session.nextStart!).getUTCDay()).toBe(6);
    expect(rows[0]!.session).toEqual({
      id: session.id,
      title: session.title,
      // The next Saturday at 10:00 in Tunis (09:00 UTC).
      nextStart: expect.stringMatching(/T09:00:00\.000Z$/),
      cafeName: session.cafeName,
      city: session.city,
      maxParticipants: session.maxParticipants,
      approvedCount: 0,
      waitlistedCount: 1,
    });
  });

  it("updates notes without sending anything, and back to pending without a word", async () => {
    const admin = await adminClient();
    const session = await createSession();
    const [req] = await createRequests(session.id, ["waitlisted"]);
    const res = await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { notes: "Called, prefers May" });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: "waitlisted", notes: "Called, prefers May" });
    // Already waitlisted: saving the same status again tells nobody anything new.
    const same = await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "waitlisted", notes: "" });
    expect(await json(same)).toMatchObject({ status: "waitlisted", notes: null });
    await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "pending" });
    expect(await outbox()).toEqual([]);
  });

  it("tells the person, in their language, when their request is waitlisted or cancelled; once each", async () => {
    const admin = await adminClient();
    const session = await createSession({ title: "English small talk", cafeName: "Café Lino" });
    const [amira, jean] = await db()
      .insert(sessionRequest)
      .values([
        {
          sessionId: session.id,
          name: "Amira",
          email: "amira@example.tn",
          level: "beginner",
          locale: "ar",
          linkKey: newLinkKey(),
        },
        // Erased: no key, so no page to link.
        { sessionId: session.id, name: "Jean", email: "jean@example.tn", level: "beginner", locale: "fr" },
      ])
      .returning();
    expect((await admin(`/api/admin/session-requests/${amira!.id}`, "PATCH", { status: "waitlisted" })).status).toBe(
      200,
    );
    await admin(`/api/admin/session-requests/${jean!.id}`, "PATCH", { status: "cancelled" });
    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.recipient, e.locale, e.subject])).toEqual([
      ["session_request_waitlisted", "amira@example.tn", "ar", "أنت على قائمة الانتظار: English small talk"],
      ["session_request_cancelled", "jean@example.tn", "fr", "Votre demande de place est annulée : English small talk"],
    ]);
    expect(emails[0]!.html).toContain('dir="rtl"');
    expect(emails[0]!.text).toContain("المقهى: Café Lino");
    expect(emails[1]!.text).toContain("Bonjour Jean,");
    expect(emails[0]!.text).toContain(
      `طلبك — اطّلع على مكانك أو ألغِه أو أضفه إلى تقويمك:\n${await pageOf(amira!.linkKey)}`,
    );
    expect(emails[0]!.html).toContain(`<a href="${await pageOf(amira!.linkKey)}"`);
    expect(emails[1]!.text).not.toContain("/spot/");
    expect(emails[1]!.text).not.toContain("Votre demande —");
    expect(emails[1]!.html).not.toContain("/spot/");

    // Back and forth: still one email of each kind per request.
    await admin(`/api/admin/session-requests/${amira!.id}`, "PATCH", { status: "pending" });
    await admin(`/api/admin/session-requests/${amira!.id}`, "PATCH", { status: "waitlisted" });
    expect(await outbox()).toHaveLength(2);
  });

  it("calls the session full, when waitlisting someone, only when every other seat is taken", async () => {
    const admin = await adminClient();
    const session = await createSession({ maxParticipants: 2 });
    const [early, late, holder] = await createRequests(session.id, ["pending", "pending", "approved"]);
    const waitlist = (id: number) => admin(`/api/admin/session-requests/${id}`, "PATCH", { status: "waitlisted" });
    // One of two seats taken.
    await waitlist(early!.id);
    await db().update(sessionRequest).set({ status: "approved" }).where(eq(sessionRequest.id, late!.id));
    // Two of two.
    const [last] = await createRequests(session.id, ["pending"]);
    await waitlist(last!.id);
    // Waitlisting someone who held a seat frees it.
    await waitlist(holder!.id);

    const texts = (await outbox()).map((email) => email.text);
    const full = "This session is full for now, so we have put you on its waitlist.";
    const seatsFree = "We have put you on this session's waitlist for now.";
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain(seatsFree);
    expect(texts[1]).toContain(full);
    expect(texts[2]).toContain(seatsFree);
    for (const text of [texts[0], texts[2]]) expect(text).not.toContain("full");
  });

  it("approving queues the approval email in the requester's language with the session and its calendar link", async () => {
    const admin = await adminClient();
    const session = await createSession({ title: "English small talk", cafeName: "Café Lino" });
    const [req] = await db()
      .insert(sessionRequest)
      .values({
        sessionId: session.id,
        name: "Amira",
        email: "amira@example.tn",
        level: "beginner",
        locale: "ar",
        linkKey: newLinkKey(),
      })
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
    const link = personalLink(email!.text);
    expect(email!.text).toContain(`أضف إلى تقويمي: http://localhost:8787${link}`);
    // Their own page, where cancelling hands the seat to the next in line.
    expect(email!.text).toContain(`طلبك — اطّلع على مكانك أو ألغِه أو أضفه إلى تقويمك:\n${await pageOf(req!.linkKey)}`);
    expect(email!.html).toContain(`<a href="${await pageOf(req!.linkKey)}"`);
    expect(email!.text).toContain("ألغِ حجزك من صفحة طلبك، فينتقل مكانك فورًا إلى الشخص التالي على قائمة الانتظار.");
    const calendar = await (await call(link)).text();
    expect(calendarEvent(calendar).event.UID).toBe(`session-request-${req!.id}@localhost`);
    // The event's link to the sessions opens the site in the learner's language.
    expect(calendar).toContain("URL:http://localhost:8787/?lang=ar#upcoming-lessons");

    // The public card now has one spot less.
    const [card] = await json<PublicSession[]>(await call("/api/sessions"));
    expect(card!.spotsLeft).toBe(3);

    // Back and forth: still one approval email.
    await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "pending" });
    await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "approved" });
    expect(await outbox()).toHaveLength(1);
  });

  it("leaves the calendar link out while the session has no date (its old text left to review)", async () => {
    const admin = await adminClient();
    const session = await createSession({ startsAt: null, scheduleToReview: "Weekends, to be agreed" });
    const [req] = await createRequests(session.id, ["pending"]);
    await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "approved" });
    const [email] = await outbox();
    expect(email!.subject).toBe("Your spot is confirmed: English small talk");
    expect(email!.text).not.toContain("Add to my calendar");
    expect(email!.text).not.toContain("calendar.ics");
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

describe("the calendar event that travels with the emails", () => {
  it("is attached to the approval, answered at the person's own link, and cancelled with the spot", async () => {
    const admin = await adminClient();
    const session = await createSession({ title: "English small talk" });
    const [req] = await createRequests(session.id, ["pending"]);
    await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "approved" });

    const approval = await emailOfKind("session_request_approved");
    expect(await filesOf(approval)).toMatchObject([
      { filename: `cafe-talk-session-${session.id}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ]);
    const sent = calendarEvent(decodedAttachment((await filesOf(approval))[0]!));
    expect(sent.method).toBe("PUBLISH");
    expect(sent.event).toMatchObject({
      UID: `session-request-${req!.id}@localhost`,
      SEQUENCE: "0",
      STATUS: "CONFIRMED",
    });
    expect(sent.lines).toContain('ORGANIZER;CN="Café Talk":mailto:hello@cafetalk.tn');

    // The person's own link answers their event, the request's status saying whether it stands.
    const link = personalLink(approval.text);
    const served = await call(link);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(calendarEvent(await served.text()).event).toMatchObject({ UID: sent.event.UID, STATUS: "CONFIRMED" });

    // The spot is cancelled: the email carries the event's cancellation, one version later.
    await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "cancelled" });
    const cancellation = await emailOfKind("session_request_cancelled");
    expect((await filesOf(cancellation))[0]!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const cancelled = calendarEvent(decodedAttachment((await filesOf(cancellation))[0]!));
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event).toMatchObject({ UID: sent.event.UID, SEQUENCE: "1", STATUS: "CANCELLED" });
    expect(calendarEvent(await (await call(link)).text()).event).toMatchObject({ SEQUENCE: "1", STATUS: "CANCELLED" });
    expect(cancellation.text).toContain(
      `Your request — see your spot, cancel it or add it to your calendar:\n${await pageOf(req!.linkKey)}`,
    );

    // Approved again: no second email, and the link's event, confirmed again, outranks the cancellation.
    await admin(`/api/admin/session-requests/${req!.id}`, "PATCH", { status: "approved" });
    expect((await outbox()).filter((e) => e.kind === "session_request_approved")).toHaveLength(1);
    expect(calendarEvent(await (await call(link)).text()).event).toMatchObject({ SEQUENCE: "2", STATUS: "CONFIRMED" });
  });

  it("sends no cancellation to a request that never had a spot, and 404s an unknown or erased link", async () => {
    const admin = await adminClient();
    const session = await createSession();
    const [waiting, approved] = await createRequests(session.id, ["waitlisted", "pending"]);
    await admin(`/api/admin/session-requests/${waiting!.id}`, "PATCH", { status: "cancelled" });
    expect(await filesOf(await emailOfKind("session_request_cancelled"))).toEqual([]);

    await admin(`/api/admin/session-requests/${approved!.id}`, "PATCH", { status: "approved" });
    const link = personalLink((await emailOfKind("session_request_approved")).text);
    expect((await call("/api/session-requests/not-a-token/calendar.ics")).status).toBe(404);
    await admin("/api/admin/people/erase", "POST", { email: approved!.email });
    const gone = await call(link);
    expect(gone.status).toBe(404);
    expect((await json<ApiErrorBody>(gone)).error.code).toBe("not_found");
  });
});

describe("offering a freed seat", () => {
  const seatsToOffer = async (admin: Admin) => json<SeatToOffer[]>(await admin("/api/admin/sessions/seats-to-offer"));
  const offer = (admin: Admin, sessionId: number, requestId: number) =>
    admin(`/api/admin/sessions/${sessionId}/offer-seat`, "POST", { requestId });

  it("names the first in line, then approves them, who get the approval email with its calendar link", async () => {
    const admin = await adminClient();
    // Offered by hand: with automatic offers on, the cron offers the seat and none is listed.
    const auto = await createSession({ maxParticipants: 2 });
    await createRequests(auto.id, ["waitlisted"]);
    const session = await createSession({ maxParticipants: 2, autoOffer: false });
    const [first, , second, third] = await createRequests(session.id, [
      "approved",
      "approved",
      "waitlisted",
      "waitlisted",
    ]);
    expect(await seatsToOffer(admin)).toEqual([]);
    const full = await offer(admin, session.id, second!.id);
    expect(full.status).toBe(409);
    expect((await json<ApiErrorBody>(full)).error.code).toBe("session_full");

    // A seat frees: an approved request is cancelled.
    await admin(`/api/admin/session-requests/${first!.id}`, "PATCH", { status: "cancelled" });
    const seats = await seatsToOffer(admin);
    expect(seats).toEqual([
      {
        session: {
          id: session.id,
          title: session.title,
          // The next Saturday at 10:00 in Tunis (09:00 UTC).
          nextStart: expect.stringMatching(/T09:00:00\.000Z$/),
          cafeName: session.cafeName,
          city: session.city,
          maxParticipants: 2,
          approvedCount: 1,
          waitlistedCount: 2,
        },
        nextInLine: { id: second!.id, name: second!.name, email: second!.email, locale: "en" },
      },
    ]);
    const offered = await offer(admin, session.id, second!.id);
    expect(offered.status).toBe(200);
    const answer = await json<SessionRequest>(offered);
    expect(answer).toMatchObject({ id: second!.id, status: "approved" });
    expect(Object.keys(answer)).not.toContain("accessTokenHash");
    expect(await statusOf(third!.id)).toBe("waitlisted");
    const approval = (await outbox()).find((e) => e.kind === "session_request_approved");
    expect(approval).toMatchObject({ recipient: second!.email });
    expect((await call(personalLink(approval!.text))).status).toBe(200);

    // Full again; then the capacity is raised, and the last one in line gets the seat.
    expect((await offer(admin, session.id, third!.id)).status).toBe(409);
    await admin(`/api/admin/sessions/${session.id}`, "PATCH", { maxParticipants: 3 });
    expect((await seatsToOffer(admin)).map((seat) => seat.nextInLine.id)).toEqual([third!.id]);
    expect(await json(await offer(admin, session.id, third!.id))).toMatchObject({ id: third!.id, status: "approved" });
    expect(await seatsToOffer(admin)).toEqual([]);
  });

  it("seats nobody but the person named: someone else first in line by now is refused", async () => {
    const admin = await adminClient();
    const session = await createSession({ maxParticipants: 2 });
    const [waiting, later] = await createRequests(session.id, ["waitlisted", "waitlisted"]);
    // The admin was shown the second in line (the first one, since, had not been waitlisted yet).
    const res = await offer(admin, session.id, later!.id);
    expect(res.status).toBe(409);
    expect((await json<ApiErrorBody>(res)).error).toEqual({
      code: "waitlist_changed",
      message: `The waitlist has changed: ${waiting!.name} is first in line now. Look again before offering the seat.`,
    });
    expect(await statusOf(later!.id)).toBe("waitlisted");
    expect(await outbox()).toEqual([]);
    const missing = await admin(`/api/admin/sessions/${session.id}/offer-seat`, "POST", {});
    expect((await json<ApiErrorBody>(missing)).error.fields).toEqual({ requestId: "Must be a whole number" });
  });

  it("says so when nobody waits, and 404s for a session that does not exist", async () => {
    const admin = await adminClient();
    const session = await createSession({ maxParticipants: 2 });
    const res = await offer(admin, session.id, 1);
    expect(res.status).toBe(409);
    expect((await json<ApiErrorBody>(res)).error).toEqual({
      code: "no_waitlist",
      message: "Nobody is on this session's waitlist.",
    });
    expect((await offer(admin, 999, 1)).status).toBe(404);
  });
});

describe("deciding for several requests at once (POST /api/admin/session-requests/bulk)", () => {
  const bulk = (admin: Admin, body: unknown) => admin("/api/admin/session-requests/bulk", "POST", body);
  const resultsOf = async (res: Response) => (await json<BulkDecisionAnswer>(res)).results;

  it("approves each through the capacity check, first come first served, answering per request what changed and what was refused", async () => {
    const admin = await adminClient();
    const small = await createSession({ maxParticipants: 2 });
    const other = await createSession({ title: "Evening French" });
    const [holder, first, second] = await createRequests(small.id, ["approved", "pending", "pending"]);
    const [waiting] = await createRequests(other.id, ["waitlisted"]);

    // Newest first, as the list shows them: the one seat left still goes to the older request.
    const res = await bulk(admin, { ids: [second!.id, first!.id, waiting!.id, 999, holder!.id], status: "approved" });
    expect(res.status).toBe(200);
    const results = await resultsOf(res);
    expect(results.map((r) => (r.changed ? [r.id, r.request.status] : [r.id, r.error]))).toEqual([
      [
        second!.id,
        {
          code: "session_full",
          message: "This session is full: all 2 spots are approved. Set the request to waitlisted instead.",
        },
      ],
      [first!.id, "approved"],
      [waiting!.id, "approved"],
      [999, { code: "not_found", message: "Request not found." }],
      [holder!.id, { code: "already_set", message: "Already approved." }],
    ]);
    expect(results[0]).not.toHaveProperty("request.linkKey");
    expect(await statusOf(second!.id)).toBe("pending");
    // One approval email each for the two approved, none for the refused.
    expect((await outbox()).map((e) => [e.kind, e.recipient]).sort()).toEqual(
      [
        ["session_request_approved", first!.email],
        ["session_request_approved", waiting!.email],
      ].sort(),
    );
    // The public cards count the seats taken.
    const cards = await json<PublicSession[]>(await call("/api/sessions"));
    expect(cards.map((card) => [card.id, card.spotsLeft])).toEqual([
      [small.id, 0],
      [other.id, 3],
    ]);
  });

  it("records each change on the audit log with the admin who made it, and nothing for a refusal", async () => {
    const admin = await adminClient();
    const session = await createSession({ maxParticipants: 1 });
    const [first, second] = await createRequests(session.id, ["pending", "pending"]);
    await bulk(admin, { ids: [first!.id, second!.id], status: "approved" });
    await bulk(admin, { ids: [first!.id], status: "cancelled" });

    const entries = await db().select().from(auditEntry).orderBy(auditEntry.id);
    expect(entries.map((e) => [e.actorEmail, e.action, e.targetType, e.targetId, e.changes, e.context])).toEqual([
      [
        ADMIN.email,
        "update",
        "session_request",
        String(first!.id),
        { status: { before: "pending", after: "approved" } },
        { bulk: true },
      ],
      [
        ADMIN.email,
        "update",
        "session_request",
        String(first!.id),
        { status: { before: "approved", after: "cancelled" } },
        { bulk: true },
      ],
    ]);
  });

  it("waitlists and cancels, telling each person once in their language, and says who already was", async () => {
    const admin = await adminClient();
    const session = await createSession({ title: "English small talk" });
    const [seated, waiting, pending] = await createRequests(session.id, ["approved", "waitlisted", "pending"]);
    await db().update(sessionRequest).set({ locale: "fr" }).where(eq(sessionRequest.id, pending!.id));

    const waitlisted = await resultsOf(await bulk(admin, { ids: [pending!.id, waiting!.id], status: "waitlisted" }));
    expect(waitlisted.map((r) => r.changed || r.error.message)).toEqual([true, "Already waitlisted."]);
    const cancelled = await resultsOf(await bulk(admin, { ids: [seated!.id, pending!.id], status: "cancelled" }));
    expect(cancelled.every((r) => r.changed)).toBe(true);

    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.recipient, e.subject])).toEqual([
      ["session_request_waitlisted", pending!.email, "Vous êtes sur la liste d'attente : English small talk"],
      ["session_request_cancelled", seated!.email, "Your spot request was cancelled: English small talk"],
      ["session_request_cancelled", pending!.email, "Votre demande de place est annulée : English small talk"],
    ]);
    // The seat held is given up: its event is cancelled in the same email.
    expect((await filesOf(emails[1]!))[0]!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
  });

  it("never approves more than the seats, however many bulk approvals run at once", async () => {
    const admin = await adminClient();
    const session = await createSession({ maxParticipants: 4 });
    const pending = await createRequests(session.id, Array(12).fill("pending"));
    const ids = pending.map((r) => r.id);
    const answers = await Promise.all(
      [ids.slice(0, 6), ids.slice(6)].map(async (part) =>
        resultsOf(await bulk(admin, { ids: part, status: "approved" })),
      ),
    );
    const results = answers.flat();
    expect(results.filter((r) => r.changed)).toHaveLength(4);
    expect(results.filter((r) => !r.changed && r.error.code === "session_full")).toHaveLength(8);
    expect((await db().select().from(sessionRequest)).filter((r) => r.status === "approved")).toHaveLength(4);
    expect(await outbox()).toHaveLength(4);
  });

  it("refuses bad input with a 400 naming each field, changing nothing", async () => {
    const admin = await adminClient();
    const session = await createSession();
    const [req] = await createRequests(session.id, ["pending"]);
    const fieldsOf = async (body: unknown) => {
      const res = await bulk(admin, body);
      expect(res.status).toBe(400);
      return (await json<ApiErrorBody>(res)).error.fields;
    };
    expect(await fieldsOf({})).toEqual({ ids: "Select at least one request", status: "Invalid choice" });
    expect(await fieldsOf({ ids: [], status: "approved" })).toEqual({ ids: "Select at least one request" });
    expect(await fieldsOf({ ids: [req!.id], status: "pending" })).toEqual({ status: "Invalid choice" });
    expect(await fieldsOf({ ids: [req!.id, req!.id], status: "approved" })).toEqual({
      ids: "Each request at most once",
    });
    expect(await fieldsOf({ ids: [req!.id, "2", -1], status: "approved" })).toEqual({
      "ids.1": "Must be a whole number",
      "ids.2": "Must be a whole number",
    });
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(await fieldsOf({ ids: tooMany, status: "approved" })).toEqual({ ids: "At most 100 requests at a time" });
    expect(await statusOf(req!.id)).toBe("pending");
    expect(await outbox()).toEqual([]);
  });

  it("is refused to anyone but a signed-in admin of this site", async () => {
    const session = await createSession();
    const [req] = await createRequests(session.id, ["pending"]);
    const body = { ids: [req!.id], status: "approved" };
    const editor = clientOf(await adminSession({ email: "editor@cafetalk.tn", role: "editor" }));
    const byEditor = await bulk(editor, body);
    expect(byEditor.status).toBe(403);
    expect((await json<ApiErrorBody>(byEditor)).error.code).toBe("forbidden");
    const signedOut = await call("/api/admin/session-requests/bulk", {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(signedOut.status).toBe(401);
    expect(await statusOf(req!.id)).toBe("pending");
    expect(await outbox()).toEqual([]);
  });
});
