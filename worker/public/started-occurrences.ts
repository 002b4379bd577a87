/**
 * The public list of sessions (and every written page that embeds it) names each session's next
 * starts, so it goes stale the minute one of them starts. The cron, every minute, asks whether an
 * occurrence of a published session started since its previous run, and only then drops the
 * cached answer: two small queries a minute (the sessions' dates, their skips and moves), and a
 * rebuild only when something changed.
 */
import { eq } from "drizzle-orm";
import { occurrencesBetween } from "../../schema/occurrences";
import { languageSession } from "../../schema/tables";
import type { Database } from "../db";
import type { Env } from "../env";
import { dateColumns, datesOf, occurrenceChanges } from "../sessions/dates";
import { invalidatePublicReads } from "./cached-reads";

/** The cron runs every minute: the window looks one minute back. */
const CRON_INTERVAL_MS = 60_000;

/** Whether an occurrence (not skipped) of a published session started in (`since`, `now`]. */
export async function occurrenceStarted(db: Database, since: Date, now: Date): Promise<boolean> {
  const sessions = await db
    .select({ id: languageSession.id, ...dateColumns })
    .from(languageSession)
    .where(eq(languageSession.isPublished, true));
  const dated = sessions.flatMap((session) => {
    const dates = datesOf(session);
    return dates ? [{ id: session.id, dates }] : [];
  });
  if (dated.length === 0) return false;
  const changes = await occurrenceChanges(
    db,
    dated.map((session) => session.id),
  );
  // occurrencesBetween reads [from, to): one millisecond on both ends makes it (since, now].
  const from = new Date(since.getTime() + 1);
  const to = new Date(now.getTime() + 1);
  return dated.some(({ id, dates }) =>
    occurrencesBetween(dates, changes.get(id) ?? [], from, to).some((occurrence) => occurrence.status !== "skipped"),
  );
}

/**
 * Drops the cached public sessions (and the written pages) when an occurrence started in the
 * minute before `now`; answers whether it did.
 */
export async function dropStartedSessions(env: Pick<Env, "CACHE">, db: Database, now: Date): Promise<boolean> {
  const started = await occurrenceStarted(db, new Date(now.getTime() - CRON_INTERVAL_MS), now);
  if (started) await invalidatePublicReads(env, "/api/sessions");
  return started;
}
