/**
 * Failed-attempt throttling, kept in D1 so every Worker instance sees the same counts. A caller
 * names the counters an attempt belongs to (ThrottleKey: a key and its policy); each allows a few
 * free failures, then waits that double with every further failure. An attempt goes ahead only
 * when none of its counters is waiting, and then counts on all of them, in one statement, so a
 * refused attempt counts nowhere and a burst of parallel attempts cannot slip through. A success
 * clears the counters (recordSuccess). Sign-in uses it (signInThrottleKeys); a second-factor check
 * can call reserveAttempt with its own key.
 */
import { and, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { loginThrottle } from "../../schema/tables";
import type { Database } from "../db";

export interface ThrottlePolicy {
  /** Failures allowed before any wait. */
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

const MINUTE = 60_000;
/** A counter with no failure for this long no longer counts: it starts again from zero. */
const THROTTLE_FORGET_MS = 24 * 60 * MINUTE;

export const THROTTLE_POLICIES = {
  /** One client guessing one account: what a person who mistypes needs, then slow. */
  pair: { free: 5, firstWaitMs: 30_000, maxWaitMs: 15 * MINUTE },
  /** One client across accounts. Looser: many people can share one address (offices, carriers). */
  client: { free: 20, firstWaitMs: 30_000, maxWaitMs: 15 * MINUTE },
  /**
   * The account, from every client together: a ceiling far above what its admin could reach,
   * that only a spread-out attack meets. A browser that signed in to the account before skips it
   * (OWASP's device cookie), so such an attack cannot keep the admin out.
   */
  account: { free: 100, firstWaitMs: 60_000, maxWaitMs: 15 * MINUTE },
  /** A browser trusted for the account (device cookie): its own counter, as strict as a pair's. */
  device: { free: 5, firstWaitMs: 30_000, maxWaitMs: 15 * MINUTE },
} satisfies Record<string, ThrottlePolicy>;

export function waitAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.firstWaitMs * 2 ** (failures - policy.free - 1), policy.maxWaitMs);
}

/**
 * The counters of one sign-in attempt. From a trusted browser, only that browser's; otherwise the
 * (account, client) pair, the client across accounts, and the account's ceiling. `client` is the
 * client key (IPv4 address or IPv6 /64, http/client-key.ts).
 */
export function signInThrottleKeys(attempt: { email: string; client: string; trustedDevice?: string }): ThrottleKey[] {
  const { email, client, trustedDevice } = attempt;
  if (trustedDevice) return [{ key: `device:${trustedDevice}`, policy: THROTTLE_POLICIES.device }];
  return [
    { key: `pair:${email}|${client}`, policy: THROTTLE_POLICIES.pair },
    { key: `client:${client}`, policy: THROTTLE_POLICIES.client },
    { key: `account:${email}`, policy: THROTTLE_POLICIES.account },
  ];
}

/** `locked_until` for the failure that brings a counter with this policy to `failures + 1`. */
function lockAfterThisAttempt(policy: ThrottlePolicy, now: number): SQL {
  const cases = [];
  for (let count = policy.free + 1; ; count++) {
    const wait = waitAfter(count, policy);
    if (wait >= policy.maxWaitMs) break;
    cases.push(sql`WHEN ${loginThrottle.failures} + 1 = ${count} THEN ${now + wait}`);
  }
  return sql`CASE WHEN ${loginThrottle.failures} + 1 <= ${policy.free} THEN NULL ${sql.join(cases, sql` `)} ELSE ${now + policy.maxWaitMs} END`;
}

/**
 * Counts this attempt before the secret is checked, or refuses it while any of its counters is
 * waiting. Answers the milliseconds to wait (0: go ahead). In one batch: counters that no longer
 * count start again, every counter exists, then one UPDATE counts the attempt on all of them only
 * if none is waiting (SQL evaluates its WHERE on the table as it was before the update).
 */
export async function reserveAttempt(db: Database, keys: ThrottleKey[], now = Date.now()): Promise<number> {
  const names = keys.map((k) => k.key);
  const mine = inArray(loginThrottle.key, names);
  const at = new Date(now);
  const [, , counted] = await db.batch([
    db
      .update(loginThrottle)
      .set({ failures: 0, lockedUntil: null })
      .where(and(mine, forgottenThrottles(now))),
    db
      .insert(loginThrottle)
      .values(keys.map(({ key }) => ({ key, failures: 0, updatedAt: at })))
      .onConflictDoNothing({ target: loginThrottle.key }),
    db
      .update(loginThrottle)
      .set({
        failures: sql`${loginThrottle.failures} + 1`,
        lockedUntil: sql`CASE ${sql.join(
          keys.map(
            ({ key, policy }) => sql`WHEN ${loginThrottle.key} = ${key} THEN ${lockAfterThisAttempt(policy, now)}`,
          ),
          sql` `,
        )} END`,
        updatedAt: at,
      })
      .where(
        and(
          mine,
          sql`NOT EXISTS (SELECT 1 FROM ${loginThrottle} AS held WHERE held.key IN (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )}) AND held.locked_until > ${now})`,
        ),
      )
      .returning({ key: loginThrottle.key }),
  ]);
  if (counted.length === keys.length) return 0;
  const rows = await db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(mine);
  return Math.max(1000, ...rows.map((row) => (row.lockedUntil ? row.lockedUntil.getTime() - now : 0)));
}

export async function recordSuccess(db: Database, keys: ThrottleKey[]) {
  await db.delete(loginThrottle).where(
    inArray(
      loginThrottle.key,
      keys.map((k) => k.key),
    ),
  );
}

/** Counters that no longer count (no failure for THROTTLE_FORGET_MS, no wait running), for the purge. */
export function forgottenThrottles(now: number) {
  return and(
    lt(loginThrottle.updatedAt, new Date(now - THROTTLE_FORGET_MS)),
    or(sql`${loginThrottle.lockedUntil} IS NULL`, sql`${loginThrottle.lockedUntil} <= ${now}`),
  );
}
