import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { emailOutbox } from "../../schema/tables";
import { db } from "../test/helpers";
import { drainOutbox, OUTBOX_LIMITS, retryDelayMs } from "./drain";
import { queueEmail } from "./outbox";
import { type OutgoingEmail, resultFromStatus, type SendResult, type Transport } from "./transports/types";

async function queue(count: number) {
  const queries = Array.from({ length: count }, (_, i) =>
    queueEmail(db(), {
      kind: "test",
      to: `person${i}@example.tn`,
      locale: "en",
      subject: `Subject ${i}`,
      html: `<p>${i}</p>`,
      text: `${i}`,
      dedupeKey: `test:${i}`,
    }),
  );
  await db().batch(queries as [(typeof queries)[number], ...typeof queries]);
}

const rows = () => db().select().from(emailOutbox).orderBy(emailOutbox.id);
const always = (result: SendResult): Transport => vi.fn(async () => result);
const ok: SendResult = { ok: true, providerMessageId: "provider-1" };

describe("the outbox drain", () => {
  it("sends what is due and keeps the provider's message id", async () => {
    await queue(3);
    const transport = always(ok);
    expect(await drainOutbox(env, { transport })).toEqual({ sent: 3, retried: 0, dead: 0, held: 0 });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, providerMessageId: "provider-1", leaseToken: null });
      expect(row.sentAt).not.toBeNull();
    }
    expect(transport).toHaveBeenCalledWith({
      to: "person0@example.tn",
      subject: "Subject 0",
      html: "<p>0</p>",
      text: "0",
      // Sent by a program on its own (RFC 3834): auto-responders do not answer it.
      headers: { "Auto-Submitted": "auto-generated" },
    });
  });

  it("never sends twice what a run sent before it died", async () => {
    await queue(5);
    const delivered: string[] = [];
    // The first run sends three emails, then hangs on the fourth for good, as a run killed mid-way.
    const dying: Transport = vi.fn(async (email: OutgoingEmail) => {
      if (delivered.length >= 3) return new Promise<SendResult>(() => undefined);
      delivered.push(email.to);
      return ok;
    });
    void drainOutbox(env, { transport: dying, limits: { concurrency: 1 } });
    await vi.waitFor(async () => expect((await rows()).filter((row) => row.status === "sent")).toHaveLength(3));

    // Its lease expires; the next run sends only what was never sent.
    const later = Date.now() + OUTBOX_LIMITS.leaseMs + 1000;
    const next: Transport = vi.fn(async (email: OutgoingEmail) => {
      delivered.push(email.to);
      return ok;
    });
    await drainOutbox(env, { transport: next, now: () => later });
    expect(delivered.sort()).toEqual([
      "person0@example.tn",
      "person1@example.tn",
      "person2@example.tn",
      "person3@example.tn",
      "person4@example.tn",
    ]);
  });

  it("queues a dedupe key once", async () => {
    await queue(2);
    await queue(2);
    expect(await rows()).toHaveLength(2);
  });

  it("retries a 500 later with backoff, then sends", async () => {
    await queue(1);
    const start = Date.now();
    expect(await drainOutbox(env, { transport: always(resultFromStatus(500, "oops")), now: () => start })).toEqual({
      sent: 0,
      retried: 1,
      dead: 0,
      held: 0,
    });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500: oops" });
    const wait = row!.nextAttemptAt.getTime() - start;
    expect(wait).toBeGreaterThanOrEqual(OUTBOX_LIMITS.firstRetryMs / 2);
    expect(wait).toBeLessThanOrEqual(OUTBOX_LIMITS.firstRetryMs);

    // Not due yet: nothing happens.
    expect(await drainOutbox(env, { transport: always(ok), now: () => start + 1000 })).toEqual({
      sent: 0,
      retried: 0,
      dead: 0,
      held: 0,
    });
    expect(await drainOutbox(env, { transport: always(ok), now: () => start + wait })).toEqual({
      sent: 1,
      retried: 0,
      dead: 0,
      held: 0,
    });
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("retries network errors and 429s, and gives up at once on a 400", async () => {
    await queue(3);
    const results: Record<string, () => Promise<SendResult>> = {
      "person0@example.tn": async () => {
        throw new TypeError("fetch failed");
      },
      "person1@example.tn": async () => resultFromStatus(429, "slow down"),
      "person2@example.tn": async () => resultFromStatus(400, "bad address"),
    };
    const transport: Transport = (email: OutgoingEmail) => results[email.to]!();
    expect(await drainOutbox(env, { transport })).toEqual({ sent: 0, retried: 2, dead: 1, held: 0 });
    const [network, throttled, refused] = await rows();
    expect(network).toMatchObject({ status: "pending", lastError: "TypeError: fetch failed" });
    expect(throttled).toMatchObject({ status: "pending", lastError: "HTTP 429: slow down" });
    expect(refused).toMatchObject({ status: "dead", lastError: "HTTP 400: bad address", attempts: 1 });
  });

  it("marks a row dead after the last try", async () => {
    await queue(1);
    await db()
      .update(emailOutbox)
      .set({ attempts: OUTBOX_LIMITS.maxAttempts - 1 });
    expect(await drainOutbox(env, { transport: always(resultFromStatus(503, "down")) })).toEqual({
      sent: 0,
      retried: 0,
      dead: 1,
      held: 0,
    });
    expect((await rows())[0]).toMatchObject({ status: "dead", attempts: OUTBOX_LIMITS.maxAttempts });
  });

  it("returns rows of a crashed run to the queue once their lease expires, not before", async () => {
    await queue(2);
    const now = Date.now();
    await db()
      .update(emailOutbox)
      .set({ status: "sending", leaseToken: "crashed", leaseExpiresAt: new Date(now - 1) })
      .where(eq(emailOutbox.id, 1));
    await db()
      .update(emailOutbox)
      .set({ status: "sending", leaseToken: "running", leaseExpiresAt: new Date(now + 60_000) })
      .where(eq(emailOutbox.id, 2));

    expect(await drainOutbox(env, { transport: always(ok), now: () => now })).toEqual({
      sent: 1,
      retried: 0,
      dead: 0,
      held: 0,
    });
    const [revived, held] = await rows();
    expect(revived).toMatchObject({ status: "sent" });
    expect(held).toMatchObject({ status: "sending", leaseToken: "running" });
  });

  it("never sends a row twice when runs overlap", async () => {
    await queue(60);
    const sends = new Map<string, number>();
    const slow: Transport = async (email) => {
      sends.set(email.to, (sends.get(email.to) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ok;
    };
    const reports = await Promise.all([
      drainOutbox(env, { transport: slow }),
      drainOutbox(env, { transport: slow }),
      drainOutbox(env, { transport: slow }),
    ]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(60);
    expect(sends.size).toBe(60);
    expect([...sends.values()].every((count) => count === 1)).toBe(true);
  });

  it("handles a bounded number of rows per run", async () => {
    await queue(12);
    expect(await drainOutbox(env, { transport: always(ok), limits: { maxPerRun: 5, claimSize: 2 } })).toEqual({
      sent: 5,
      retried: 0,
      dead: 0,
      held: 0,
    });
    expect((await rows()).filter((r) => r.status === "pending")).toHaveLength(7);
  });

  it("spreads retries with jitter under a growing ceiling", () => {
    expect(retryDelayMs(1, () => 0)).toBe(OUTBOX_LIMITS.firstRetryMs / 2);
    expect(retryDelayMs(1, () => 1)).toBe(OUTBOX_LIMITS.firstRetryMs);
    expect(retryDelayMs(3, () => 1)).toBe(OUTBOX_LIMITS.firstRetryMs * 4);
    expect(retryDelayMs(30, () => 1)).toBe(OUTBOX_LIMITS.maxRetryMs);
  });
});
