/**
 * Failed sign-ins slow down per account and per client address: a few free tries, then waits
 * that double with every further failure. A success resets both counters.
 */
import { inArray, sql } from "drizzle-orm";
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

/** `locked_until` for the attempt that brings the count to `failures + 1`, as one SQL expression. */
function lockAfterThisAttempt(policy: Policy, now: number) {
  const cases = [];
  for (let count = policy.free + 1; ; count++) {
    const wait = waitAfter(count, policy);
    if (wait >= policy.maxWaitMs) break;
    cases.push(sql`WHEN ${loginThrottle.failures} + 1 = ${count} THEN ${now + wait}`);
  }
  return sql`CASE WHEN ${loginThrottle.failures} + 1 <= ${policy.free} THEN NULL ${sql.join(cases, sql` `)} ELSE ${now + policy.maxWaitMs} END`;
}

/**
 * Counts this sign-in attempt before the password is checked, and refuses it while a wait is
 * running. Counting and locking happen in one statement per key, so a burst of parallel attempts
 * cannot all slip through before the first failure is recorded. Answers the milliseconds to wait
 * (0: go ahead). A correct password then clears the counters (recordSuccess).
 */
export async function reserveAttempt(
  db: Database,
  keys: ReturnType<typeof throttleKeys>,
  now = Date.now(),
): Promise<number> {
  const reserve = (kind: keyof typeof THROTTLE_POLICIES) =>
    db
      .insert(loginThrottle)
      .values({ key: keys[kind], failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`${loginThrottle.failures} + 1`,
          lockedUntil: lockAfterThisAttempt(THROTTLE_POLICIES[kind], now),
        },
        setWhere: sql`${loginThrottle.lockedUntil} IS NULL OR ${loginThrottle.lockedUntil} <= ${now}`,
      })
      .returning({ failures: loginThrottle.failures });
  const reserved = await db.batch([reserve("account"), reserve("client")]);
  if (reserved.every((rows) => rows.length === 1)) return 0;
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.account, keys.client]));
  return Math.max(1000, ...rows.map((row) => (row.lockedUntil ? row.lockedUntil.getTime() - now : 0)));
}

export async function recordSuccess(db: Database, keys: ReturnType<typeof throttleKeys>) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.account, keys.client]));
}
