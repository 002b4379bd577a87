import type { Context } from "hono";
import type { AppBindings } from "../env";
import { drainOutbox } from "./drain";

/**
 * Sends just-queued transactional mail right after the answer, without making the visitor wait.
 * The cron drain stays the safety net: whatever this misses goes out within a minute.
 */
export function deliverSoon(c: Context<AppBindings>) {
  if (c.env.EMAIL_SEND_IMMEDIATELY === "false") return;
  c.executionCtx.waitUntil(
    drainOutbox(c.env, { limits: { maxPerRun: 20 } }).catch((error: unknown) =>
      console.error("immediate delivery failed", error),
    ),
  );
}
