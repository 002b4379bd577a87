import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PersonCorrected, PersonData, PersonErased } from "../../schema/api";
import {
  auditEntry,
  emailOutbox,
  emailSuppression,
  loginThrottle,
  personErasure,
  sessionRequest,
} from "../../schema/tables";
import { hmac } from "../newsletter/tokens";
import { ERASED_EMAIL_REASON } from "../people/sources";
import { adminClient, postJson } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { addSubscriberOfBefore, pressLinkButton, unsubscribeTokenOf } from "../test/newsletter";
import { createSession } from "../test/sessions";

type Admin = Awaited<ReturnType<typeof adminClient>>;

const AMIRA = { name: "Amira Ben Salah", email: "amira@example.tn", phone: "+216 22 345 678" };
const SAMI = { name: "Sami Trabelsi", email: "sami@example.tn", phone: "+216 98 765 432" };

/** A person who used every form: a lead, a spot request, the newsletter; their mail bounced once. */
async function personEverywhere(person: typeof AMIRA, sessionId: number) {
  const lead = await postJson("/api/leads", {
    userType: "learner",
    name: person.name,
    email: person.email,
    city: "Sfax",
    languages: ["English"],
    level: "intermediate",
    contactMethod: "whatsapp",
    whatsappNumber: person.phone,
    trialSession: true,
    locale: "fr",
  });
  expect(lead.status).toBe(201);
  const request = await postJson("/api/session-requests", {
    sessionId,
    name: person.name,
    email: person.email,
    phone: person.phone,
    level: "beginner",
    locale: "fr",
  });
  expect(request.status).toBe(201);
  const signup = await postJson("/api/newsletter", { email: person.email, name: person.name, locale: "fr" });
  expect(signup.status).toBeLessThan(300);
  await db().insert(emailSuppression).values({ email: person.email, reason: "bounced", detail: "550 no such user" });
  await db()
    .insert(loginThrottle)
    .values([
      { key: `account:${person.email}`, failures: 2 },
      { key: `pair:${person.email}|203.0.113.7`, failures: 2 },
    ]);
}

