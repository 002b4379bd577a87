/**
 * The forms' rate limiter counts in windows aligned to the wall clock (miniflare simulates
 * Cloudflare's binding that way: `floor(now / period)`), so a burst that straddles the turn of a
 * minute is counted in two windows and never reaches the limit. A test that counts up to the
 * limit first waits, when less than `room` is left of the current window, for the next one.
 */
const PERIOD_MS = 60_000;

export async function startInOneLimiterWindow(room = 15_000): Promise<void> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < room) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** Room for the wait above and a burst on a busy machine. */
export const LIMITER_TEST_TIMEOUT = 60_000;
