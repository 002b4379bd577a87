import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emailOutbox, newsletterSubscriber } from "../../schema/tables";
import { postFormAtEdge, stubSiteverify } from "../test/edge";
import { db } from "../test/helpers";
import { drainOutbox } from "./drain";
import { resultFromStatus, type SendResult, type Transport } from "./transports/types";

// Crowds of visitors come through the edge, as browsers that passed Turnstile.
beforeEach(() => {
  stubSiteverify({ success: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("email under faults", () => {
  it("a provider failing for several runs (500s, timeouts, 429s), then recovering, delivers every email exactly once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postFormAtEdge("/api/newsletter", { email: `reader${i}@example.tn`, locale: "fr" }),
      ),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);

    const delivered = new Map<string, number>();
    const failures: (() => Promise<SendResult>)[] = [
      async () => resultFromStatus(500, "internal error"),
      async () => {
        throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      },
      async () => resultFromStatus(429, "rate limited"),
      async () => resultFromStatus(503, "maintenance"),
    ];
    let run = 0;
    const flaky: Transport = async (email) => {
      if (run < failures.length) return failures[run]!();
      delivered.set(email.to, (delivered.get(email.to) ?? 0) + 1);
      return { ok: true, providerMessageId: `id-${email.to}` };
    };

    // A run per minute of simulated time; retries become due as the clock moves on.
    let now = Date.now();
    for (; run < 12; run++) {
      await drainOutbox(env, { transport: flaky, now: () => now });
      now += 60 * 60_000;
    }

    const rows = await db().select().from(emailOutbox);
    expect(rows).toHaveLength(30);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    expect(delivered.size).toBe(30);
    expect([...delivered.values()].every((count) => count === 1)).toBe(true);
    expect(Math.min(...rows.map((row) => row.attempts))).toBe(failures.length + 1);
  });
});

describe("sign-ups under concurrency", () => {
  it("200 parallel sign-ups for 100 addresses give 100 subscribers and 100 confirmation emails", async () => {
    const requests = Array.from({ length: 200 }, (_, i) =>
      postFormAtEdge("/api/newsletter", { email: `person${i % 100}@example.tn`, locale: "ar" }),
    );
    const answers = await Promise.all(requests);
    expect(answers.map((res) => res.status).filter((status) => status !== 200)).toEqual([]);
    expect(await db().$count(newsletterSubscriber)).toBe(100);
    const emails = await db().select({ recipient: emailOutbox.recipient }).from(emailOutbox);
    expect(emails).toHaveLength(100);
    expect(new Set(emails.map((e) => e.recipient)).size).toBe(100);
  });
});
