/**
 * How many passwords an attacker can try against one account under the sign-in policy
 * (worker/auth/throttle.ts), computed rather than guessed: an attacker holding `addresses` client keys tries
 * whenever one of them has no waiting counter, as early as the policy allows. The answer is a
 * schedule of attempts; a test replays it against the real D1 throttle with fake time.
 */
import { THROTTLE_POLICIES, type ThrottlePolicy, waitAfter } from "../auth/throttle";

export const HOUR = 3_600_000;

interface Counter {
  failures: number;
  lockedUntil: number;
}

const fresh = (): Counter => ({ failures: 0, lockedUntil: 0 });

function fail(counter: Counter, policy: ThrottlePolicy, now: number) {
  counter.failures++;
  const wait = waitAfter(counter.failures, policy);
  counter.lockedUntil = wait > 0 ? now + wait : 0;
}

export interface Attempt {
  at: number;
  address: number;
}

/** Every attempt an attacker with `addresses` client keys gets in `[0, durationMs)`, earliest first. */
export function attackSchedule(addresses: number, durationMs: number): Attempt[] {
  const { pair, client, account } = THROTTLE_POLICIES;
  const pairs: Counter[] = [];
  const clients: Counter[] = [];
  const whole = fresh();
  const attempts: Attempt[] = [];
  let now = 0;
  while (now < durationMs) {
    // The first address free to try now; addresses never used yet are all alike, so one stands for them.
    const used = pairs.length;
    const readyAt = (i: number) =>
      Math.max(pairs[i]?.lockedUntil ?? 0, clients[i]?.lockedUntil ?? 0, whole.lockedUntil, now);
    let best = -1;
    let bestAt = Number.POSITIVE_INFINITY;
    for (let i = 0; i < Math.min(addresses, used + 1); i++) {
      const at = readyAt(i);
      if (at < bestAt) [best, bestAt] = [i, at];
      if (at === now) break;
    }
    now = bestAt;
    if (now >= durationMs) break;
    if (best === used) {
      pairs.push(fresh());
      clients.push(fresh());
    }
    fail(pairs[best]!, pair, now);
    fail(clients[best]!, client, now);
    fail(whole, account, now);
    attempts.push({ at: now, address: best });
  }
  return attempts;
}

/** Guesses in the first hour and in each later hour of a sustained attack. */
export function guessesPerHour(addresses: number, hours = 2): number[] {
  const schedule = attackSchedule(addresses, hours * HOUR);
  return Array.from(
    { length: hours },
    (_, h) => schedule.filter((a) => a.at >= h * HOUR && a.at < (h + 1) * HOUR).length,
  );
}
