import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, Lead, LeadDetail } from "../../schema/api";
import type { LeadReplyTemplates } from "../../schema/inputs";
import { replyMessage } from "../../schema/lead-reply";
import { toE164 } from "../../schema/site";
import { auditEntry, lead } from "../../schema/tables";
import { HIDDEN } from "../audit/changes";
import { ADMIN, adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";

type Admin = Awaited<ReturnType<typeof adminClient>>;

async function createLead(values: Partial<typeof lead.$inferInsert> = {}) {
  const [row] = await db()
    .insert(lead)
    .values({ userType: "learner", name: "Amira Ben Salah", email: "amira@example.tn", ...values })
    .returning();
  return row!;
}

const detail = async (admin: Admin, id: number) => json<LeadDetail>(await admin(`/api/admin/leads/${id}`));
const reply = (admin: Admin, id: number, channel: string) =>
  admin(`/api/admin/leads/${id}/replies`, "POST", { channel });

describe("a WhatsApp number as wa.me wants it", () => {
  it.each([
    ["22 123 456", "+21622123456"],
    ["+216 22123456", "+21622123456"],
    ["+216 22 123 456", "+21622123456"],
    ["00216-22-123-456", "+21622123456"],
    ["216 98.765.432", "+21698765432"],
    ["(+216) 71 000 000", "+21671000000"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["0033612345678", "+33612345678"],
  ])("reads %j as %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    "",
    "22 123 45",
    "06 12 34 56 78",
    "+216 22 123 45",
    "+216 02 123 456",
    "12 345 678",
    "call me",
    "+",
    "22 123 456 ext 2",
  ])("cannot read %j", (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});

describe("a reply's message", () => {
  const amira = {
    userType: "learner" as const,
    name: "  Amira Ben Salah ",
    email: "amira@example.tn",
    city: "Sousse",
    languages: ["English", "German"],
    cafeName: null,
    subject: null,
    whatsappNumber: null,
  };

  it("fills each placeholder in the lead's language, and leaves unknown ones as written", () => {
    const template = "{firstName} / {name} / {city} / {languages} / {cafe} / {unknown}";
    expect(replyMessage(template, { ...amira, locale: "fr" })).toBe(
      "Amira /   Amira Ben Salah  / Sousse / anglais, allemand /  / {unknown}",
    );
    expect(replyMessage(template, { ...amira, locale: "ar" })).toBe(
      "Amira /   Amira Ben Salah  / سوسة / الإنجليزية، الألمانية /  / {unknown}",
    );
    expect(replyMessage("{cafe}", { ...amira, cafeName: "Café Lino", locale: "en" })).toBe("Café Lino");
  });
});

describe("replying to a lead", () => {
  it("offers WhatsApp and email links prefilled in the lead's language from its type's template", async () => {
    const admin = await adminClient();
    const teacher = await createLead({
      userType: "teacher",
      name: "Youssef",
      email: "youssef@example.tn",
      whatsappNumber: "+216 98 765 432",
      locale: "fr",
    });
    const { reply: links } = await detail(admin, teacher.id);
    const message =
      "Bonjour Youssef, merci de votre intérêt pour l'animation de conversations chez Café Talk ! Nous aimerions faire votre connaissance lors d'un court appel. Quand êtes-vous disponible cette semaine ?";
    expect(links).toEqual({
      message,
      whatsapp: `https://wa.me/21698765432?text=${encodeURIComponent(message)}`,
      email: `mailto:youssef@example.tn?subject=Caf%C3%A9%20Talk&body=${encodeURIComponent(message)}`,
    });

    // A contact's reply is on the thread of its subject; without a number there is no WhatsApp link.
    const contact = await createLead({
      userType: "contact",
      name: "Karim",
      email: "karim@example.tn",
      subject: "Gift cards?",
    });
    const contactLinks = (await detail(admin, contact.id)).reply;
    expect(contactLinks.whatsapp).toBeNull();
    expect(contactLinks.email).toMatch(/^mailto:karim@example\.tn\?subject=Re%3A%20Gift%20cards%3F&body=Hello%20Karim/);
    // A number that cannot be read as one gets no link either.
    const unreadable = await createLead({ whatsappNumber: "06 12 34 56 78" });
    expect((await detail(admin, unreadable.id)).reply.whatsapp).toBeNull();
  });

  it("moves a new lead to contacted, audited with the channel and the admin", async () => {
    const admin = await adminClient();
    const current = await createLead({ whatsappNumber: "22 123 456" });
    const res = await reply(admin, current.id, "whatsapp");
    expect(res.status).toBe(200);
    expect(await json<Lead>(res)).toMatchObject({ id: current.id, status: "contacted" });
    // A second reply (by email this time) keeps it contacted, and is on record too.
    expect(await json<Lead>(await reply(admin, current.id, "email"))).toMatchObject({ status: "contacted" });
    const logged = await db()
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.targetId, String(current.id)))
      .orderBy(desc(auditEntry.id));
    expect(logged.map((e) => [e.action, e.actorEmail, e.changes, e.context])).toEqual([
      ["lead_replied", ADMIN.email, null, { channel: "email" }],
      ["lead_replied", ADMIN.email, { status: { before: "new", after: "contacted" } }, { channel: "whatsapp" }],
    ]);
  });

  it("leaves a lead further on where it is", async () => {
    const admin = await adminClient();
    const booked = await createLead({ status: "trial_booked" });
    expect(await json<Lead>(await reply(admin, booked.id, "email"))).toMatchObject({ status: "trial_booked" });
  });

  it("refuses WhatsApp without a number that reads as one, and an unknown channel", async () => {
    const admin = await adminClient();
    const current = await createLead({ whatsappNumber: "12" });
    const res = await reply(admin, current.id, "whatsapp");
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      channel: "This lead has no WhatsApp number that reads as one: reply by email.",
    });
    expect((await json<ApiErrorBody>(await reply(admin, current.id, "pigeon"))).error.fields).toEqual({
      channel: "Invalid choice",
    });
    expect((await db().select().from(lead).where(eq(lead.id, current.id)))[0]!.status).toBe("new");
    expect((await reply(admin, 999, "email")).status).toBe(404);
  });
});

