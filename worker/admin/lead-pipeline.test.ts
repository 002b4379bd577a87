import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, Lead, LeadDetail, LeadNote, LeadRow, Page } from "../../schema/api";
import { LEAD_STATUSES, type LeadStatus, type LeadType } from "../../schema/constants";
import { auditEntry, lead, leadNote } from "../../schema/tables";
import { HIDDEN } from "../audit/changes";
import { findLead, moveStatements, noteStatements } from "../leads/pipeline";
import { ADMIN, adminClient, postJson, sameOrigin } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { createSession } from "../test/sessions";

type Admin = Awaited<ReturnType<typeof adminClient>>;

async function createLead(values: Partial<typeof lead.$inferInsert> = {}) {
  const [row] = await db()
    .insert(lead)
    .values({ userType: "learner", name: "Amira Ben Salah", email: "amira@example.tn", ...values })
    .returning();
  return row!;
}

const move = (admin: Admin, id: number, body: object) => admin(`/api/admin/leads/${id}`, "PATCH", body);

async function entries(leadId: number) {
  return db()
    .select()
    .from(auditEntry)
    .where(eq(auditEntry.targetId, String(leadId)))
    .orderBy(desc(auditEntry.id));
}

/**
 * Every move the pipeline allows, by type, written out (not derived from the code under test):
 * from each status, where a lead may go. Everything else is refused.
 */
const ALLOWED: Record<LeadType, Partial<Record<LeadStatus, LeadStatus[]>>> = {
  learner: {
    new: ["contacted", "trial_booked", "joined", "closed"],
    contacted: ["trial_booked", "joined", "closed"],
    trial_booked: ["joined", "contacted", "closed"],
    joined: ["trial_booked", "closed"],
    closed: ["contacted"],
  },
  teacher: {
    new: ["contacted", "call_invited", "onboarded", "closed"],
    contacted: ["call_invited", "onboarded", "closed"],
    call_invited: ["onboarded", "contacted", "closed"],
    onboarded: ["call_invited", "closed"],
    closed: ["contacted"],
  },
  cafe_owner: {
    new: ["contacted", "cafe_visited", "partner", "closed"],
    contacted: ["cafe_visited", "partner", "closed"],
    cafe_visited: ["partner", "contacted", "closed"],
    partner: ["cafe_visited", "closed"],
    closed: ["contacted"],
  },
  contact: {
    new: ["contacted", "closed"],
    contacted: ["closed"],
    closed: ["contacted"],
  },
};

const STATUSES_OF: Record<LeadType, LeadStatus[]> = {
  learner: ["new", "contacted", "trial_booked", "joined", "closed"],
  teacher: ["new", "contacted", "call_invited", "onboarded", "closed"],
  cafe_owner: ["new", "contacted", "cafe_visited", "partner", "closed"],
  contact: ["new", "contacted", "closed"],
};

