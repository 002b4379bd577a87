import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, Campaign, OutboxEmail, OutboxItem, Page } from "../../schema/api";
import { TEST_SEND_UNSUBSCRIBE_TOKEN } from "../../schema/constants";
import { auditEntry, emailOutbox, newsletterCampaign, newsletterSubscriber } from "../../schema/tables";
import { drainOutbox } from "../email/drain";
import { queueEmail } from "../email/outbox";
import { suppress } from "../email/suppression";
import { expandCampaigns } from "../newsletter/expand";
import { runScheduledTasks } from "../scheduled";
import { adminSession, sameOrigin, withSession } from "../test/admins";
import { BASE, call, db, json } from "../test/helpers";
import {
  addSubscriberOfBefore,
  addSubscribers,
  pressLinkButton,
  sampleIssue,
  unsubscribeTokenOf,
} from "../test/newsletter";

async function admin() {
  const token = await adminSession();
  return (method: string, path: string, body?: unknown) =>
    call(path, {
      method,
      ...withSession(token, { ...sameOrigin, "Content-Type": "application/json" }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

const issue = sampleIssue;

type Client = Awaited<ReturnType<typeof admin>>;

/** A draft of `content`, started: the answer to the start. */
async function start(send: Client, content: object = issue) {
  const draft = await json<Campaign>(await send("POST", "/api/admin/newsletter/campaigns", content));
  return send("POST", `/api/admin/newsletter/campaigns/${draft.id}/start`);
}

describe("admin newsletter", () => {
  it("lists subscribers with their status and dates", async () => {
    await addSubscribers(2, { active: false });
    const res = await (await admin())("GET", "/api/admin/newsletter");
    const { items: list } =
      await json<Page<{ email: string; isActive: boolean; subscribedAt: string; confirmedAt: string | null }>>(res);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ isActive: false, confirmedAt: null });
  });

  it("starts nothing without an English subject and body, and keeps the draft", async () => {
    const send = await admin();
    const draft = await json<Campaign>(
      await send("POST", "/api/admin/newsletter/campaigns", { ...issue, bodyEn: "  " }),
    );
    const res = await send("POST", `/api/admin/newsletter/campaigns/${draft.id}/start`);
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      subjectEn: "Please provide at least English subject and body",
    });
    expect(await db().select().from(emailOutbox)).toEqual([]);
    expect((await db().select().from(newsletterCampaign))[0]).toMatchObject({ status: "draft", startedAt: null });
  });

  it("refuses a body with raw HTML in any language, naming the field, and sends nothing", async () => {
    const send = await admin();
    for (const [field, body] of [
      ["bodyEn", "<script>alert(1)</script>"],
      ["bodyFr", "Bonjour <b>à tous</b>"],
      ["bodyEn", 'Look: <img src="https://cafetalk.tn/a.png">'],
    ] as const) {
      for (const path of ["/api/admin/newsletter/campaigns", "/api/admin/newsletter/test"]) {
        const res = await send("POST", path, { ...issue, [field]: body });
        expect(res.status).toBe(400);
        expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
          [field]: "Write the body in Markdown: HTML tags such as <script> are not allowed.",
        });
      }
    }
    expect(await db().select().from(emailOutbox)).toEqual([]);
    expect(await db().select().from(newsletterCampaign)).toEqual([]);
  });

  it("accepts a lone < and autolinks in a Markdown body", async () => {
    const res = await (await admin())("POST", "/api/admin/newsletter/test", {
      ...issue,
      bodyEn: "Levels: A1 < A2 < B1.\n\nMore on <https://cafetalk.tn>, or write <hello@cafetalk.tn>.",
    });
    expect(res.status).toBe(202);
    const [row] = await db().select().from(emailOutbox);
    expect(row!.html).toContain("Levels: A1 &lt; A2 &lt; B1.");
    expect(row!.text).toContain("More on https://cafetalk.tn, or write hello@cafetalk.tn.");
  });

  it("answers a start at once: the audience counted, and no email is rendered in the admin's request", async () => {
    await addSubscribers(2000);
    await db().insert(newsletterSubscriber).values({ email: "pending@example.tn", isActive: false });
    const res = await start(await admin());
    expect(res.status).toBe(202);
    expect(await json(res)).toMatchObject({ status: "sending", recipients: 2000, queued: 2000, sent: 0 });

    expect(await db().select().from(emailOutbox)).toEqual([]);
    const [campaign, ...others] = await db().select().from(newsletterCampaign);
    expect(others).toEqual([]);
    expect(campaign).toMatchObject({
      subjectEn: issue.subjectEn,
      subjectFr: issue.subjectFr,
      status: "sending",
      recipientCount: 2000,
      queuedAt: null,
    });
  }, 60_000);

  it("shows each campaign's progress, its recipients all counted while they are still being queued", async () => {
    await addSubscribers(3);
    const send = await admin();
    await start(send);
    const before = await json<{ queued: number; sent: number; failed: number; recipients: number }[]>(
      await send("GET", "/api/admin/newsletter/campaigns"),
    );
    expect(before[0]).toMatchObject({ recipients: 3, queued: 3, sent: 0, failed: 0, unsubscribed: 0, suppressed: 0 });

    await runScheduledTasks(env);
    const after = await json<{ queued: number; sent: number }[]>(await send("GET", "/api/admin/newsletter/campaigns"));
    expect(after[0]).toMatchObject({ status: "sent", recipients: 3, queued: 0, sent: 3 });
  });

  it("counts issues not sent because the reader unsubscribed apart from failures", async () => {
    await addSubscriberOfBefore("amira@example.tn");
    await addSubscribers(2);
    const send = await admin();
    await start(send);
    await expandCampaigns(db());
    expect((await pressLinkButton("unsubscribe", await unsubscribeTokenOf("amira@example.tn"))).status).toBe(303);

    await drainOutbox(env);
    const [progress] = await json<{ queued: number; sent: number; failed: number; unsubscribed: number }[]>(
      await send("GET", "/api/admin/newsletter/campaigns"),
    );
    expect(progress).toMatchObject({ recipients: 3, queued: 0, sent: 2, failed: 0, unsubscribed: 1 });
  });

  it("sends a test of every filled language to the admin only", async () => {
    await addSubscribers(3);
    const res = await (await admin())("POST", "/api/admin/newsletter/test", issue);
    expect(await json(res)).toEqual({ sent: 2, locales: ["en", "fr"], to: ["leila@cafetalk.tn"] });
    const rows = await db().select().from(emailOutbox);
    expect(rows.map((r) => [r.recipient, r.subject])).toEqual([
      ["leila@cafetalk.tn", "[Test] Our first sessions"],
      ["leila@cafetalk.tn", "[Test] Nos premières séances"],
    ]);
  });

  it("sends a test to the addresses typed, in the one language chosen, as its readers get it", async () => {
    await addSubscribers(3);
    const res = await (await admin())("POST", "/api/admin/newsletter/test", {
      ...issue,
      to: ["sami@cafetalk.tn", "nour@cafetalk.tn", "sami@cafetalk.tn"],
      locale: "ar",
    });
    // No Arabic version: an Arabic reader gets the English one, and so does the test.
    expect(await json(res)).toEqual({ sent: 2, locales: ["ar"], to: ["sami@cafetalk.tn", "nour@cafetalk.tn"] });
    const rows = await db().select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(rows.map((r) => [r.recipient, r.subject, r.kind])).toEqual([
      ["sami@cafetalk.tn", "[Test] Our first sessions", "newsletter_test"],
      ["nour@cafetalk.tn", "[Test] Our first sessions", "newsletter_test"],
    ]);
  });

  it("refuses a test to more than five addresses, or to one that is not an address, sending nothing", async () => {
    const send = await admin();
    const tooMany = await send("POST", "/api/admin/newsletter/test", {
      ...issue,
      to: ["a@x.tn", "b@x.tn", "c@x.tn", "d@x.tn", "e@x.tn", "f@x.tn"],
    });
    expect(tooMany.status).toBe(400);
    expect(await json(tooMany)).toMatchObject({ error: { fields: { to: "A test goes to at most 5 addresses" } } });
    const invalid = await send("POST", "/api/admin/newsletter/test", { ...issue, to: ["not-an-address"] });
    expect(invalid.status).toBe(400);
    expect(await db().select().from(emailOutbox)).toEqual([]);
  });

  it("links a test's unsubscribe to the page that explains it, in the test's language, not to a 404", async () => {
    await (await admin())("POST", "/api/admin/newsletter/test", issue);
    const rows = await db().select().from(emailOutbox).orderBy(emailOutbox.id);
    for (const [row, locale] of [
      [rows[0]!, "en"],
      [rows[1]!, "fr"],
    ] as const) {
      const link = `${BASE}/unsubscribe-newsletter/${TEST_SEND_UNSUBSCRIBE_TOKEN}?lang=${locale}`;
      expect(row.html).toContain(`href="${link}"`);
      const page = await call(link, { headers: { "Accept-Language": "ar" } });
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
    }
    // A mail client's one-click on a test reaches no subscriber; opened in a browser, it shows the same page.
    const opened = await call(`/api/newsletter/one-click/${TEST_SEND_UNSUBSCRIBE_TOKEN}`);
    expect(opened.headers.get("Location")).toBe(`${BASE}/unsubscribe-newsletter/${TEST_SEND_UNSUBSCRIBE_TOKEN}`);
  });
});

