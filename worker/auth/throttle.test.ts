import { describe, expect, it } from "vitest";
import { db } from "../test/helpers";
import { attackSchedule, guessesPerHour, HOUR } from "../test/throttle-budget";
import { reserveAttempt, signInThrottleKeys } from "./throttle";

const client = (i: number) => `2001:db8:${i.toString(16)}:1::/64`;
const keysOf = (address: number) => signInThrottleKeys({ email: "leila@cafetalk.tn", client: client(address) });

describe("guesses an attacker gets against one account", () => {
  it("are, per hour, with 1, 100 and 10,000 client addresses, as the policy computes", () => {
    expect([1, 100, 10_000].map((n) => guessesPerHour(n, 2))).toEqual([
      [13, 4],
      [107, 4],
      [107, 4],
    ]);
  });

  it.each([1, 100, 10_000])(
    "with %i addresses: the real throttle, driven with fake time, allows each scheduled guess and nothing sooner",
    async (addresses) => {
      const start = Date.parse("2026-01-05T08:00:00Z");
      const schedule = attackSchedule(addresses, 2 * HOUR);
      for (const [i, attempt] of schedule.entries()) {
        const previous = schedule[i - 1];
        if (previous && attempt.at > previous.at) {
          // A moment earlier, the same address is still made to wait.
          expect(await reserveAttempt(db(), keysOf(attempt.address), start + attempt.at - 1)).toBeGreaterThan(0);
        }
        expect(await reserveAttempt(db(), keysOf(attempt.address), start + attempt.at)).toBe(0);
      }
    },
    120_000,
  );
});
