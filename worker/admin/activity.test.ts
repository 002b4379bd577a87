import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ActivityEntry, ActivityPage, ApiErrorBody, PricingPlan } from "../../schema/api";
import { adminUser, auditEntry, emailOutbox, lead, newsletterSubscriber, sessionRequest } from "../../schema/tables";
import { HIDDEN } from "../audit/changes";
import { queueEmail } from "../email/outbox";
import { ADMIN, adminClient, createAdmin, postJson, signIn, withSession } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

let adminCall: Awaited<ReturnType<typeof adminClient>>;
beforeEach(async () => {
  adminCall = await adminClient();
});

const activity = async (query = "") => json<ActivityPage>(await adminCall(`/api/admin/activity${query}`));
const plan = { planType: "subscription", capitalPrice: 23, outsideCapitalPrice: 22, features: ["A"] };

describe("every back-office change is on record (GET /api/admin/activity)", () => {
  it("records a create, an update and a delete: who, what, which record, and the fields that changed", async () => {
    const created = await json<PricingPlan>(await adminCall("/api/admin/pricing", "POST", plan));
    await adminCall(`/api/admin/pricing/${created.id}`, "PATCH", { capitalPrice: 25, outsideCapitalPrice: 22 });
    expect((await adminCall(`/api/admin/pricing/${created.id}`, "DELETE")).status).toBe(204);

    const { items, total, actors } = await activity();
    expect(total).toBe(3);
    expect(actors).toEqual([{ email: ADMIN.email, name: ADMIN.name }]);
    const [deleted, updated, made] = items as [ActivityEntry, ActivityEntry, ActivityEntry];
    const target = { targetType: "pricing_plan", targetId: String(created.id) };
    expect(made).toMatchObject({ action: "create", actorEmail: ADMIN.email, ...target });
    expect(made.changes).toMatchObject({
      planType: { before: null, after: "subscription" },
      capitalPrice: { before: null, after: 23 },
    });
    // Only what changed: the outside-capital price was sent unchanged.
    expect(updated).toMatchObject({
      action: "update",
      ...target,
      changes: { capitalPrice: { before: 23, after: 25 } },
    });
    expect(deleted).toMatchObject({ action: "delete", ...target });
    expect(deleted.changes?.capitalPrice).toEqual({ before: 25, after: null });
    expect(new Date(deleted.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records nothing for a change that was refused", async () => {
    expect((await adminCall("/api/admin/pricing", "POST", { ...plan, capitalPrice: "x" })).status).toBe(400);
    expect((await adminCall("/api/admin/pricing/999", "PATCH", { capitalPrice: 1 })).status).toBe(404);
    expect((await adminCall("/api/admin/faqs/999", "DELETE")).status).toBe(404);
    expect((await activity()).total).toBe(0);
  });

  it("filters by who, what, which record and when, a page at a time", async () => {
    const first = await json<PricingPlan>(await adminCall("/api/admin/pricing", "POST", plan));
    for (const price of [30, 31, 32])
      await adminCall(`/api/admin/pricing/${first.id}`, "PATCH", { capitalPrice: price });
    await adminCall("/api/admin/faqs", "POST", { question: "Q?", answer: "A.", language: "en" });

    expect((await activity("?action=update")).total).toBe(3);
    expect((await activity("?target=faq")).items.map((entry) => entry.action)).toEqual(["create"]);
    expect((await activity(`?target=pricing_plan&targetId=${first.id}`)).total).toBe(4);
    expect((await activity(`?actor=${ADMIN.email.toUpperCase()}`)).total).toBe(5);
    expect((await activity("?actor=nobody@cafetalk.tn")).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(`?from=${today}&to=${today}`)).total).toBe(5);
    expect((await activity("?to=2020-01-01")).total).toBe(0);

    const page2 = await activity("?pageSize=2&page=2");
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((entry) => entry.changes?.capitalPrice?.after)).toEqual([31, 30]);
  });

  it("refuses a filter it cannot read, saying which", async () => {
    const res = await adminCall("/api/admin/activity?from=yesterday&action=hack");
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      from: "Enter a date as YYYY-MM-DD",
      action: "Invalid choice",
    });
  });
});