describe("PATCH /api/admin/leads/:id: the pipeline", () => {
  it.each(Object.keys(ALLOWED) as LeadType[])("moves a %s only along its own pipeline", async (type) => {
    const admin = await adminClient();
    for (const from of STATUSES_OF[type]) {
      const allowed = ALLOWED[type][from] ?? [];
      for (const to of LEAD_STATUSES) {
        const current = await createLead({
          userType: type,
          status: from,
          closedReason: from === "closed" ? "no_reply" : null,
        });
        const res = await move(admin, current.id, { status: to, ...(to === "closed" ? { closedReason: "spam" } : {}) });
        const label = `${type}: ${from} → ${to}`;
        if (allowed.includes(to)) {
          expect(res.status, label).toBe(200);
          expect(await json<Lead>(res), label).toMatchObject({ status: to });
        } else if (!STATUSES_OF[type].includes(to)) {
          expect(res.status, label).toBe(400);
          expect((await json<ApiErrorBody>(res)).error.fields?.status, label).toMatch(/^Not a status of /);
        } else {
          expect(res.status, label).toBe(409);
          expect((await json<ApiErrorBody>(res)).error.code, label).toBe(
            from === to ? "lead_status_unchanged" : "lead_move_refused",
          );
        }
        const [stored] = await db().select().from(lead).where(eq(lead.id, current.id));
        expect(stored!.status, label).toBe(allowed.includes(to) ? to : from);
      }
    }
  });

  it("says where a refused lead can go instead", async () => {
    const admin = await adminClient();
    const contacted = await createLead({ userType: "teacher", status: "contacted" });
    const res = await move(admin, contacted.id, { status: "new" });
    expect(res.status).toBe(409);
    expect((await json<ApiErrorBody>(res)).error).toEqual({
      code: "lead_move_refused",
      message:
        "A lead that is contacted cannot become new; from contacted it can become call_invited or onboarded or closed.",
    });
    const learner = await createLead();
    const wrongType = await move(admin, learner.id, { status: "partner" });
    expect((await json<ApiErrorBody>(wrongType)).error.fields).toEqual({
      status: "Not a status of a learner: use new, contacted, trial_booked, joined, closed",
    });
  });

  it("closes with a reason from the list, and reopens as contacted without it", async () => {
    const admin = await adminClient();
    const current = await createLead();
    const noReason = await move(admin, current.id, { status: "closed" });
    expect(noReason.status).toBe(400);
    expect((await json<ApiErrorBody>(noReason)).error.fields).toEqual({
      closedReason: "Choose why the lead is closed",
    });
    const badReason = await move(admin, current.id, { status: "closed", closedReason: "bored" });
    expect((await json<ApiErrorBody>(badReason)).error.fields).toEqual({ closedReason: "Invalid choice" });
    const reasonNotClosing = await move(admin, current.id, { status: "contacted", closedReason: "spam" });
    expect((await json<ApiErrorBody>(reasonNotClosing)).error.fields).toEqual({
      closedReason: "A reason is only given when closing",
    });
    expect((await db().select().from(lead).where(eq(lead.id, current.id)))[0]!.status).toBe("new");

    const closed = await move(admin, current.id, { status: "closed", closedReason: "chose_elsewhere" });
    expect(await json<Lead>(closed)).toMatchObject({ status: "closed", closedReason: "chose_elsewhere" });
    const reopened = await move(admin, current.id, { status: "contacted" });
    expect(await json<Lead>(reopened)).toMatchObject({ status: "contacted", closedReason: null });
  });

  it("puts every move on the audit log with who made it, the reason kept and a note hidden", async () => {
    const admin = await adminClient();
    const current = await createLead();
    await move(admin, current.id, { status: "contacted" });
    await move(admin, current.id, {
      status: "closed",
      closedReason: "not_interested",
      note: "Amira found a course near her work (+216 22 345 678)",
    });
    const [noted, closed, contacted] = await entries(current.id);
    expect(contacted).toMatchObject({
      actorEmail: ADMIN.email,
      action: "update",
      targetType: "lead",
      changes: { status: { before: "new", after: "contacted" } },
    });
    expect(contacted!.actorId).toBeGreaterThan(0);
    expect(closed).toMatchObject({
      actorEmail: ADMIN.email,
      action: "update",
      changes: {
        status: { before: "contacted", after: "closed" },
        closedReason: { before: null, after: "not_interested" },
      },
    });
    expect(noted).toMatchObject({
      actorEmail: ADMIN.email,
      action: "note_added",
      targetType: "lead",
      changes: { note: { before: null, after: HIDDEN } },
    });
    expect(JSON.stringify(await db().select().from(auditEntry))).not.toMatch(/course|345 678/);
    // The note itself is with the lead, signed.
    const detail = await json<LeadDetail>(await admin(`/api/admin/leads/${current.id}`));
    expect(detail.notes).toMatchObject([
      { body: "Amira found a course near her work (+216 22 345 678)", author: "Leila" },
    ]);
  });

  it("writes nothing for a move made stale by another admin's meanwhile, its note included", async () => {
    const admin = await adminClient();
    const current = await createLead();
    const seen = await findLead(db(), current.id);
    // Another admin moves the lead after this one's page was read…
    expect((await move(admin, current.id, { status: "contacted" })).status).toBe(200);
    // …so this move, checked against what was read, finds the lead no longer there.
    const actor = { id: null, email: "sami@cafetalk.tn" };
    const [[row]] = await db().batch([
      ...moveStatements(db(), seen, "closed", { actor, closedReason: "spam" }),
      ...noteStatements(db(), seen.id, "Looks like spam", actor, { afterMove: true }),
    ]);
    expect(row).toBeUndefined();
    expect((await findLead(db(), current.id)).status).toBe("contacted");
    expect(await db().select().from(leadNote)).toEqual([]);
    expect((await entries(current.id)).map((e) => e.actorEmail)).toEqual([ADMIN.email]);
  });

  it("answers 404 for a lead that does not exist, and is for admins only", async () => {
    const admin = await adminClient();
    expect((await move(admin, 999, { status: "contacted" })).status).toBe(404);
    const current = await createLead();
    const res = await call(`/api/admin/leads/${current.id}`, {
      method: "PATCH",
      headers: { ...sameOrigin, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "contacted" }),
    });
    expect(res.status).toBe(401);
  });
});

