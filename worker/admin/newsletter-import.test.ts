import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, NewsletterImportResult, Page, Subscriber } from "../../schema/api";
import { auditEntry, emailOutbox, newsletterCampaign, newsletterSubscriber } from "../../schema/tables";
import { suppress } from "../email/suppression";
import { expandCampaigns } from "../newsletter/expand";
import { NEWSLETTER_IMPORT_CONFIRMATION } from "../newsletter/import";
import { adminSession, sameOrigin, withSession } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { pressLinkButton, sampleIssue } from "../test/newsletter";

const SOURCE = "Paper sign-up sheet, Café Lino, 12 Nov";

async function admin(given?: string) {
  const token = given ?? (await adminSession());
  return (path: string, body: unknown) =>
    call(path, {
      method: "POST",
      ...withSession(token, { ...sameOrigin, "Content-Type": "application/json" }),
      body: JSON.stringify(body),
    });
}

async function importer(given?: Awaited<ReturnType<typeof admin>>) {
  const post = given ?? (await admin());
  return (csv: string, options: { dryRun?: boolean; consentSource?: string } = {}) =>
    post("/api/admin/newsletter/subscribers/import", { csv, consentSource: SOURCE, ...options });
}

const SAMPLE = [
  "Email,Name,Language",
  "New.One@Example.tn,Amira,fr",
  "new.two@example.tn,,",
  "known@example.tn,Known,en",
  "bounced@example.tn,Bounced,en",
  "not-an-address,Nobody,en",
  "new.three@example.tn,Tarek,de",
  "new.one@example.tn,Amira again,fr",
  "",
  "new.four@example.tn,Layla,ar",
].join("\n");

async function seedKnown() {
  await db().insert(newsletterSubscriber).values({ email: "known@example.tn", name: "Known", isActive: false });
  await suppress(db(), [{ email: "bounced@example.tn", reason: "bounced" }]);
}

const subscriberCount = async () => (await db().select({ n: count() }).from(newsletterSubscriber))[0]!.n;

