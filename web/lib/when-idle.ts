/**
 * Runs `work` once the page has loaded and the browser has a moment to spare (at the latest
 * `timeout` ms later). Safari has no requestIdleCallback: a timer stands in.
 */
export function whenIdleAfterLoad(work: () => void, timeout = 3_000) {
  const whenIdle = () => whenIdleNow(work, timeout);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

function whenIdleNow(work: () => void, timeout: number) {
  if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout });
  else setTimeout(work, Math.min(timeout, 1_000));
}

/** Runs each of `steps` in an idle moment of its own, in order: several tasks rather than one long one. */
export function stepWhenIdle(steps: (() => void)[], timeout = 1_000) {
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) whenIdleNow(next, timeout);
  };
  whenIdleAfterLoad(next, timeout);
}