describe("security events and the other back-office changes are on record", () => {
  const entries = async () => (await activity()).items;

  it("a sign-in, a failed one (with the reason, never the password) and a sign-out", async () => {
    await createAdmin({ email: "sami@cafetalk.tn" });
    const token = await signIn("sami@cafetalk.tn");
    await postJson("/api/login", { email: "sami@cafetalk.tn", password: "guess one" });
    await postJson("/api/login", { email: "ghost@cafetalk.tn", password: "guess two" });
    await call("/api/auth/logout", withSession(token, { "Sec-Fetch-Site": "same-origin" }));

    const [signOut, unknown, wrong, signInEntry] = await entries();
    expect(signInEntry).toMatchObject({ action: "sign_in", actorEmail: "sami@cafetalk.tn" });
    expect(signInEntry!.context).toMatchObject({ factor: "password" });
    expect(wrong).toMatchObject({ action: "sign_in_failed", actorEmail: "sami@cafetalk.tn" });
    expect(wrong!.context).toMatchObject({ reason: "wrong_password" });
    // What was typed for an unknown account is not kept: it may be a password.
    expect(unknown).toMatchObject({ action: "sign_in_failed", actorEmail: null, actorId: null });
    expect(unknown!.context).toMatchObject({ reason: "unknown_account" });
    expect(signOut).toMatchObject({ action: "sign_out", actorEmail: "sami@cafetalk.tn" });
    expect(JSON.stringify(await db().select().from(auditEntry))).not.toMatch(/guess|correct horse/);
  });

  it("SEO and site settings: only the fields that changed, their texts hidden", async () => {
    await adminCall("/api/seo", "PUT", { defaultTitle: "Café Talk", defaultDescription: "Talk." });
    await adminCall("/api/seo", "PUT", { defaultTitle: "Café Talk Tunis", defaultDescription: "Talk." });
    await adminCall("/api/admin/site", "PUT", { contactEmail: "hello@cafetalk.tn" });
    const [site, seo] = await entries();
    expect(seo).toMatchObject({
      action: "update",
      targetType: "seo_settings",
      changes: { defaultTitle: { before: HIDDEN, after: HIDDEN } },
    });
    expect(site).toMatchObject({
      targetType: "site_settings",
      changes: { contactEmail: { before: null, after: HIDDEN } },
    });
  });

  it("a request's status, an offered seat, a newsletter sent once, a retried email", async () => {
    const session = await createSession({ maxParticipants: 2 });
    const [pending, waiting] = await createRequests(session.id, ["pending", "waitlisted"]);
    await adminCall(`/api/admin/session-requests/${pending!.id}`, "PATCH", { status: "approved", notes: "Paid" });
    await adminCall(`/api/admin/sessions/${session.id}/offer-seat`, "POST", { requestId: waiting!.id });
    await db().insert(newsletterSubscriber).values({ email: "reader@example.tn", isActive: true });
    const issue = { subjectEn: "News", bodyEn: "Hello." };
    const draft = await json<{ id: number }>(await adminCall("/api/admin/newsletter/campaigns", "POST", issue));
    expect((await adminCall(`/api/admin/newsletter/campaigns/${draft.id}/start`, "POST")).status).toBe(202);
    expect((await adminCall(`/api/admin/newsletter/campaigns/${draft.id}/start`, "POST")).status).toBe(409);
    await queueEmail(db(), {
      kind: "contact_copy",
      to: "x@example.tn",
      locale: "en",
      subject: "S",
      html: "<p>H</p>",
      text: "H",
      dedupeKey: "retry-test",
    });
    const [email] = await db().update(emailOutbox).set({ status: "dead" }).returning();
    await adminCall(`/api/admin/outbox/${email!.id}/retry`, "POST");
    expect((await adminCall(`/api/admin/outbox/${email!.id}/retry`, "POST")).status).toBe(409);

    const [retried, sent, written, offered, approved, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(approved).toMatchObject({
      action: "update",
      targetType: "session_request",
      targetId: String(pending!.id),
      changes: { status: { before: "pending", after: "approved" }, notes: { before: null, after: HIDDEN } },
    });
    expect(offered).toMatchObject({
      action: "seat_offered",
      targetId: String(waiting!.id),
      changes: { status: { before: "waitlisted", after: "approved" } },
    });
    expect(sent).toMatchObject({ action: "newsletter_sent", targetType: "newsletter_campaign" });
    expect(sent!.context).toEqual({ recipients: 1 });
    // The draft was made first; its subject, free text, stays out of the entry.
    expect(written).toMatchObject({
      action: "create",
      targetType: "newsletter_campaign",
      targetId: String(draft.id),
      changes: null,
      context: null,
    });
    expect(retried).toMatchObject({ action: "email_retried", targetType: "email", targetId: String(email!.id) });
  });

  it("keeps what an admin typed about a person out of the log: a request's notes, a new admin's name", async () => {
    const session = await createSession();
    const [request] = await createRequests(session.id, ["pending"]);
    const path = `/api/admin/session-requests/${request!.id}`;
    await adminCall(path, "PATCH", { notes: "Amira Ben Salah, call her on +216 22 345 678" });
    await adminCall(path, "PATCH", { status: "waitlisted", notes: "Amira prefers Saturdays" });
    const newAdmin = { email: "lina@cafetalk.tn", name: "Lina Haddad", password: "a first password" };
    expect((await adminCall("/api/admin/admins", "POST", newAdmin)).status).toBe(201);

    const [created, waitlisted, noted] = await entries();
    expect(noted!.changes).toEqual({ notes: { before: null, after: HIDDEN } });
    expect(waitlisted!.changes).toEqual({
      status: { before: "pending", after: "waitlisted" },
      notes: { before: HIDDEN, after: HIDDEN },
    });
    expect(created!.changes).toEqual({ name: { before: null, after: HIDDEN } });
    expect(JSON.stringify(await db().select().from(auditEntry))).not.toMatch(/Amira|345 678|Saturdays|Lina/);
  });

  it("a refused approval (session full) leaves no entry, as it leaves no change", async () => {
    const session = await createSession({ maxParticipants: 2 });
    const [, , third] = await createRequests(session.id, ["approved", "approved", "pending"]);
    const res = await adminCall(`/api/admin/session-requests/${third!.id}`, "PATCH", { status: "approved" });
    expect(res.status).toBe(409);
    expect(await entries()).toEqual([]);
  });

  it("an erase is on record without the person it erased", async () => {
    await postJson("/api/leads", {
      userType: "learner",
      name: "Rim",
      email: "rim@example.tn",
      city: "Tunis",
      languages: ["English"],
      level: "beginner",
    });
    expect((await adminCall("/api/admin/people/erase", "POST", { email: "rim@example.tn" })).status).toBe(200);
    const [erased] = await entries();
    expect(erased).toMatchObject({ action: "person_erased", targetType: "person", actorEmail: ADMIN.email });
    expect(
      JSON.stringify(await db().select().from(auditEntry).where(eq(auditEntry.action, "person_erased"))),
    ).not.toMatch(/rim@example|Rim/);
  });
});

describe("what each entry is about, read from the records as they are now (issue 33)", () => {
  const entries = async (query = "") => (await activity(query)).items;

  it("names a spot request by its person and session, a session by its title and café, a lead by its person", async () => {
    const session = await createSession({
      title: "English B1",
      startsAt: "2099-03-05T18:30",
      repeat: "once",
      repeatDays: [],
      cafeName: "Café Lino",
    });
    const [request] = await db()
      .insert(sessionRequest)
      .values({ sessionId: session.id, name: "Leila B.", email: "leila.b@example.tn", level: "intermediate" })
      .returning();
    const [amira] = await db()
      .insert(lead)
      .values({ userType: "learner", name: "Amira K.", email: "amira@example.tn" })
      .returning();
    await adminCall(`/api/admin/session-requests/${request!.id}`, "PATCH", { status: "waitlisted" });
    await adminCall(`/api/admin/sessions/${session.id}`, "PATCH", { maxParticipants: 5 });
    // No back-office change names a lead yet: as one will.
    await db()
      .insert(auditEntry)
      .values({ action: "update", targetType: "lead", targetId: String(amira!.id) });

    const [aboutLead, aboutSession, aboutRequest] = await entries();
    expect(aboutRequest!.record).toEqual({
      type: "session_request",
      state: "found",
      name: "Leila B.",
      email: "leila.b@example.tn",
      sessionId: session.id,
      sessionTitle: "English B1",
      nextStart: "2099-03-05T17:30:00.000Z", // 18:30 in Tunis (UTC+1)
    });
    expect(aboutSession!.record).toEqual({
      type: "language_session",
      state: "found",
      title: "English B1",
      cafeName: "Café Lino",
    });
    expect(aboutLead!.record).toEqual({
      type: "lead",
      state: "found",
      name: "Amira K.",
      email: "amira@example.tn",
      userType: "learner",
    });
    // Shown, not kept: the log itself still holds no name.
    expect(JSON.stringify(await db().select().from(auditEntry))).not.toMatch(/Leila B|Amira|English B1/);
  });

  it("says a record deleted since is deleted, and one whose person was erased is erased", async () => {
    const requested = await createSession();
    const [request] = await createRequests(requested.id, ["pending"]);
    const [rim] = await db()
      .insert(lead)
      .values({ userType: "learner", name: "Rim", email: "rim@example.tn" })
      .returning();
    await db()
      .insert(auditEntry)
      .values({ action: "update", targetType: "lead", targetId: String(rim!.id) });
    await adminCall(`/api/admin/session-requests/${request!.id}`, "PATCH", { status: "waitlisted" });
    const session = await createSession({ title: "Gone soon" });
    await adminCall(`/api/admin/sessions/${session.id}`, "PATCH", { maxParticipants: 5 });
    expect((await adminCall(`/api/admin/sessions/${session.id}`, "DELETE")).status).toBe(204);
    expect((await adminCall("/api/admin/people/erase", "POST", { email: "rim@example.tn" })).status).toBe(200);
    // The back office deletes no request: as a hand-run statement would.
    await db().delete(sessionRequest).where(eq(sessionRequest.id, request!.id));

    const records = (await entries()).map((entry) => [entry.action, entry.record]);
    expect(records).toEqual([
      ["person_erased", null],
      ["delete", { type: "language_session", state: "deleted" }],
      ["update", { type: "language_session", state: "deleted" }],
      ["update", { type: "session_request", state: "deleted" }],
      ["update", { type: "lead", state: "erased" }],
    ]);
  });

  it("names the acting admin as they are named now, and no one for an admin removed since", async () => {
    const sami = await createAdmin({ email: "sami@cafetalk.tn", name: "Sami" });
    const nameless = await createAdmin({ email: "nour@cafetalk.tn", name: "" });
    await db()
      .insert(auditEntry)
      .values([
        { action: "sign_in", actorId: sami.id, actorEmail: sami.email },
        { action: "sign_in", actorId: nameless.id, actorEmail: nameless.email },
        { action: "sign_in", actorId: null, actorEmail: "gone@cafetalk.tn" },
      ]);
    await db().update(adminUser).set({ name: "Sami Trabelsi" }).where(eq(adminUser.id, sami.id));
    const names = (await entries()).map((entry) => [entry.actorEmail, entry.actorName]);
    expect(names).toEqual([
      ["gone@cafetalk.tn", null],
      ["nour@cafetalk.tn", ""],
      ["sami@cafetalk.tn", "Sami Trabelsi"],
    ]);
    expect((await activity()).actors).toContainEqual({ email: "sami@cafetalk.tn", name: "Sami Trabelsi" });
  });

  it("looks the records of a full page up at once: a hundred entries about a hundred requests", async () => {
    const session = await createSession();
    const requests = await createRequests(
      session.id,
      Array.from({ length: 60 }, () => "pending" as const),
    );
    const targets = [...requests.map((request) => request.id), ...Array.from({ length: 40 }, (_, i) => 90_000 + i)];
    // D1 binds at most 100 values per statement: one row per statement, in one batch.
    const [first, ...others] = targets.map((id) =>
      db()
        .insert(auditEntry)
        .values({ action: "update", targetType: "session_request", targetId: String(id) }),
    );
    await db().batch([first!, ...others]);
    const page = await activity("?pageSize=100");
    expect(page.items).toHaveLength(100);
    const states = page.items.map((entry) => entry.record?.state);
    expect(states.filter((state) => state === "found")).toHaveLength(60);
    expect(states.filter((state) => state === "deleted")).toHaveLength(40);
  });
});

describe("exports are on record", () => {
  it("records who exported which list, with its filters and row count, once per export", async () => {
    await db()
      .insert(newsletterSubscriber)
      .values(
        ["amira@example.tn", "sami@example.tn", "lina@example.tn"].map((email) => ({
          email,
          isActive: true,
          confirmedAt: new Date(),
        })),
      );
    // Browsing the list is not an export.
    await adminCall("/api/admin/newsletter?page=1&pageSize=25");
    // An export reads every page with export=1: its first read is the one on record.
    await adminCall("/api/admin/newsletter?page=1&pageSize=2&status=active&export=1");
    await adminCall("/api/admin/newsletter?page=2&pageSize=2&status=active&export=1");
    await adminCall("/api/admin/leads?page=1&pageSize=100&q=amira%40example.tn&export=1");

    const { items } = await activity("?action=exported");
    expect(items).toHaveLength(2);
    const [leads, subscribers] = items as [ActivityEntry, ActivityEntry];
    expect(subscribers).toMatchObject({
      actorEmail: ADMIN.email,
      targetType: "newsletter_subscriber",
      context: { status: "active", rows: 3 },
    });
    // A search is said to have been made, not what it was (it may be an address an erase removes).
    expect(leads).toMatchObject({ targetType: "lead", context: { searched: true, rows: 0 } });
    expect(JSON.stringify(leads)).not.toContain("amira");

    const refused = await adminCall("/api/admin/leads?page=1&export=yes");
    expect(refused.status).toBe(400);
  });
});
