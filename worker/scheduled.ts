import { lt } from "drizzle-orm";
import { authSession } from "../schema/tables";
import { database } from "./db";
import { type DrainReport, drainOutbox } from "./email/drain";
import type { Env } from "./env";

/** The cron trigger (every minute): send due email, then housekeeping. */
export async function runScheduledTasks(
  env: Env,
  now = new Date(),
): Promise<{ email: DrainReport; expiredSessionsDeleted: number }> {
  const email = await drainOutbox(env);
  const result = await database(env.DB).delete(authSession).where(lt(authSession.expiresAt, now));
  return { email, expiredSessionsDeleted: result.meta.changes };
}
