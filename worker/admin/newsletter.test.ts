import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import type { Locale } from "../../schema/constants";
import { emailOutbox, newsletterSubscriber } from "../../schema/tables";
import { drainOutbox } from "../email/drain";
import { unsubscribeToken } from "../newsletter/tokens";
import { tokenDigest } from "../secret-token";
import { adminSession, sameOrigin, withSession } from "../test/admins";
import { call, db, json } from "../test/helpers";

async function addSubscribers(count: number, { active = true } = {}) {
  const locales: Locale[] = ["en", "fr", "ar"];
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `reader${i}@example.tn`,
    locale: locales[i % 3]!,
    isActive: active,
    unsubscribeTokenHash: `hash-${i}`,
  }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += 15)
    inserts.push(
      db()
        .insert(newsletterSubscriber)
        .values(rows.slice(i, i + 15)),
    );
  const [first, ...rest] = inserts;
  if (first) await db().batch([first, ...rest]);
}

async function admin() {
  const token = await adminSession();
  return (method: string, path: string, body?: unknown) =>
    call(path, {
      method,
      ...withSession(token, { ...sameOrigin, "Content-Type": "application/json" }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

const issue = {
  subjectEn: "Our first sessions",
  bodyEn: "Hello!\n\nSessions start <b>next week</b>.",
  subjectFr: "Nos premières séances",
  bodyFr: "Bonjour !\n\nLes séances commencent la semaine prochaine.",
  subjectAr: "",
  bodyAr: "",
};

describe("admin newsletter", () => {
  it("lists subscribers with their status and dates", async () => {
    await addSubscribers(2, { active: false });
    const res = await (await admin())("GET", "/api/admin/newsletter");
    const list =
      await json<{ email: string; isActive: boolean; subscribedAt: string; confirmedAt: string | null }[]>(res);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ isActive: false, confirmedAt: null });
  });

  it("requires an English subject and body", async () => {
    const res = await (await admin())("POST", "/api/admin/newsletter/send", { ...issue, bodyEn: "  " });
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      subjectEn: "Please provide at least English subject and body",
    });
    expect(await db().select().from(emailOutbox)).toEqual([]);
  });

  it("queues one email per active subscriber in their language, English when theirs is empty", async () => {
    await addSubscribers(2000);
    await db().insert(newsletterSubscriber).values({ email: "pending@example.tn", isActive: false });
    const res = await (await admin())("POST", "/api/admin/newsletter/send", issue);
    expect(res.status).toBe(202);
    expect(await json(res)).toMatchObject({ recipients: 2000 });

    const rows = await db()
      .select({ locale: emailOutbox.locale, subject: emailOutbox.subject, recipient: emailOutbox.recipient })
      .from(emailOutbox);
    expect(rows).toHaveLength(2000);
    expect(new Set(rows.map((r) => r.recipient)).size).toBe(2000);
    expect(rows.some((r) => r.recipient === "pending@example.tn")).toBe(false);
    const byLocale = (locale: string) => rows.filter((r) => r.locale === locale);
    expect(byLocale("fr").every((r) => r.subject === "Nos premières séances")).toBe(true);
    // Arabic was left empty: those readers get the English issue.
    expect(byLocale("ar")).toHaveLength(0);
    expect(byLocale("en")).toHaveLength(2000 - byLocale("fr").length);
    expect(byLocale("en").every((r) => r.subject === "Our first sessions")).toBe(true);
  }, 60_000);

  it("queues no second copy when the same newsletter is sent again, and a new one in full", async () => {
    await addSubscribers(30);
    const send = await admin();
    await send("POST", "/api/admin/newsletter/send", { ...issue, subjectAr: "أولى جلساتنا", bodyAr: "مرحبًا!" });
    await db().delete(emailOutbox).where(eq(emailOutbox.recipient, "reader7@example.tn")); // as if a send failed half-way
    expect(
      (await send("POST", "/api/admin/newsletter/send", { ...issue, subjectAr: "أولى جلساتنا", bodyAr: "مرحبًا!" }))
        .status,
    ).toBe(202);
    const rows = await db().select().from(emailOutbox);
    expect(rows).toHaveLength(30);
    expect(rows.filter((r) => r.locale === "ar").every((r) => r.subject === "أولى جلساتنا")).toBe(true);

    await send("POST", "/api/admin/newsletter/send", { ...issue, subjectEn: "Our second issue" });
    expect(await db().select().from(emailOutbox)).toHaveLength(60);
  });

  it("puts one-click unsubscribe headers and an escaped body in every issue", async () => {
    await db()
      .insert(newsletterSubscriber)
      .values({ email: "amira@example.tn", isActive: true, locale: "fr", consentAt: new Date(1_700_000_000_000) });
    await (await admin())("POST", "/api/admin/newsletter/send", { ...issue, subjectFr: "", bodyFr: "" });
    const [row] = await db().select().from(emailOutbox);
    const token = await unsubscribeToken(env.NEWSLETTER_TOKEN_SECRET, "amira@example.tn", new Date(1_700_000_000_000));
    expect(row!.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:8787/api/newsletter/one-click/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(row!.html).toContain("Sessions start &lt;b&gt;next week&lt;/b&gt;.");
    expect(row!.html).toContain(`http://localhost:8787/unsubscribe-newsletter/${token}`);
  });

  it("shows each campaign's progress until it is delivered", async () => {
    await addSubscribers(3);
    const send = await admin();
    await send("POST", "/api/admin/newsletter/send", issue);
    const before = await json<{ queued: number; sent: number; failed: number; recipients: number }[]>(
      await send("GET", "/api/admin/newsletter/campaigns"),
    );
    expect(before[0]).toMatchObject({ recipients: 3, queued: 3, sent: 0, failed: 0 });

    await drainOutbox(env);
    const after = await json<{ queued: number; sent: number }[]>(await send("GET", "/api/admin/newsletter/campaigns"));
    expect(after[0]).toMatchObject({ queued: 0, sent: 3 });
  });

  it("counts issues cancelled by an unsubscribe apart from failures", async () => {
    const consentAt = new Date(1_700_000_000_000);
    const token = await unsubscribeToken(env.NEWSLETTER_TOKEN_SECRET, "amira@example.tn", consentAt);
    await db()
      .insert(newsletterSubscriber)
      .values({ email: "amira@example.tn", isActive: true, consentAt, unsubscribeTokenHash: tokenDigest(token) });
    await addSubscribers(2);
    const send = await admin();
    await send("POST", "/api/admin/newsletter/send", issue);
    expect((await call(`/api/newsletter/unsubscribe/${token}`)).status).toBe(200);

    await drainOutbox(env);
    const [progress] = await json<{ queued: number; sent: number; failed: number; unsubscribed: number }[]>(
      await send("GET", "/api/admin/newsletter/campaigns"),
    );
    expect(progress).toMatchObject({ queued: 0, sent: 2, failed: 0, unsubscribed: 1 });
  });

  it("sends a test of every filled language to the admin only", async () => {
    await addSubscribers(3);
    const res = await (await admin())("POST", "/api/admin/newsletter/test", issue);
    expect(await json(res)).toEqual({ sent: 2, locales: ["en", "fr"] });
    const rows = await db().select().from(emailOutbox);
    expect(rows.map((r) => [r.recipient, r.subject])).toEqual([
      ["leila@cafetalk.tn", "[Test] Our first sessions"],
      ["leila@cafetalk.tn", "[Test] Nos premières séances"],
    ]);
  });
});

describe("admin outbox", () => {
  it("lists emails, shows one with its content, and retries a dead one", async () => {
    await addSubscribers(1);
    const send = await admin();
    await send("POST", "/api/admin/newsletter/send", issue);
    await db().update(emailOutbox).set({ status: "dead", lastError: "HTTP 400: bad address" });

    const list = await json<{ items: { id: number; status: string; lastError: string }[]; total: number }>(
      await send("GET", "/api/admin/outbox?status=dead"),
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ status: "dead", lastError: "HTTP 400: bad address" });

    const one = await json<{ html: string }>(await send("GET", `/api/admin/outbox/${list.items[0]!.id}`));
    expect(one.html).toContain("<!doctype html>");

    expect((await send("POST", `/api/admin/outbox/${list.items[0]!.id}/retry`)).status).toBe(200);
    expect((await send("POST", `/api/admin/outbox/${list.items[0]!.id}/retry`)).status).toBe(409);
    expect((await db().select().from(emailOutbox))[0]).toMatchObject({ status: "pending", attempts: 0 });
  });
});
