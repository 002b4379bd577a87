import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, LeadCreated } from "../../schema/api";
import { emailOutbox, lead } from "../../schema/tables";
import { postJson } from "../test/admins";
import { call, db, json } from "../test/helpers";

const learner = {
  userType: "learner",
  name: "Amira Ben Salah",
  email: "Amira@Example.tn",
  city: "Sfax",
  languages: ["English", "German"],
  level: "intermediate",
  contactMethod: "whatsapp",
  whatsappNumber: "+216 22 345 678",
  trialSession: true,
  locale: "fr",
  website: "",
};
const teacher = {
  userType: "teacher",
  name: "Youssef Trabelsi",
  email: "youssef@example.tn",
  city: "Sousse",
  languages: ["Spanish"],
  contactMethod: "email",
  experience: "I lived in Madrid for five years and love helping people speak.",
  locale: "en",
};
const cafeOwner = {
  userType: "cafe_owner",
  name: "Hedi Mansour",
  email: "hedi@cafe-lino.tn",
  city: "Tunis",
  cafeName: "Café Lino",
  cafeAddress: "12 Rue de Marseille, Tunis",
  contactMethod: "email",
  spaceAvailable: "A quiet room with 3 tables",
  message: "Mornings are calm here.",
  locale: "ar",
};
const contact = {
  userType: "contact",
  name: "Sarra",
  email: "sarra@example.tn",
  subject: "Group for my team",
  message: "Could you run English sessions for six colleagues?",
  locale: "en",
};

async function storedLeads() {
  return db().select().from(lead);
}
async function queuedEmails() {
  return db().select().from(emailOutbox).orderBy(emailOutbox.id);
}
async function expectRefused(body: unknown) {
  const res = await postJson("/api/leads", body);
  expect(res.status).toBe(400);
  expect(await storedLeads()).toEqual([]);
  expect(await queuedEmails()).toEqual([]);
  return (await json<ApiErrorBody>(res)).error;
}

