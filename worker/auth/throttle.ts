/**
 * Failed sign-ins slow down per account and per client address: a few free tries, then waits
 * that double with every further failure. A success resets both counters.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { loginThrottle } from "../../schema/tables";
import type { Database } from "../db";

interface Policy {
  /** Failures allowed before any wait. */
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

const MINUTE = 60_000;
export const THROTTLE_POLICIES = {
  account: { free: 5, firstWaitMs: 30_000, maxWaitMs: 15 * MINUTE },
  // Looser: many people can share one address (offices, mobile carriers).
  client: { free: 20, firstWaitMs: 30_000, maxWaitMs: 15 * MINUTE },
} satisfies Record<string, Policy>;

export function waitAfter(failures: number, policy: Policy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.firstWaitMs * 2 ** (failures - policy.free - 1), policy.maxWaitMs);
}

export function throttleKeys(email: string, clientAddress: string) {
  return { account: `account:${email}`, client: `client:${clientAddress}` };
}

/** Milliseconds until a new attempt is allowed for these keys (0 when allowed now). */
export async function retryAfterMs(db: Database, keys: ReturnType<typeof throttleKeys>, now = Date.now()): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.account, keys.client]));
  return Math.max(0, ...rows.map((row) => (row.lockedUntil ? row.lockedUntil.getTime() - now : 0)));
}

export async function recordFailure(db: Database, keys: ReturnType<typeof throttleKeys>, now = Date.now()) {
  for (const [kind, key] of Object.entries(keys) as [keyof typeof THROTTLE_POLICIES, string][]) {
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({ target: loginThrottle.key, set: { failures: sql`${loginThrottle.failures} + 1` } })
      .returning({ failures: loginThrottle.failures });
    const wait = waitAfter(row?.failures ?? 1, THROTTLE_POLICIES[kind]);
    if (wait > 0) await db.update(loginThrottle).set({ lockedUntil: new Date(now + wait) }).where(eq(loginThrottle.key, key));
  }
}

export async function recordSuccess(db: Database, keys: ReturnType<typeof throttleKeys>) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.account, keys.client]));
}
