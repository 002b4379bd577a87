import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import { emailOutbox, newsletterSubscriber } from "../../schema/tables";
import wranglerToml from "../../wrangler.toml?raw";
import { app } from "../app";
import { runScheduledTasks } from "../scheduled";
import { adminSession, withSession } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { drainOutbox } from "./drain";
import { queueEmail } from "./outbox";

async function queueOne(to = "visitor@example.tn") {
  await db().batch([
    queueEmail(db(), {
      kind: "lead_copy",
      to,
      locale: "en",
      subject: "Your message",
      html: "<p>Hi</p>",
      text: "Hi",
      dedupeKey: `t:${to}`,
    }),
  ]);
}

const rows = () => db().select().from(emailOutbox).orderBy(emailOutbox.id);

/** What a plain `wrangler deploy` of the local configuration would run with in production. */
const productionWithLocalTransport = { ...env, EMAIL_TRANSPORT: "capture", PUBLIC_BASE_URL: "https://cafetalk.tn" };

describe("the wrong deploy command cannot silence email", () => {
  it("the capture transport refuses to send for a public base URL: emails stay pending with the reason", async () => {
    await queueOne();
    expect(await drainOutbox(productionWithLocalTransport)).toEqual({ sent: 0, retried: 0, dead: 0, held: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 0, sentAt: null, providerMessageId: null });
    expect(row!.lastError).toContain('EMAIL_TRANSPORT is "capture"');
    expect(row!.lastError).toContain("PUBLIC_BASE_URL is https://cafetalk.tn");

    // A second run has nothing new to say and writes nothing; the cron's other work still runs.
    expect((await runScheduledTasks(productionWithLocalTransport)).email).toEqual({
      sent: 0,
      retried: 0,
      dead: 0,
      held: 0,
    });
    expect((await rows())[0]!.status).toBe("pending");

    // The admin sees why in /admin/outbox.
    const list = await call("/api/admin/outbox?status=pending", withSession(await adminSession()));
    const { items } = (await list.json()) as { items: { recipient: string; status: string; lastError: string }[] };
    expect(items).toEqual([
      expect.objectContaining({
        recipient: "visitor@example.tn",
        status: "pending",
        lastError: expect.stringContaining("only keeps emails on a local machine"),
      }),
    ]);

    // Once the configuration is fixed, the same emails go out, once each.
    expect(await drainOutbox(env)).toEqual({ sent: 1, retried: 0, dead: 0, held: 0 });
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it.each([
    ["http://localhost:8787", true],
    ["http://127.0.0.1:49152", true],
    ["http://cafe.localhost", true],
    ["https://cafetalk.tn", false],
    ["https://cafe-talk-local.example.workers.dev", false],
    ["not a url", false],
  ])("capture with PUBLIC_BASE_URL %s sends: %s", async (base, sends) => {
    await queueOne();
    const report = await drainOutbox({ ...env, EMAIL_TRANSPORT: "capture", PUBLIC_BASE_URL: base });
    expect(report.sent).toBe(sends ? 1 : 0);
    expect(report.held).toBe(sends ? 0 : 1);
  });

  it("a missing provider secret also keeps the emails pending with the reason, instead of failing the run", async () => {
    await queueOne();
    const report = await drainOutbox({
      ...env,
      EMAIL_TRANSPORT: "mailchannels",
      MAILCHANNELS_API_KEY: undefined,
      PUBLIC_BASE_URL: "https://cafetalk.tn",
    });
    expect(report).toEqual({ sent: 0, retried: 0, dead: 0, held: 1 });
    expect((await rows())[0]!.lastError).toContain("MAILCHANNELS_API_KEY");
  });

  it("MailChannels without the DKIM key sends nothing unsigned: emails stay pending and /admin/outbox says why", async () => {
    await queueOne();
    const production = {
      ...env,
      EMAIL_TRANSPORT: "mailchannels",
      MAILCHANNELS_API_KEY: "key-123",
      MAILCHANNELS_DKIM_PRIVATE_KEY: undefined,
      PUBLIC_BASE_URL: "https://cafetalk.tn",
    };
    expect(await drainOutbox(production)).toEqual({ sent: 0, retried: 0, dead: 0, held: 1 });
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 0, sentAt: null });

    const list = await call("/api/admin/outbox?status=pending", withSession(await adminSession()));
    const { items } = (await list.json()) as { items: { lastError: string }[] };
    expect(items[0]!.lastError).toContain("signs every email with DKIM for cafetalk.tn");
    expect(items[0]!.lastError).toContain("wrangler secret put MAILCHANNELS_DKIM_PRIVATE_KEY --env production");
  });

  it("a plain `wrangler deploy` cannot replace production: the local Worker and database have their own names", () => {
    const topLevel = wranglerToml.split(/^\[env\./m)[0]!;
    const production = wranglerToml.slice(topLevel.length);
    const names = (text: string, key: string) =>
      [...text.matchAll(new RegExp(`^${key} = "([^"]+)"`, "gm"))].map((match) => match[1]);
    // The first `name` of each part is the Worker's (the others name rate limiters).
    expect(names(production, "name")[0]).toBe("cafe-talk");
    expect(names(topLevel, "name")[0]).toBe("cafe-talk-local");
    expect(names(production, "database_name")).toEqual(["cafe-talk"]);
    expect(names(topLevel, "database_name")).toEqual(["cafe-talk-local"]);
    expect(topLevel).toContain('EMAIL_TRANSPORT = "capture"');
    expect(production).toContain('EMAIL_TRANSPORT = "mailchannels"');
  });
});

describe("production's configuration closes the public forms until Turnstile is set up", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a production deploy without its Turnstile secret keeps the public forms closed instead of open to bots", async () => {
    const production = wranglerToml.slice(wranglerToml.indexOf("[env.production.vars]"));
    const siteKey = /^TURNSTILE_SITE_KEY = "([^"]*)"$/m.exec(production);
    expect(siteKey, "[env.production.vars] names TURNSTILE_SITE_KEY (wrangler does not inherit vars)").not.toBeNull();
    expect(wranglerToml, "a secret never goes in wrangler.toml").not.toMatch(/^TURNSTILE_SECRET_KEY\s*=/m);

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await app.fetch(
      new Request("https://cafetalk.tn/api/newsletter", {
        method: "POST",
        headers: { Origin: "https://cafetalk.tn", "Content-Type": "application/json" },
        body: JSON.stringify({ email: "amira@example.tn" }),
      }),
      // As deployed before `wrangler secret put TURNSTILE_SECRET_KEY --env production`.
      {
        ...env,
        PUBLIC_BASE_URL: "https://cafetalk.tn",
        TURNSTILE_SITE_KEY: siteKey![1]!,
        TURNSTILE_SECRET_KEY: undefined,
      },
      { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext,
    );
    expect(res.status).toBe(503);
    expect((await json<ApiErrorBody>(res)).error.code).toBe("human_check_misconfigured");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("TURNSTILE_SECRET_KEY"));
    expect(await db().select().from(newsletterSubscriber)).toEqual([]);
  });
});
