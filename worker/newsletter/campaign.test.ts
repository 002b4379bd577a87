import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { emailOutbox, emailSuppression, newsletterCampaign, newsletterSubscriber } from "../../schema/tables";
import { database } from "../db";
import { drainOutbox, OUTBOX_LIMITS } from "../email/drain";
import type { OutgoingEmail, SendResult, Transport } from "../email/transports/types";
import { createAdmin } from "../test/admins";
import { startedCampaign } from "../test/campaigns";
import { db } from "../test/helpers";
import { addSubscribers, sampleIssue } from "../test/newsletter";
import { EXPANSION_PER_RUN, expandCampaigns } from "./expand";
import { UNSUBSCRIBED_BEFORE_SENDING } from "./issue";
import { unsubscribeToken } from "./tokens";

const issue = sampleIssue;

/** A capture transport that remembers what each address received. */
function inbox() {
  const received = new Map<string, OutgoingEmail[]>();
  const transport: Transport = async (email) => {
    received.set(email.to, [...(received.get(email.to) ?? []), email]);
    return { ok: true, providerMessageId: `p-${crypto.randomUUID()}` };
  };
  return { received, transport };
}

/** Cron runs (queue the next recipients, then send) until nothing is left to do. */
async function runUntilDone(transport: Transport) {
  for (let run = 0; run < 100; run++) {
    const { queued } = await expandCampaigns(db());
    const report = await drainOutbox(env, { transport });
    if (queued === 0 && report.sent + report.retried + report.dead === 0) return run;
  }
  throw new Error("the campaign never finished");
}