describe("admin outbox", () => {
  it("lists emails, shows one with its content, and retries a dead one", async () => {
    await addSubscribers(1);
    const send = await admin();
    await start(send);
    await expandCampaigns(db());
    await db().update(emailOutbox).set({ status: "dead", lastError: "HTTP 400: bad address" });

    const list = await json<{ items: { id: number; status: string; lastError: string }[]; total: number }>(
      await send("GET", "/api/admin/outbox?status=dead"),
    );
    expect(list.total).toBe(1);
    // An issue's row stores no content: the list shows its campaign's subject, the detail renders it.
    expect(list.items[0]).toMatchObject({
      status: "dead",
      lastError: "HTTP 400: bad address",
      subject: issue.subjectEn,
    });

    const one = await json<{ html: string; subject: string; headers: Record<string, string> }>(
      await send("GET", `/api/admin/outbox/${list.items[0]!.id}`),
    );
    expect(one.html).toContain("<!doctype html>");
    expect(one.html).toContain("Sessions start <strong>next week</strong>.");
    expect(one.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    expect((await send("POST", `/api/admin/outbox/${list.items[0]!.id}/retry`)).status).toBe(200);
    expect((await send("POST", `/api/admin/outbox/${list.items[0]!.id}/retry`)).status).toBe(409);
    expect((await db().select().from(emailOutbox))[0]).toMatchObject({ status: "pending", attempts: 0 });
  });
});

describe("the outbox's subjects", () => {
  it("are each as its reader got it: in their language, the issue's subject in the language it went out in", async () => {
    await addSubscribers(3); // en, fr, ar: the sample issue has no Arabic, so the Arabic reader gets English
    const send = await admin();
    await start(send);
    await expandCampaigns(db());
    await queueEmail(db(), {
      kind: "session_request_waitlisted",
      to: "amira@example.tn",
      locale: "ar",
      subject: "أنت على قائمة الانتظار: English small talk",
      html: "<p>…</p>",
      text: "…",
      dedupeKey: "waitlisted:1",
    });
    const { items } = await json<Page<OutboxItem>>(await send("GET", "/api/admin/outbox?sort=recipient&order=asc"));
    expect(items.map((e) => [e.recipient, e.locale, e.subject])).toEqual([
      ["amira@example.tn", "ar", "أنت على قائمة الانتظار: English small talk"],
      ["reader0@example.tn", "en", "Our first sessions"],
      ["reader1@example.tn", "fr", "Nos premières séances"],
      ["reader2@example.tn", "en", "Our first sessions"],
    ]);
    // The list says what the detail, rendered for the reader, says.
    for (const item of items) {
      const one = await json<OutboxEmail>(await send("GET", `/api/admin/outbox/${item.id}`));
      expect(one.subject).toBe(item.subject);
    }

    // Forgotten with the recipient once its time is up (the retention purge): no subject then.
    await db()
      .update(emailOutbox)
      .set({ recipient: "", subject: "" })
      .where(eq(emailOutbox.kind, "session_request_waitlisted"));
    const after = await json<Page<OutboxItem>>(await send("GET", "/api/admin/outbox?q=session_request"));
    expect(after.items.map((e) => e.subject)).toEqual([""]);
  });
});

describe("lifting a suppression", () => {
  it("lets emails reach a bounced address again, on record, and says when there is nothing to lift", async () => {
    const [reader] = await db()
      .insert(newsletterSubscriber)
      .values({ email: "bounced@example.tn", isActive: true })
      .returning();
    await suppress(db(), [{ email: "bounced@example.tn", reason: "bounced", detail: "550 mailbox full" }]);
    const send = await admin();
    const statusOf = async () =>
      (await json<Page<{ email: string; status: string }>>(await send("GET", "/api/admin/newsletter"))).items[0]!
        .status;
    expect(await statusOf()).toBe("bounced");

    expect((await send("POST", `/api/admin/newsletter/subscribers/${reader!.id}/allow`)).status).toBe(200);
    expect(await statusOf()).toBe("active");
    const again = await send("POST", `/api/admin/newsletter/subscribers/${reader!.id}/allow`);
    expect(again.status).toBe(409);
    expect((await json<ApiErrorBody>(again)).error.code).toBe("not_suppressed");
    expect((await send("POST", "/api/admin/newsletter/subscribers/999/allow")).status).toBe(404);

    const log = await json<Page<{ action: string; targetId: string; context: unknown }>>(
      await send("GET", "/api/admin/activity?action=suppression_lifted"),
    );
    expect(log.items).toEqual([
      expect.objectContaining({ targetId: String(reader!.id), context: { reason: "bounced" } }),
    ]);
    // The log keeps the subscriber's id, never the address (an erase must be able to remove it);
    // the page reads the subscriber as it is when shown.
    expect(JSON.stringify(await db().select().from(auditEntry))).not.toContain("bounced@example.tn");
  });
});