describe("POST /api/leads", () => {
  it("stores a learner lead with the visitor's language and answers its id", async () => {
    const res = await postJson("/api/leads", learner);
    expect(res.status).toBe(201);
    const { id } = await json<LeadCreated>(res);

    const [row] = await storedLeads();
    expect(row).toMatchObject({
      id,
      userType: "learner",
      name: "Amira Ben Salah",
      email: "amira@example.tn",
      city: "Sfax",
      languages: ["English", "German"],
      level: "intermediate",
      contactMethod: "whatsapp",
      whatsappNumber: "+216 22 345 678",
      trialSession: true,
      locale: "fr",
      cafeName: null,
      message: null,
    });
  });

  it("queues a copy for the learner in their language and a note for the team, in English", async () => {
    await postJson("/api/leads", learner);
    const [copy, note] = await queuedEmails();

    expect(copy).toMatchObject({ kind: "lead_copy", recipient: "amira@example.tn", locale: "fr", status: "pending" });
    expect(copy!.subject).toBe("Bienvenue chez Café Talk : nous avons bien reçu votre demande");
    expect(copy!.text).toContain("Bonjour,");
    expect(copy!.text).toContain("première séance, gratuite et sans carte bancaire");
    expect(copy!.text).toContain("Langues: Anglais, Allemand");
    expect(copy!.text).toContain("Niveau: Intermédiaire");
    expect(copy!.text).toContain("Première séance gratuite: Oui");
    // Typed words stay with the team until the address is proved (see the contact test below).
    expect(copy!.text).not.toContain("Amira");
    expect(copy!.text).not.toContain("+216 22 345 678");

    expect(note).toMatchObject({
      kind: "lead_notification",
      recipient: env.TEAM_EMAIL,
      locale: "en",
      status: "pending",
    });
    expect(note!.subject).toBe("New learner: Amira Ben Salah");
    expect(note!.headers).toEqual({ "Reply-To": "amira@example.tn" });
    expect(note!.text).toContain("submitted on the website in French");
    expect(note!.text).toContain("Languages: English, German");
    expect(note!.text).toContain("Preferred contact: WhatsApp");
    expect(note!.text).toContain("WhatsApp number: +216 22 345 678");
  });

  it("stores a teacher lead with the motivation text", async () => {
    const res = await postJson("/api/leads", teacher);
    expect(res.status).toBe(201);
    const [row] = await storedLeads();
    expect(row).toMatchObject({
      userType: "teacher",
      city: "Sousse",
      languages: ["Spanish"],
      contactMethod: "email",
      whatsappNumber: null,
      experience: teacher.experience,
      level: null,
      trialSession: false,
      locale: "en",
    });
    const [copy, note] = await queuedEmails();
    expect(copy).toMatchObject({ kind: "lead_copy", recipient: "youssef@example.tn", locale: "en" });
    expect(copy!.subject).toBe("Thanks for wanting to guide conversations with Café Talk");
    expect(copy!.text).toContain("Languages: Spanish");
    expect(copy!.text).not.toContain(teacher.experience);
    expect(note!.subject).toBe("New teacher: Youssef Trabelsi");
    expect(note!.text).toContain(`Motivation: ${teacher.experience}`);
  });

  it("stores a café owner lead and writes the copy in Arabic, right to left", async () => {
    const res = await postJson("/api/leads", cafeOwner);
    expect(res.status).toBe(201);
    const [row] = await storedLeads();
    expect(row).toMatchObject({
      userType: "cafe_owner",
      cafeName: "Café Lino",
      cafeAddress: "12 Rue de Marseille, Tunis",
      spaceAvailable: "A quiet room with 3 tables",
      message: "Mornings are calm here.",
      languages: [],
      trialSession: false,
      locale: "ar",
    });
    const [copy, note] = await queuedEmails();
    expect(copy).toMatchObject({ kind: "lead_copy", recipient: "hedi@cafe-lino.tn", locale: "ar" });
    expect(copy!.subject).toBe("شكرًا لاهتمامك باستضافة Café Talk");
    expect(copy!.html).toContain('<html lang="ar" dir="rtl">');
    expect(copy!.text).toContain("المدينة: تونس");
    for (const typed of [cafeOwner.cafeName, cafeOwner.cafeAddress, cafeOwner.spaceAvailable, cafeOwner.message]) {
      expect(copy!.text).not.toContain(typed);
      expect(note!.text).toContain(typed);
    }
    expect(note!.subject).toBe("New café owner: Hedi Mansour");
    expect(note!.text).toContain("City: Tunis");
  });

  it("stores a contact message with its subject", async () => {
    const res = await postJson("/api/leads", contact);
    expect(res.status).toBe(201);
    const [row] = await storedLeads();
    expect(row).toMatchObject({
      userType: "contact",
      subject: "Group for my team",
      message: contact.message,
      contactMethod: "email",
      languages: [],
      trialSession: false,
      city: null,
    });
    const [copy, note] = await queuedEmails();
    expect(copy!.text).toContain("We reply within 24 hours.");
    expect(note!.subject).toBe("New contact message: Sarra");
    expect(note!.text).toContain("Subject: Group for my team");
    expect(note!.text).toContain(contact.message);
  });

  it("never carries a contact's typed name or message, links included, to the typed address", async () => {
    const phishing = {
      ...contact,
      name: "Sami from your bank",
      subject: "Account locked",
      message: "Unlock your account now at https://evil.example/login before it is closed.",
    };
    expect((await postJson("/api/leads", phishing)).status).toBe(201);
    const [copy, note] = await queuedEmails();

    expect(copy).toMatchObject({ kind: "lead_copy", recipient: "sarra@example.tn", status: "pending" });
    expect(copy!.subject).toBe("We received your message");
    expect(copy!.text).toContain("Hello,");
    expect(copy!.text).toContain("this email does not repeat what you wrote");
    for (const part of [copy!.subject, copy!.text, copy!.html]) {
      for (const typed of ["Sami", "bank", "Account locked", "Unlock", "evil.example", "https://evil"]) {
        expect(part).not.toContain(typed);
      }
    }
    // The team, at its own address, still gets everything.
    expect(note!.recipient).toBe(env.TEAM_EMAIL);
    expect(note!.text).toContain("Sami from your bank");
    expect(note!.text).toContain("https://evil.example/login");
  });

  it("keeps only the fields of the lead's own type", async () => {
    await postJson("/api/leads", { ...contact, cafeName: "Not mine", languages: ["English"] });
    const [row] = await storedLeads();
    expect(row).toMatchObject({ cafeName: null, languages: [] });
  });

  it("queues both emails again for a second submission of the same person", async () => {
    await postJson("/api/leads", contact);
    await postJson("/api/leads", contact);
    expect(await storedLeads()).toHaveLength(2);
    expect((await queuedEmails()).map((email) => email.kind)).toEqual([
      "lead_copy",
      "lead_notification",
      "lead_copy",
      "lead_notification",
    ]);
  });
});