describe("a campaign's delivery", () => {
  it("links each issue's unsubscribe page in its reader's language, Arabic too where the issue falls back to English", async () => {
    await addSubscribers(3);
    await startedCampaign(await createAdmin(), issue);
    const { received, transport } = inbox();
    await runUntilDone(transport);
    for (const [i, locale] of (["en", "fr", "ar"] as const).entries()) {
      const email = received.get(`reader${i}@example.tn`)![0]!;
      const link = /http:\/\/localhost:8787\/unsubscribe-newsletter\/[\w.]+\?lang=(\w+)/.exec(email.text);
      expect(link?.[1]).toBe(locale);
      expect(email.html).toContain(`href="${link![0]}"`);
    }
  });

  it("queues recipients in bounded chunks from a cursor, storing no content, and renders each email in its reader's language", async () => {
    await addSubscribers(2500);
    const { id: campaignId } = await startedCampaign(await createAdmin(), issue);

    const { queued } = await expandCampaigns(db());
    expect(queued).toBe(EXPANSION_PER_RUN);
    const [campaign] = await db().select().from(newsletterCampaign);
    expect(campaign!.queuedThroughSubscriberId).toBe(EXPANSION_PER_RUN);
    const rows = await db().select().from(emailOutbox);
    expect(rows).toHaveLength(EXPANSION_PER_RUN);
    expect(
      rows.every((row) => row.html === "" && row.text === "" && row.subject === "" && row.campaignId === campaignId),
    ).toBe(true);

    const { received, transport } = inbox();
    await runUntilDone(transport);
    expect(received.size).toBe(2500);
    expect([...received.values()].every((emails) => emails.length === 1)).toBe(true);
    const fr = received.get("reader1@example.tn")![0]!;
    expect(fr.subject).toBe("Nos premières séances");
    expect(fr.html).toContain('lang="fr"');
    // Arabic was left empty: those readers get the English issue.
    expect(received.get("reader2@example.tn")![0]!.subject).toBe("Our first sessions");
    const en = received.get("reader0@example.tn")![0]!;
    expect(en.html).toContain("Sessions start <strong>next week</strong>.");
    const [reader0] = await db()
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, "reader0@example.tn"));
    const token = await unsubscribeToken(env.NEWSLETTER_TOKEN_SECRET, reader0!);
    expect(en.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:8787/api/newsletter/one-click/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": '"Cafe Talk newsletter" <newsletter.cafetalk.tn>',
      "Feedback-ID": `${campaignId}:newsletter:cafetalk.tn`,
    });
    expect(en.html).toContain(`href="http://localhost:8787/unsubscribe-newsletter/${token}?lang=en"`);

    const [done] = await db().select().from(newsletterCampaign);
    expect(done).toMatchObject({ recipientCount: 2500, queuedThroughSubscriberId: 2500 });
    expect(done!.queuedAt).not.toBeNull();
  }, 120_000);

  it("honours unsubscribes, deactivations and suppressions between sending the campaign and each email", async () => {
    await addSubscribers(6);
    await startedCampaign(await createAdmin(), issue);
    // Before its row is queued: reader0 unsubscribes (the row is removed), reader1 bounces.
    await db().delete(newsletterSubscriber).where(eq(newsletterSubscriber.email, "reader0@example.tn"));
    await db().insert(emailSuppression).values({ email: "reader1@example.tn", reason: "bounced" });
    await expandCampaigns(db());
    // After its row is queued, before it is sent: reader2 leaves, reader3 complains.
    await db().delete(newsletterSubscriber).where(eq(newsletterSubscriber.email, "reader2@example.tn"));
    await db().insert(emailSuppression).values({ email: "reader3@example.tn", reason: "complained" });

    const { received, transport } = inbox();
    await runUntilDone(transport);
    expect([...received.keys()].sort()).toEqual(["reader4@example.tn", "reader5@example.tn"]);
    const rows = await db().select().from(emailOutbox).orderBy(emailOutbox.recipient);
    expect(rows.map((row) => [row.recipient, row.status, row.lastError])).toEqual([
      ["reader2@example.tn", "suppressed", UNSUBSCRIBED_BEFORE_SENDING],
      ["reader3@example.tn", "suppressed", "Not sent: the recipient reported our mail as spam."],
      ["reader4@example.tn", "sent", null],
      ["reader5@example.tn", "sent", null],
    ]);
    const [campaign] = await db().select().from(newsletterCampaign);
    expect(campaign!.recipientCount).toBe(4);
  });

  it("resumes after a crash mid-campaign without a duplicate or a gap", async () => {
    await addSubscribers(1800);
    await startedCampaign(await createAdmin(), issue);
    await expandCampaigns(db(), { limit: 500 });

    // A run dies: its chunk's batch (the rows and the cursor) fails as one transaction.
    const dying = new Proxy(env.DB, {
      get(target, property) {
        if (property === "batch") return () => Promise.reject(new Error("D1_ERROR: the isolate was killed"));
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(expandCampaigns(database(dying))).rejects.toThrow("killed");
    expect((await db().select().from(newsletterCampaign))[0]!.queuedThroughSubscriberId).toBe(500);

    // Another run dies while sending: three emails go out, the fourth never returns.
    const delivered: string[] = [];
    const hanging: Transport = vi.fn(async (email: OutgoingEmail) => {
      if (delivered.length >= 3) return new Promise<SendResult>(() => undefined);
      delivered.push(email.to);
      return { ok: true as const, providerMessageId: "p" };
    });
    void drainOutbox(env, { transport: hanging, limits: { concurrency: 1 } });
    await vi.waitFor(async () =>
      expect((await db().select().from(emailOutbox).where(eq(emailOutbox.status, "sent"))).length).toBe(3),
    );

    // Later runs, once the dead run's lease has expired, finish the campaign.
    const later = Date.now() + OUTBOX_LIMITS.leaseMs + 1000;
    const rest: Transport = async (email) => {
      delivered.push(email.to);
      return { ok: true, providerMessageId: "p" };
    };
    for (let run = 0; run < 20; run++) {
      await expandCampaigns(db());
      await drainOutbox(env, { transport: rest, now: () => later });
    }
    expect(delivered).toHaveLength(1800);
    expect(new Set(delivered).size).toBe(1800);
  }, 120_000);
});