describe("a lead's notes", () => {
  it("are added dated and signed, shown newest first, and on the audit log only as added", async () => {
    const admin = await adminClient();
    const current = await createLead();
    const first = await admin(`/api/admin/leads/${current.id}/notes`, "POST", { body: "  Prefers evenings  " });
    expect(first.status).toBe(201);
    const note = await json<LeadNote>(first);
    expect(note).toMatchObject({ body: "Prefers evenings", author: "Leila" });
    expect(Date.now() - Date.parse(note.createdAt)).toBeLessThan(60_000);
    await admin(`/api/admin/leads/${current.id}/notes`, "POST", { body: "Booked for Saturday" });

    const detail = await json<LeadDetail>(await admin(`/api/admin/leads/${current.id}`));
    expect(detail.notes.map((n) => n.body)).toEqual(["Booked for Saturday", "Prefers evenings"]);
    const logged = await entries(current.id);
    expect(logged.map((e) => [e.action, e.actorEmail, e.changes])).toEqual([
      ["note_added", ADMIN.email, { note: { before: null, after: HIDDEN } }],
      ["note_added", ADMIN.email, { note: { before: null, after: HIDDEN } }],
    ]);
    expect(await json<Page<LeadRow>>(await admin("/api/admin/leads"))).toMatchObject({ items: [{ noteCount: 2 }] });
  });

  it("refuse an empty note, and a note about a lead that does not exist", async () => {
    const admin = await adminClient();
    const current = await createLead();
    const empty = await admin(`/api/admin/leads/${current.id}/notes`, "POST", { body: "   " });
    expect(empty.status).toBe(400);
    expect((await json<ApiErrorBody>(empty)).error.fields).toEqual({ body: "Write the note first" });
    expect((await admin("/api/admin/leads/999/notes", "POST", { body: "Hello" })).status).toBe(404);
    expect(await db().select().from(leadNote)).toEqual([]);
  });

  it("go with their lead, and keep saying what they said once their author is removed", async () => {
    const admin = await adminClient();
    const current = await createLead();
    await admin(`/api/admin/leads/${current.id}/notes`, "POST", { body: "Call back Monday" });
    const other = await createLead({ email: "sami@example.tn", name: "Sami" });
    await db().insert(leadNote).values({ leadId: other.id, body: "No author" });
    expect((await json<LeadDetail>(await admin(`/api/admin/leads/${other.id}`))).notes).toMatchObject([
      { body: "No author", author: null },
    ]);
    await db().delete(lead).where(eq(lead.id, current.id));
    expect((await db().select().from(leadNote)).map((n) => n.body)).toEqual(["No author"]);
  });
});

describe("GET /api/admin/leads/:id", () => {
  it("shows the lead, where it can go, and the person's other leads, spot requests and newsletter", async () => {
    const admin = await adminClient();
    const session = await createSession({ title: "English small talk" });
    const submitted = await postJson("/api/leads", {
      userType: "learner",
      name: "Amira Ben Salah",
      email: "amira@example.tn",
      city: "Sfax",
      languages: ["English"],
      level: "beginner",
      contactMethod: "whatsapp",
      whatsappNumber: "22 345 678",
      trialSession: true,
      locale: "ar",
    });
    const { id } = await json<{ id: number }>(submitted);
    await postJson("/api/leads", {
      userType: "contact",
      name: "Amira",
      email: "amira@example.tn",
      subject: "Gift card",
      message: "Do you sell gift cards?",
    });
    await postJson("/api/session-requests", {
      sessionId: session.id,
      name: "Amira",
      email: "amira@example.tn",
      level: "beginner",
    });
    await postJson("/api/newsletter", { email: "amira@example.tn", locale: "ar" });

    const detail = await json<LeadDetail>(await admin(`/api/admin/leads/${id}`));
    expect(detail.lead).toMatchObject({ id, name: "Amira Ben Salah", status: "new", locale: "ar", trialSession: true });
    expect(detail.next).toEqual(["contacted", "trial_booked", "joined", "closed"]);
    expect(detail.person.leads.map((l) => l.userType).sort()).toEqual(["contact", "learner"]);
    expect(detail.person.sessionRequests).toMatchObject([{ sessionTitle: "English small talk", status: "pending" }]);
    expect(detail.person.newsletter).toMatchObject([{ status: "pending" }]);
    expect(detail.reply.whatsapp).toMatch(/^https:\/\/wa\.me\/21622345678\?text=/);
    expect(detail.reply.message).toBe(
      "مرحبًا Amira، شكرًا لانضمامك إلى Café Talk! يسعدنا أن نستقبلك في جلسة محادثة مجانية باللغة الإنجليزية. ما الأيام والأوقات التي تناسبك في صفاقس؟",
    );
    expect((await admin("/api/admin/leads/999")).status).toBe(404);
    expect((await call(`/api/admin/leads/${id}`)).status).toBe(401);
  });
});