describe("POST /api/leads refusals (nothing stored, no email)", () => {
  it("refuses a filled honeypot as a bot, whatever else is sent", async () => {
    expect(await expectRefused({ ...learner, website: "http://spam.example" })).toEqual({
      code: "bot_detected",
      message: "Bot detected",
    });
    expect(await expectRefused({ website: "x" })).toMatchObject({ code: "bot_detected" });
  });

  it("gives every learner message", async () => {
    const error = await expectRefused({
      userType: "learner",
      name: " ",
      email: "nope",
      city: "",
      languages: [],
      level: "",
      contactMethod: "whatsapp",
      whatsappNumber: "",
    });
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({
      name: "Name is required",
      email: "Please enter a valid email",
      city: "Please select your city",
      languages: "Please select at least one language",
      level: "Please select your current level",
      whatsappNumber: "WhatsApp number is required when WhatsApp is selected",
    });
  });

  it("gives every teacher message", async () => {
    const error = await expectRefused({
      userType: "teacher",
      name: "",
      email: "",
      city: "",
      languages: [],
      contactMethod: "whatsapp",
      experience: "  ",
    });
    expect(error.fields).toEqual({
      name: "Name is required",
      email: "Please enter a valid email",
      city: "City is required",
      languages: "Please select at least one language",
      whatsappNumber: "WhatsApp number is required when WhatsApp is selected",
      experience: "Please describe your motivation",
    });
  });

  it("gives every café owner message", async () => {
    const error = await expectRefused({
      userType: "cafe_owner",
      name: "",
      email: "x@",
      city: "",
      cafeName: "",
      cafeAddress: "",
      contactMethod: "whatsapp",
    });
    expect(error.fields).toEqual({
      name: "Name is required",
      email: "Please enter a valid email",
      city: "City is required",
      cafeName: "Café name is required",
      cafeAddress: "Café address is required",
      whatsappNumber: "WhatsApp number is required when WhatsApp is selected",
    });
  });

  it("gives every contact message", async () => {
    const error = await expectRefused({ userType: "contact", name: "", email: "", subject: "", message: "Too short" });
    expect(error.fields).toEqual({
      name: "Name is required",
      email: "Please enter a valid email",
      subject: "Subject is required",
      message: "Message must be at least 10 characters",
    });
  });

  it("refuses choices outside the lists", async () => {
    const error = await expectRefused({
      ...learner,
      city: "Paris",
      languages: ["Klingon"],
      level: "expert",
      contactMethod: "pigeon",
    });
    expect(error.fields).toEqual({
      city: "Please select your city",
      "languages.0": "Invalid choice",
      level: "Please select your current level",
      contactMethod: "Invalid choice",
    });
    expect((await expectRefused({ ...learner, userType: "investor" })).fields).toEqual({ userType: "Invalid choice" });
    expect((await expectRefused({ ...learner, locale: "de" })).fields).toEqual({ locale: "Invalid choice" });
  });

  it("refuses malformed JSON and cross-site posts", async () => {
    const malformed = await call("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost:8787" },
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
    expect((await postJson("/api/leads", contact, { Origin: "https://evil.example" })).status).toBe(403);
    expect(await storedLeads()).toEqual([]);
  });
});
