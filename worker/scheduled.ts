import { lt } from "drizzle-orm";
import { authSession } from "../schema/tables";
import { database } from "./db";
import type { Env } from "./env";

/** The cron trigger (every minute): housekeeping that must not wait for a visitor. */
export async function runScheduledTasks(env: Env, now = new Date()): Promise<{ expiredSessionsDeleted: number }> {
  const result = await database(env.DB).delete(authSession).where(lt(authSession.expiresAt, now));
  return { expiredSessionsDeleted: result.meta.changes };
}