async function find(admin: Admin, email: string) {
  const res = await admin(`/api/admin/people?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return json<PersonData>(res);
}

/** Every row of every table of the product, as text: what a database dump would show. */
async function everyRow(): Promise<Record<string, unknown[]>> {
  const { results: tables } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations' order by name",
  ).all<{ name: string }>();
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    // In a stable order, rowid or not (the search index's own tables have none).
    const rows = (await env.DB.prepare(`select * from "${name}"`).all()).results;
    dump[name] = rows
      .map((row) => [JSON.stringify(row), row] as const)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, row]) => row);
  }
  return dump;
}

describe("GET /api/admin/people", () => {
  it("finds everything stored about a person present everywhere, and nothing of others", async () => {
    const admin = await adminClient();
    const session = await createSession({ title: "English small talk" });
    await personEverywhere(AMIRA, session.id);
    await personEverywhere(SAMI, session.id);

    const amira = await find(admin, " Amira@Example.TN ");
    expect(amira.email).toBe(AMIRA.email);
    expect(amira.leads).toMatchObject([
      { name: AMIRA.name, email: AMIRA.email, whatsappNumber: AMIRA.phone, city: "Sfax", userType: "learner" },
    ]);
    expect(amira.sessionRequests).toMatchObject([
      {
        name: AMIRA.name,
        email: AMIRA.email,
        phone: AMIRA.phone,
        sessionTitle: "English small talk",
        status: "pending",
      },
    ]);
    expect(amira.newsletter).toMatchObject([
      {
        email: AMIRA.email,
        name: AMIRA.name,
        isActive: false,
        status: "bounced",
        consentSource: "landing_newsletter_form",
      },
    ]);
    expect(amira.newsletter[0]!.consentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Her copy of the form, the team's note about her, her request's receipt, her confirmation link.
    expect(amira.emails.map((e) => [e.kind, e.relation]).sort()).toEqual([
      ["lead_copy", "to"],
      ["lead_notification", "about"],
      ["newsletter_confirmation", "to"],
      ["session_request_received", "to"],
    ]);
    expect(amira.emails.find((e) => e.kind === "lead_notification")!.subject).toBe(`New learner: ${AMIRA.name}`);
    // What was sent and when, never the bodies.
    expect(JSON.stringify(amira.emails)).not.toMatch(/html|<p|text/);
    expect(amira.suppression).toMatchObject([{ reason: "bounced", detail: "550 no such user" }]);
    expect(amira.signInCounters.map((c) => c.failures)).toEqual([2, 2]);
    expect(JSON.stringify(amira)).not.toContain("sami");
  });

  it("answers empty lists for an address nobody used", async () => {
    const admin = await adminClient();
    expect(await find(admin, "nobody@example.tn")).toEqual({
      email: "nobody@example.tn",
      leads: [],
      leadNotes: [],
      sessionRequests: [],
      newsletter: [],
      emails: [],
      suppression: [],
      signInCounters: [],
      activity: [],
    });
  });

  it("answers a missing or malformed address with a clear 400", async () => {
    const admin = await adminClient();
    for (const query of ["", "?email=", "?email=not-an-email"]) {
      const res = await admin(`/api/admin/people${query}`);
      expect(res.status, query).toBe(400);
      expect((await json<ApiErrorBody>(res)).error).toEqual({
        code: "validation_failed",
        message: "Some fields are invalid.",
        fields: { email: "Please enter a valid email" },
      });
    }
  });
});

/** Where `trace` is still stored: "table.column" for every column of every table that holds it. */
async function columnsHolding(trace: string): Promise<string[]> {
  const { results: tables } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations'",
  ).all<{ name: string }>();
  const found: string[] = [];
  for (const { name: table } of tables) {
    const { results: columns } = await env.DB.prepare("select name from pragma_table_info(?)")
      .bind(table)
      .all<{ name: string }>();
    for (const { name: column } of columns) {
      const hit = await env.DB.prepare(
        `select 1 from "${table}" where instr(lower(cast("${column}" as text)), lower(?)) > 0 limit 1`,
      )
        .bind(trace)
        .first();
      if (hit) found.push(`${table}.${column}`);
    }
  }
  return found;
}

describe("POST /api/admin/people/erase", () => {
  // A person in every table, then five scans of every text column: 4 s on a quiet machine, over
  // 30 s with the cores busy, hence its own time limit.
  it("leaves the address, the name and the phone in no column of any table, the audit log included", async () => {
    const admin = await adminClient();
    const session = await createSession();
    await personEverywhere(AMIRA, session.id);
    // The team writes about her, and looks her up in an export.
    const [request] = await db().select().from(sessionRequest).where(eq(sessionRequest.email, AMIRA.email));
    const notes = { notes: `${AMIRA.name} asked to be called on ${AMIRA.phone}` };
    expect((await admin(`/api/admin/session-requests/${request!.id}`, "PATCH", notes)).status).toBe(200);
    // And about her lead: a note, a reply by WhatsApp, and its closing with a note.
    const leadId = (await find(admin, AMIRA.email)).leads[0]!.id;
    const note = { body: `${AMIRA.name} (${AMIRA.email}) prefers ${AMIRA.phone} on Saturdays` };
    expect((await admin(`/api/admin/leads/${leadId}/notes`, "POST", note)).status).toBe(201);
    expect((await admin(`/api/admin/leads/${leadId}/replies`, "POST", { channel: "whatsapp" })).status).toBe(200);
    const closing = { status: "closed", closedReason: "chose_elsewhere", note: `Amira chose another café` };
    expect((await admin(`/api/admin/leads/${leadId}`, "PATCH", closing)).status).toBe(200);
    expect((await find(admin, AMIRA.email)).leadNotes.map((n) => n.body)).toEqual([closing.note, note.body]);
    await admin(`/api/admin/leads?page=1&pageSize=100&q=${encodeURIComponent(AMIRA.email)}&export=1`);
    // A sign-in attempt under her address, as the log keeps one: what was typed, and from where.
    await db()
      .insert(auditEntry)
      .values({
        action: "sign_in_failed",
        actorEmail: AMIRA.email,
        context: { client: "203.0.113.7", reason: "unknown_account", factor: "password" },
      });

    const found = await find(admin, AMIRA.email);
    expect(found.activity).toMatchObject([{ action: "sign_in_failed", actorEmail: AMIRA.email }]);

    const res = await admin("/api/admin/people/erase", "POST", { email: AMIRA.email });
    expect((await json<PersonErased>(res)).rows).toMatchObject({ activity: 1, leadNotes: 2 });
    for (const trace of [AMIRA.email, AMIRA.name, AMIRA.phone, "Amira", "203.0.113.7"]) {
      expect(await columnsHolding(trace), trace).toEqual([]);
    }
    // The log still shows that someone failed to sign in, and when.
    const failed = await db().select().from(auditEntry).where(eq(auditEntry.action, "sign_in_failed"));
    expect(failed).toMatchObject([{ actorEmail: "(erased)", context: { reason: "unknown_account" } }]);
    expect((await find(admin, AMIRA.email)).activity).toEqual([]);
  }, 90_000);

  it("erases a person present everywhere: nothing identifies them, the statistics and others stay", async () => {
    const admin = await adminClient();
    const session = await createSession({ title: "English small talk" });
    await personEverywhere(AMIRA, session.id);
    await personEverywhere(SAMI, session.id);
    const samiBefore = await find(admin, SAMI.email);
    const amiraFound = await find(admin, AMIRA.email);

    const res = await admin("/api/admin/people/erase", "POST", { email: AMIRA.email });
    expect(res.status).toBe(200);
    const erased = await json<PersonErased>(res);
    expect(erased.rows).toEqual({
      leads: 1,
      leadNotes: 0,
      sessionRequests: 1,
      newsletter: 1,
      emails: 4,
      suppression: 1,
      signInCounters: 2,
      activity: 0,
    });
    expect(erased.total).toBe(10);

    // Not her address, name or number, in any column of any table, bodies and keys included.
    const dump = JSON.stringify(await everyRow());
    for (const trace of [AMIRA.email, AMIRA.name, AMIRA.phone, "Amira"]) expect(dump).not.toContain(trace);
    expect(await find(admin, AMIRA.email)).toMatchObject({ leads: [], sessionRequests: [], emails: [] });

    // Sami is untouched.
    expect(await find(admin, SAMI.email)).toEqual(samiBefore);

    // The lead and the request keep their non-personal facts; her request no longer waits.
    const leads = (await everyRow()).lead as { user_type: string; city: string; name: string }[];
    expect(leads.map((l) => [l.user_type, l.city, l.name]).sort()).toEqual([
      ["learner", "Sfax", "(erased)"],
      ["learner", "Sfax", SAMI.name],
    ]);
    const requests = await db().select().from(sessionRequest).orderBy(sessionRequest.id);
    expect(requests.map((r) => [r.sessionId, r.level, r.status])).toEqual([
      [session.id, "beginner", "cancelled"],
      [session.id, "beginner", "pending"],
    ]);
    // Her queued emails are cancelled, with their kinds and dates kept.
    const outbox = await db().select().from(emailOutbox).orderBy(emailOutbox.id);
    const hers = outbox.filter((row) => row.recipient.endsWith("@erased.invalid"));
    expect(hers.map((row) => row.kind).sort()).toEqual([
      "lead_copy",
      "lead_notification",
      "newsletter_confirmation",
      "session_request_received",
    ]);
    for (const row of hers) {
      expect(row).toMatchObject({
        status: "suppressed",
        lastError: ERASED_EMAIL_REASON,
        html: "",
        text: "",
        subject: "",
      });
    }
    expect(amiraFound.emails.map((e) => e.id).sort()).toEqual(hers.map((row) => row.id).sort());

    // The record says who and how many, not whom.
    const [record] = await db().select().from(personErasure);
    expect(record).toMatchObject({ id: erased.erasureId, rows: erased.rows });
    expect(record!.adminUserId).toBeGreaterThan(0);
    expect(JSON.stringify(record)).not.toContain("amira");
  });

  it("finds the team's note through the person's lead once its Reply-To header is purged", async () => {
    const admin = await adminClient();
    const session = await createSession();
    await personEverywhere(AMIRA, session.id);
    // 30 days after sending, the retention purge empties bodies and headers; the copy's row may
    // be gone too (an unsent copy is deleted after 90 days).
    await db().update(emailOutbox).set({ html: "", text: "", headers: {} });
    await env.DB.prepare("delete from email_outbox where kind = 'lead_copy'").run();
    const found = await find(admin, AMIRA.email);
    expect(found.emails.map((e) => e.kind)).toContain("lead_notification");
    await admin("/api/admin/people/erase", "POST", { email: AMIRA.email });
    expect(JSON.stringify(await everyRow())).not.toContain(AMIRA.name);
  });

  it("changes nothing when a statement fails half-way through the erase", async () => {
    const admin = await adminClient();
    const session = await createSession();
    await personEverywhere(AMIRA, session.id);
    // The newsletter's delete comes after the outbox's, the leads' and the requests' updates.
    await env.DB.prepare(
      "create trigger refuse_erase before delete on newsletter_subscriber begin select raise(abort, 'disk on fire'); end",
    ).run();
    const before = await everyRow();

    const res = await admin("/api/admin/people/erase", "POST", { email: AMIRA.email });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(await json(res))).not.toContain("disk on fire");

    expect(await everyRow()).toEqual(before);
    expect(before.person_erasure).toEqual([]);
    expect((await find(admin, AMIRA.email)).leads).toHaveLength(1);
  });

  it("records an erase of an address nobody used, with no rows", async () => {
    const admin = await adminClient();
    const res = await admin("/api/admin/people/erase", "POST", { email: "nobody@example.tn" });
    expect(res.status).toBe(200);
    expect(await json<PersonErased>(res)).toMatchObject({ total: 0, rows: { leads: 0, emails: 0 } });
  });

  it("answers a bad address with a clear 400 and erases nothing", async () => {
    const admin = await adminClient();
    const session = await createSession();
    await personEverywhere(AMIRA, session.id);
    const before = await everyRow();
    for (const body of [{}, { email: "" }, { email: "amira" }, { email: 42 }]) {
      const res = await admin("/api/admin/people/erase", "POST", body);
      expect(res.status).toBe(400);
      expect((await json<ApiErrorBody>(res)).error.fields).toEqual({ email: "Please enter a valid email" });
    }
    expect(await everyRow()).toEqual(before);
  });
});

describe("POST /api/admin/people/correct", () => {
  it("corrects the name and address in every table that holds them", async () => {
    const admin = await adminClient();
    const session = await createSession();
    await personEverywhere(AMIRA, session.id);
    await personEverywhere(SAMI, session.id);
    const samiBefore = await find(admin, SAMI.email);

    const res = await admin("/api/admin/people/correct", "POST", {
      email: AMIRA.email,
      newEmail: " Amira.BenSalah@Example.tn ",
      name: "Amira Ben Salah-Gharbi",
    });
    expect(res.status).toBe(200);
    expect(await json<PersonCorrected>(res)).toEqual({
      email: "amira.bensalah@example.tn",
      rows: { leads: 1, sessionRequests: 1, newsletter: 1, emails: 4 },
    });

    expect(await find(admin, AMIRA.email)).toMatchObject({
      leads: [],
      sessionRequests: [],
      newsletter: [],
      emails: [],
    });
    const moved = await find(admin, "amira.bensalah@example.tn");
    expect(moved.leads).toMatchObject([{ name: "Amira Ben Salah-Gharbi", email: "amira.bensalah@example.tn" }]);
    expect(moved.sessionRequests).toMatchObject([{ name: "Amira Ben Salah-Gharbi" }]);
    expect(moved.newsletter).toMatchObject([{ name: "Amira Ben Salah-Gharbi", email: "amira.bensalah@example.tn" }]);
    expect(moved.emails).toHaveLength(4);
    // The team's reply now reaches the corrected address.
    const note = await db().select().from(emailOutbox).where(sqlKind("lead_notification"));
    expect(note.map((row) => row.headers["Reply-To"]).sort()).toEqual(["amira.bensalah@example.tn", SAMI.email]);
    expect(await find(admin, SAMI.email)).toEqual(samiBefore);
  });

  describe("keeps every unsubscribe link of the person working", () => {
    const correct = async (admin: Admin) =>
      expect(
        (await admin("/api/admin/people/correct", "POST", { email: AMIRA.email, newEmail: "amira.new@example.tn" }))
          .status,
      ).toBe(200);

    it.each([
      ["a link mailed before the links named the subscriber", "legacy"],
      ["a link mailed before the correction", "before"],
      ["a link mailed after the correction", "after"],
    ] as const)("%s unsubscribes the corrected address", async (_, mailed) => {
      const admin = await adminClient();
      const legacy = await addSubscriberOfBefore(AMIRA.email);
      const before = await unsubscribeTokenOf(AMIRA.email);
      await correct(admin);
      const after = await unsubscribeTokenOf("amira.new@example.tn");

      const res = await pressLinkButton("unsubscribe", { legacy, before, after }[mailed]);
      expect(res.status).toBe(303);
      expect((await find(admin, "amira.new@example.tn")).newsletter).toEqual([]);
    });

    it("a one-click POST with a link that is nobody's answers an error and unsubscribes no one", async () => {
      const admin = await adminClient();
      await addSubscriberOfBefore(AMIRA.email, new Date(1_700_000_000_000));
      await correct(admin);
      const valid = await unsubscribeTokenOf("amira.new@example.tn");
      const links = [
        // What the next newsletter carried after a correction until now: the address's HMAC.
        await hmac(env.NEWSLETTER_TOKEN_SECRET, "unsubscribe:amira.new@example.tn:1700000000000"),
        valid.replace(/.$/, (last) => (last === "a" ? "b" : "a")),
        "not-a-token",
      ];
      for (const link of links) {
        const res = await call(`/api/newsletter/one-click/${link}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
        expect(res.status).toBe(404);
      }
      expect((await find(admin, "amira.new@example.tn")).newsletter).toMatchObject([{ isActive: true }]);
    });
  });

  it("corrects the name alone, keeping the address", async () => {
    const admin = await adminClient();
    const session = await createSession();
    await personEverywhere(AMIRA, session.id);
    const res = await admin("/api/admin/people/correct", "POST", {
      email: AMIRA.email,
      newEmail: AMIRA.email,
      name: "Amira B.",
    });
    expect(res.status).toBe(200);
    const found = await find(admin, AMIRA.email);
    expect([found.leads[0]!.name, found.sessionRequests[0]!.name, found.newsletter[0]!.name]).toEqual([
      "Amira B.",
      "Amira B.",
      "Amira B.",
    ]);
  });

  it("refuses an address that already has data, an unknown person and bad input, changing nothing", async () => {
    const admin = await adminClient();
    const session = await createSession();
    await personEverywhere(AMIRA, session.id);
    await personEverywhere(SAMI, session.id);
    const before = await everyRow();

    const taken = await admin("/api/admin/people/correct", "POST", { email: AMIRA.email, newEmail: SAMI.email });
    expect(taken.status).toBe(409);
    expect((await json<ApiErrorBody>(taken)).error.message).toContain(`${SAMI.email} already has data here`);

    const unknown = await admin("/api/admin/people/correct", "POST", {
      email: "nobody@example.tn",
      newEmail: "somebody@example.tn",
    });
    expect(unknown.status).toBe(404);
    expect((await json<ApiErrorBody>(unknown)).error.message).toBe("Nothing is stored for nobody@example.tn.");

    const bad = await admin("/api/admin/people/correct", "POST", { email: AMIRA.email, newEmail: "amira@" });
    expect(bad.status).toBe(400);
    expect((await json<ApiErrorBody>(bad)).error.fields).toEqual({ newEmail: "Please enter a valid email" });

    expect(await everyRow()).toEqual(before);
  });
});

function sqlKind(kind: string) {
  return eq(emailOutbox.kind, kind);
}