describe("the reply templates (Site settings)", () => {
  it("start from a default per type of lead and language, each with the person's name", async () => {
    const admin = await adminClient();
    const templates = await json<LeadReplyTemplates>(await admin("/api/admin/site/reply-templates"));
    expect(Object.keys(templates)).toEqual(["learner", "teacher", "cafe_owner", "contact"]);
    for (const type of Object.values(templates)) {
      expect(Object.keys(type)).toEqual(["en", "fr", "ar"]);
      for (const body of Object.values(type)) expect(body).toContain("{firstName}");
    }
    expect(templates.cafe_owner.en).toContain("{cafe}");
    expect((await call("/api/admin/site/reply-templates")).status).toBe(401);
  });

  it("are saved whole, used by the next reply, and on the audit log as changed, never their text", async () => {
    const admin = await adminClient();
    const templates = await json<LeadReplyTemplates>(await admin("/api/admin/site/reply-templates"));
    const changed = { ...templates, learner: { ...templates.learner, en: "Hi {firstName}! Free trial in {city}?" } };
    const res = await admin("/api/admin/site/reply-templates", "PUT", changed);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(changed);
    const learner = await createLead({ city: "Tunis" });
    expect((await detail(admin, learner.id)).reply.message).toBe("Hi Amira! Free trial in Tunis?");
    const [entry] = await db().select().from(auditEntry).where(eq(auditEntry.targetType, "lead_reply_template"));
    expect(entry).toMatchObject({
      actorEmail: ADMIN.email,
      action: "update",
      changes: { "learner.en": { before: HIDDEN, after: HIDDEN } },
    });
  });

  it("refuse an empty template, an unknown placeholder and a missing one, under their fields", async () => {
    const admin = await adminClient();
    const templates = await json<LeadReplyTemplates>(await admin("/api/admin/site/reply-templates"));
    const { contact: _missing, ...withoutContact } = templates;
    const res = await admin("/api/admin/site/reply-templates", "PUT", {
      ...withoutContact,
      learner: { ...templates.learner, fr: "  " },
      teacher: { ...templates.teacher, ar: "مرحبًا {prenom}" },
    });
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      "learner.fr": "Write the message, or keep the default",
      "teacher.ar": "Unknown placeholder: use {name}, {firstName}, {city}, {languages} or {cafe}",
      contact: "Invalid value",
    });
    expect(await json(await admin("/api/admin/site/reply-templates"))).toEqual(templates);
  });
});
