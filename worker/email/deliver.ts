import type { Context } from "hono";
import { database } from "../db";
import type { AppBindings } from "../env";
import { expandCampaigns } from "../newsletter/expand";
import { drainOutbox } from "./drain";

/** What one answer may still do after it is sent: a first chunk of a campaign, a few emails. */
const SOON = { recipients: 500, emails: 20 };

/**
 * Sends just-queued transactional mail right after the answer, without making the visitor wait.
 * After a newsletter is sent, its first recipients are queued too, so it starts at once. The cron
 * stays the safety net and does the rest: whatever this misses goes out within a minute.
 */
export function deliverSoon(c: Context<AppBindings>, { startCampaigns = false } = {}) {
  if (c.env.EMAIL_SEND_IMMEDIATELY === "false") return;
  const work = async () => {
    if (startCampaigns) await expandCampaigns(database(c.env.DB), { limit: SOON.recipients });
    await drainOutbox(c.env, { limits: { maxPerRun: SOON.emails } });
  };
  c.executionCtx.waitUntil(work().catch((error: unknown) => console.error("immediate delivery failed", error)));
}
