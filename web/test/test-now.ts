import { afterEach, beforeEach, vi } from "vitest";

/** The day the back office's tests read dates from: lists leave this year out of their dates. */
const TEST_NOW = new Date("2026-11-27T12:00:00.000Z");

/**
 * Makes it `TEST_NOW` (Friday 27 November 2026, 13:00 in Tunis) for each test of the file, the
 * clock still running: only `Date` is faked, not the timers.
 */
export function fromTestNow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
