import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import { emailOutbox, newsletterSubscriber } from "../../schema/tables";
import { signUp } from "../newsletter/subscribe";
import { CONFIRMATION_TTL_MS, RESEND_WINDOW_MS } from "../newsletter/tokens";
import { postJson, sameOrigin } from "../test/admins";
import { BASE, call, db, json } from "../test/helpers";
import { addSubscribers, pressLinkButton, unsubscribeTokenOf } from "../test/newsletter";

const subscribers = () => db().select().from(newsletterSubscriber);
const emails = () => db().select().from(emailOutbox).orderBy(emailOutbox.id);
const confirmationToken = (text: string) => /\/confirm-newsletter\/([a-z2-7]+)/.exec(text)?.[1];

async function subscribe(email = "amira@example.tn", extra: Record<string, unknown> = {}) {
  return postJson("/api/newsletter", { email, name: "Amira", locale: "fr", ...extra });
}

async function answerOf(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe("POST /api/newsletter", () => {
  it("creates one pending subscriber with consent and queues one confirmation email in their language", async () => {
    const res = await subscribe("  Amira@Example.TN ");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true });

    const [subscriber, ...others] = await subscribers();
    expect(others).toEqual([]);
    expect(subscriber).toMatchObject({
      email: "amira@example.tn",
      name: "Amira",
      locale: "fr",
      isActive: false,
      consentSource: "landing_newsletter_form",
      confirmedAt: null,
    });
    expect(subscriber!.confirmationExpiresAt!.getTime() - Date.now()).toBeGreaterThan(CONFIRMATION_TTL_MS - 60_000);

    const [email, ...more] = await emails();
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      kind: "newsletter_confirmation",
      recipient: "amira@example.tn",
      locale: "fr",
      subject: "Confirmez votre inscription à la newsletter Café Talk",
    });
    const token = confirmationToken(email!.text)!;
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(email!.html).toContain(`http://localhost:8787/confirm-newsletter/${token}?lang=fr`);
    expect(subscriber!.confirmationTokenHash).not.toContain(token); // only the digest is stored
  });

  it.each(["en", "fr", "ar"] as const)(
    "links the confirmation to the page in the sign-up's language (%s), whatever the browser prefers",
    async (locale) => {
      await subscribe("amira@example.tn", { locale });
      const [email] = await emails();
      const link = `${BASE}/confirm-newsletter/${confirmationToken(email!.text)}?lang=${locale}`;
      expect(email!.html).toContain(`href="${link}"`);
      expect(email!.text).toContain(link);

      const page = await call(new URL(link).pathname + new URL(link).search, {
        headers: { "Accept-Language": "de, en" },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
    },
  );

  it("puts nothing the visitor typed, not even the name, in the confirmation to the unproved address", async () => {
    await postJson("/api/newsletter", {
      email: "amira@example.tn",
      name: "Visit https://evil.example now",
      locale: "en",
    });
    const [email] = await emails();
    expect(email!.text).toContain("Hello,");
    for (const part of [email!.subject, email!.text, email!.html]) expect(part).not.toContain("evil.example");
    expect((await subscribers())[0]!.name).toBe("Visit https://evil.example now");
  });

  it("answers a new, a pending and a subscribed address alike", async () => {
    await subscribe("pending@example.tn");
    await subscribe("active@example.tn");
    await db()
      .update(newsletterSubscriber)
      .set({ isActive: true, confirmationTokenHash: null })
      .where(eq(newsletterSubscriber.email, "active@example.tn"));

    const answers = [
      await answerOf(await subscribe("new@example.tn")),
      await answerOf(await subscribe("pending@example.tn")),
      await answerOf(await subscribe("ACTIVE@example.tn")),
    ];
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);
    expect(answers[0]).toEqual({ status: 200, body: { success: true } });
  });

  it("changes nothing of a subscribed address and tells its owner by email, in their language", async () => {
    await subscribe();
    await db().update(newsletterSubscriber).set({ isActive: true, confirmationTokenHash: null });
    const before = await subscribers();

    await subscribe("AMIRA@example.tn", { name: "Someone else", locale: "ar" });
    await subscribe("amira@example.tn", { locale: "en" }); // within the window: no second note
    expect(await subscribers()).toEqual(before);
    const [, note, ...more] = await emails();
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      kind: "newsletter_already_subscribed",
      recipient: "amira@example.tn",
      locale: "fr",
      subject: "Vous recevez déjà la newsletter Café Talk",
    });
    expect(note!.text).toContain("Bonjour Amira,");
  });

  it("re-sends the confirmation to a pending address, at most once per window", async () => {
    await subscribe();
    await subscribe(); // within the window: no second email
    expect(await emails()).toHaveLength(1);

    const later = Date.now() + RESEND_WINDOW_MS + 1000;
    const context = { db: db(), baseUrl: env.PUBLIC_BASE_URL, secret: env.NEWSLETTER_TOKEN_SECRET, now: later };
    expect(await signUp({ email: "amira@example.tn", name: null, locale: "en" }, context)).toBe("resent");
    const [first, second] = await emails();
    expect(second).toMatchObject({ kind: "newsletter_confirmation", locale: "en" });

    // The newest link works, the older one no longer does.
    expect((await pressLinkButton("confirm", confirmationToken(first!.text)!)).status).toBe(404);
    expect((await pressLinkButton("confirm", confirmationToken(second!.text)!)).status).toBe(303);
  });

  it("creates one subscriber and one email for concurrent sign-ups of the same address", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => subscribe()));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(await subscribers()).toHaveLength(1);
    expect(await emails()).toHaveLength(1);
    const [email] = await emails();
    expect((await pressLinkButton("confirm", confirmationToken(email!.text)!)).status).toBe(303);
  });

  it("refuses an invalid email with a field message and a filled honeypot without storing anything", async () => {
    const invalid = await subscribe("not-an-email");
    expect(invalid.status).toBe(400);
    expect((await json<ApiErrorBody>(invalid)).error.fields).toEqual({ email: "Please enter a valid email" });

    const bot = await subscribe("bot@example.tn", { website: "https://spam.example" });
    expect(bot.status).toBe(400);
    expect((await json<ApiErrorBody>(bot)).error).toEqual({ code: "bot_detected", message: "Bot detected" });
    expect(await subscribers()).toEqual([]);
    expect(await emails()).toEqual([]);
  });

  it("refuses a filled honeypot before reading the other fields, as the lead forms do", async () => {
    const bot = await postJson("/api/newsletter", { website: "https://spam.example", email: "not-an-email" });
    expect(bot.status).toBe(400);
    expect((await json<ApiErrorBody>(bot)).error).toEqual({ code: "bot_detected", message: "Bot detected" });
  });
});

