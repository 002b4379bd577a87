import { lt } from "drizzle-orm";
import { authSession } from "../schema/tables";
import { database } from "./db";
import { type DrainReport, drainOutbox } from "./email/drain";
import type { Env } from "./env";
import { expandCampaigns } from "./newsletter/expand";

/** The cron trigger (every minute): queue campaigns' next recipients, send due email, then housekeeping. */
export async function runScheduledTasks(
  env: Env,
  now = new Date(),
): Promise<{ campaignRecipientsQueued: number; email: DrainReport; expiredSessionsDeleted: number }> {
  const db = database(env.DB);
  const { queued } = await expandCampaigns(db, { now: now.getTime() });
  const email = await drainOutbox(env);
  const result = await db.delete(authSession).where(lt(authSession.expiresAt, now));
  return { campaignRecipientsQueued: queued, email, expiredSessionsDeleted: result.meta.changes };
}