describe("admin newsletter import", () => {
  it("a dry run counts new, existing, suppressed and invalid rows and writes nothing", async () => {
    await seedKnown();
    const res = await (await importer())(SAMPLE, { dryRun: true });
    expect(res.status).toBe(200);
    expect(await json<NewsletterImportResult>(res)).toEqual({
      dryRun: true,
      rows: 8,
      counts: { new: 3, existing: 1, suppressed: 1, invalid: 3 },
      problems: [
        { line: 6, email: "not-an-address", reason: "invalid_email" },
        { line: 7, email: "new.three@example.tn", reason: "invalid_language" },
        { line: 8, email: "new.one@example.tn", reason: "duplicate" },
      ],
    });
    expect(await subscriberCount()).toBe(1);
    expect(await db().select().from(emailOutbox)).toEqual([]);
    expect(await db().select().from(auditEntry)).toEqual([]);
  });

  it("imports the new rows as pending with their consent source, each sent one confirmation in their language", async () => {
    await seedKnown();
    const [before] = await db().select().from(newsletterSubscriber);
    const res = await (await importer())(SAMPLE);
    expect(res.status).toBe(200);
    expect(await json<NewsletterImportResult>(res)).toMatchObject({
      dryRun: false,
      counts: { new: 3, existing: 1, suppressed: 1, invalid: 3 },
    });

    const imported = await db()
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.consentSource, SOURCE))
      .orderBy(newsletterSubscriber.email);
    expect(imported.map((s) => [s.email, s.name, s.locale, s.isActive])).toEqual([
      ["new.four@example.tn", "Layla", "ar", false],
      ["new.one@example.tn", "Amira", "fr", false],
      ["new.two@example.tn", null, "en", false],
    ]);
    for (const s of imported) {
      expect(s.consentAt).toBeInstanceOf(Date);
      expect(s.confirmationTokenHash).toBeTruthy();
      expect(s.confirmationExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    }
    // The known subscriber is untouched; the suppressed and invalid rows are not imported.
    expect(
      await db().select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, "known@example.tn")),
    ).toEqual([before]);
    expect(await subscriberCount()).toBe(4);

    const emails = await db().select().from(emailOutbox).orderBy(emailOutbox.recipient);
    expect(emails.map((e) => [e.recipient, e.kind, e.locale, e.status])).toEqual([
      ["new.four@example.tn", NEWSLETTER_IMPORT_CONFIRMATION, "ar", "pending"],
      ["new.one@example.tn", NEWSLETTER_IMPORT_CONFIRMATION, "fr", "pending"],
      ["new.two@example.tn", NEWSLETTER_IMPORT_CONFIRMATION, "en", "pending"],
    ]);
    expect(emails[0]!.text).toMatch(/confirm-newsletter\/[a-z2-7]+\?lang=ar/);

    const [entry, ...others] = await db().select().from(auditEntry);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: "create", targetType: "newsletter_subscriber" });
    expect(entry!.context).toMatchObject({ new: 3, existing: 1, suppressed: 1, invalid: 3, consentSource: SOURCE });
  });

  it("gets nobody a campaign before they confirm, and the emailed link confirms", async () => {
    const post = await admin();
    await (await importer(post))("email\nreader@example.tn\n");
    const [confirmation] = await db().select().from(emailOutbox);
    const token = /\/confirm-newsletter\/([a-z2-7]+)/.exec(confirmation!.text)![1]!;

    const draft = await json<{ id: number }>(await post("/api/admin/newsletter/campaigns", sampleIssue));
    expect((await post(`/api/admin/newsletter/campaigns/${draft.id}/start`, {})).status).toBe(202);
    const [campaign] = await db().select().from(newsletterCampaign);
    expect(campaign).toMatchObject({ recipientCount: 0 });
    await expandCampaigns(db());
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "newsletter_issue"))).toEqual([]);

    expect((await pressLinkButton("confirm", token)).status).toBe(303);
    const [reader] = await db().select().from(newsletterSubscriber);
    expect(reader).toMatchObject({ isActive: true });
  });

  it("lists the imported subscribers with their language and consent source", async () => {
    const token = await adminSession();
    await (await importer(await admin(token)))("email,language\namira@example.tn,fr\n");
    const res = await call("/api/admin/newsletter", withSession(token));
    expect((await json<Page<Subscriber>>(res)).items).toMatchObject([
      { email: "amira@example.tn", locale: "fr", consentSource: SOURCE, status: "pending" },
    ]);
  });

  it("importing the same file again finds everyone existing", async () => {
    const run = await importer();
    await run(SAMPLE);
    const again = await json<NewsletterImportResult>(await run(SAMPLE));
    expect(again.counts).toEqual({ new: 0, existing: 5, suppressed: 0, invalid: 3 });
    expect(await db().select({ n: count() }).from(emailOutbox)).toEqual([{ n: 5 }]);
  });

  it.each([
    ["an unclosed quote", 'email,name\n"a@example.tn,Amira\nb@example.tn,B\n', "not valid CSV"],
    ["no email column", "address,name\na@example.tn,Amira\n", '"email"'],
    ["an empty file", "  \n", "empty"],
    ["only a header", "email,name\n\n", "no rows"],
  ])("refuses a file with %s (400) and writes nothing", async (_, csv, message) => {
    const res = await (await importer())(csv);
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.message).toContain(message);
    expect(await subscriberCount()).toBe(0);
    expect(await db().select().from(emailOutbox)).toEqual([]);
    expect(await db().select().from(auditEntry)).toEqual([]);
  });

  it("requires a consent source", async () => {
    const res = await (await importer())("email\na@example.tn\n", { consentSource: "  " });
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toHaveProperty("consentSource");
    expect(await subscriberCount()).toBe(0);
  });

  it("reads a header in any case, a byte-order mark, and semicolons", async () => {
    const res = await (await importer())("\uFEFFLANGUAGE;E-mail;EMAIL\nfr;x;a@example.tn\n", { dryRun: true });
    expect((await json<NewsletterImportResult>(res)).counts).toEqual({
      new: 1,
      existing: 0,
      suppressed: 0,
      invalid: 0,
    });
  });

  it("counts, then imports, a file of 50,000 rows in bounded chunks", async () => {
    const csv = [
      "email,name,language",
      ...Array.from({ length: 50_000 }, (_, i) => `reader${i}@example.tn,Reader ${i},${["en", "fr", "ar"][i % 3]}`),
    ].join("\n");
    const run = await importer();
    const dry = await json<NewsletterImportResult>(await run(csv, { dryRun: true }));
    expect(dry).toMatchObject({ rows: 50_000, counts: { new: 50_000, existing: 0, suppressed: 0, invalid: 0 } });
    expect(await subscriberCount()).toBe(0);

    const real = await json<NewsletterImportResult>(await run(csv));
    expect(real.counts.new).toBe(50_000);
    expect(await subscriberCount()).toBe(50_000);
    expect(await db().select({ n: count() }).from(emailOutbox)).toEqual([{ n: 50_000 }]);
    const active = await db()
      .select({ n: count() })
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.isActive, true));
    expect(active).toEqual([{ n: 0 }]);
  }, 60_000);
});