/** The written page's main text, without its markup. */
const pageText = async (res: Response) =>
  (await res.text())
    .replace(/<style[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("confirmation links", () => {
  async function pendingToken() {
    await subscribe();
    return confirmationToken((await emails())[0]!.text)!;
  }

  it("opening the link shows its button and confirms nothing: a mail gateway's scan leaves the address pending", async () => {
    const token = await pendingToken();
    const opened = await call(`/confirm-newsletter/${token}?lang=fr`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    expect(opened.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await opened.text();
    expect(html).toContain(`<form method="post" action="/confirm-newsletter/${token}?lang=fr">`);
    expect(html).toContain("Confirmer mon abonnement");
    // A page with no script at all.
    expect(html).not.toContain("<script");
    expect((await subscribers())[0]).toMatchObject({ isActive: false, confirmedAt: null });
  });

  it("confirm once: the subscriber becomes active and the page says so; the same link then fails", async () => {
    const token = await pendingToken();
    const res = await pressLinkButton("confirm", token);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/confirm-newsletter/${token}?done=1`);
    const [subscriber] = await subscribers();
    expect(subscriber).toMatchObject({ isActive: true, confirmationTokenHash: null });
    expect(subscriber!.confirmedAt).not.toBeNull();
    const done = await call(res.headers.get("Location")!, { headers: { "Accept-Language": "en" } });
    expect(await pageText(done)).toContain("Subscription Confirmed! Your newsletter subscription has been confirmed!");

    const again = await pressLinkButton("confirm", token);
    expect(again.status).toBe(404);
    expect(await pageText(again)).toContain("Confirmation Failed This link is invalid or has already been used.");
  });

  it("keeps the link's language through the button and the page after it", async () => {
    const token = await pendingToken();
    const res = await call(`/confirm-newsletter/${token}?lang=ar`, {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.headers.get("Location")).toBe(`/confirm-newsletter/${token}?done=1&lang=ar`);
    const done = await (await call(res.headers.get("Location")!)).text();
    expect(done).toMatch(/<html lang="ar" dir="rtl">/);
    expect(done).toContain("تم تأكيد الاشتراك!");
  });

  it("refuses an expired link, in the reader's language", async () => {
    const token = await pendingToken();
    await db()
      .update(newsletterSubscriber)
      .set({ confirmationExpiresAt: new Date(Date.now() - 1) });
    const res = await call(`/confirm-newsletter/${token}?lang=fr`, {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(410);
    expect(await pageText(res)).toContain("Ce lien de confirmation a expiré.");
    expect((await subscribers())[0]!.isActive).toBe(false);
  });

  it("refuses unknown, overlong and missing tokens", async () => {
    expect((await pressLinkButton("confirm", "abcdefghijklmnop")).status).toBe(404);
    const overlong = await pressLinkButton("confirm", "a".repeat(500));
    expect(overlong.status).toBe(404);
    expect(await pageText(overlong)).toContain("Invalid Link Invalid confirmation link.");
    const none = await call("/confirm-newsletter/", { headers: { "Accept-Language": "en" } });
    expect(none.status).toBe(404);
    expect(await pageText(none)).toContain("Invalid Link Invalid confirmation link.");
  });

  it("refuses a button pressed on another site, changing nothing", async () => {
    const token = await pendingToken();
    const res = await call(`/confirm-newsletter/${token}?lang=fr`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(403);
    expect(await pageText(res)).toContain("Ce formulaire a été envoyé depuis un autre site");
    expect((await subscribers())[0]!.isActive).toBe(false);
  });
});

describe("unsubscribe links", () => {
  it("opening the link unsubscribes no one: a mail gateway's scan leaves the reader subscribed", async () => {
    await subscribe();
    const opened = await call(`/unsubscribe-newsletter/${await unsubscribeTokenOf("amira@example.tn")}`);
    expect(opened.status).toBe(200);
    expect(await subscribers()).toHaveLength(1);
  });

  it("removes the person and the page says so; the link then fails", async () => {
    await subscribe();
    const token = await unsubscribeTokenOf("amira@example.tn");
    const res = await pressLinkButton("unsubscribe", token);
    expect(res.status).toBe(303);
    const done = await call(res.headers.get("Location")!, { headers: { "Accept-Language": "en" } });
    expect(await pageText(done)).toContain("You have been successfully unsubscribed from our newsletter.");
    expect(await subscribers()).toEqual([]);
    expect((await pressLinkButton("unsubscribe", token)).status).toBe(404);
  });

  it("refuses unknown tokens", async () => {
    await subscribe();
    expect((await pressLinkButton("unsubscribe", "nope")).status).toBe(404);
    expect(await subscribers()).toHaveLength(1);
  });

  it("explains a test send's link instead of failing", async () => {
    const page = await call("/unsubscribe-newsletter/test-send", { headers: { "Accept-Language": "en" } });
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain("This Is a Test Email");
  });

  it("works as an RFC 8058 one-click POST without cookies or Origin", async () => {
    await subscribe();
    const res = await call(`/api/newsletter/one-click/${await unsubscribeTokenOf("amira@example.tn")}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await subscribers()).toEqual([]);
  });

  it.each(["en", "fr", "ar"] as const)(
    "sends a browser that opens the one-click URL to the unsubscribe page in the reader's language (%s), unsubscribing no one",
    async (locale) => {
      await subscribe("amira@example.tn", { locale });
      const token = await unsubscribeTokenOf("amira@example.tn");
      // Mail scanners fetch the header's link with GET too: that must not unsubscribe anyone.
      const opened = await call(`/api/newsletter/one-click/${token}`, { headers: { "Accept-Language": "de" } });
      expect(opened.status).toBe(303);
      expect(opened.headers.get("Location")).toBe(`${BASE}/unsubscribe-newsletter/${token}?lang=${locale}`);
      expect(await subscribers()).toHaveLength(1);

      const location = new URL(opened.headers.get("Location")!);
      const page = await call(location.pathname + location.search, { headers: { "Accept-Language": "de" } });
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
    },
  );

  it("sends a browser that opens a one-click URL of no subscriber to the unsubscribe page, which then says so", async () => {
    const opened = await call("/api/newsletter/one-click/not-a-token");
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe(`${BASE}/unsubscribe-newsletter/not-a-token`);
  });

  it("never refuses one-click unsubscribes for their number, and answers one that removes no one as an error", async () => {
    const oneClick = (token: string) =>
      call(`/api/newsletter/one-click/${token}`, {
        method: "POST",
        // Mail providers send them in bursts from a few shared addresses.
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "192.0.2.25" },
        body: "List-Unsubscribe=One-Click",
      });
    await addSubscribers(25);
    const tokens = await Promise.all(Array.from({ length: 25 }, (_, i) => unsubscribeTokenOf(`reader${i}@example.tn`)));

    for (const token of tokens) expect((await oneClick(token)).status).toBe(200);
    expect(await subscribers()).toEqual([]);

    // Answering a repeat as done would also answer a link of someone still subscribed as done.
    const again = await oneClick(tokens[0]!);
    expect(again.status).toBe(404);
    expect((await json<ApiErrorBody>(again)).error.code).toBe("link_invalid");
    expect((await oneClick("not-a-token")).status).toBe(404);
  });

  it("cancels newsletters still queued for the person, and leaves everyone else's", async () => {
    await subscribe();
    await subscribe("sami@example.tn");
    const issue = (recipient: string) => ({
      kind: "newsletter_issue",
      recipient,
      locale: "en" as const,
      subject: "News",
      html: "<p>News</p>",
      text: "News",
      dedupeKey: `issue:${recipient}`,
    });
    await db()
      .insert(emailOutbox)
      .values([issue("amira@example.tn"), issue("sami@example.tn")]);
    await pressLinkButton("unsubscribe", await unsubscribeTokenOf("amira@example.tn"));
    const issues = (await emails()).filter((row) => row.kind === "newsletter_issue");
    expect(issues.map((row) => [row.recipient, row.status, row.lastError])).toEqual([
      ["amira@example.tn", "suppressed", "Not sent: the recipient unsubscribed before it went out."],
      ["sami@example.tn", "pending", null],
    ]);
  });

  it("lets the person sign up again later, with a new confirmation email", async () => {
    await subscribe();
    await pressLinkButton("unsubscribe", await unsubscribeTokenOf("amira@example.tn"));
    const res = await subscribe();
    expect(await json(res)).toEqual({ success: true });
    expect(await subscribers()).toHaveLength(1);
    const confirmations = (await emails()).filter((row) => row.kind === "newsletter_confirmation");
    expect(confirmations).toHaveLength(2);
    expect(confirmationToken(confirmations[1]!.text)).not.toBe(confirmationToken(confirmations[0]!.text));
  });
});
