/**
 * Queues a campaign's recipients, a bounded chunk at a time, from a cursor (the last subscriber
 * id queued). Each chunk is one INSERT … SELECT that D1 runs on its own side, so the Worker never
 * holds the list, and the cursor moves in the same batch (one transaction): a run that dies
 * between chunks leaves the campaign exactly where its last chunk ended, and the next run goes on
 * from there. Dedupe keys (campaign and subscriber) make a chunk queued twice a no-op anyway.
 * Rows carry no content: the drain renders each email when it sends it (issue.ts).
 */
import { and, asc, count, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { CampaignAudience } from "../../schema/inputs";
import { emailOutbox, newsletterCampaign, newsletterSubscriber } from "../../schema/tables";
import type { Database } from "../db";
import { activeRecipient, audienceCondition } from "./audience";
import { campaignLocales, NEWSLETTER_ISSUE } from "./issue";

/** Recipients one cron run queues at most (the drain sends 500 a run). */
export const EXPANSION_PER_RUN = 1000;
const CHUNK = 500;

/**
 * The subscribers a campaign goes to: active, not suppressed, in its audience (audience.ts), among
 * those it was sent to.
 */
export function recipientsOf(campaign: {
  queuedThroughSubscriberId: number;
  lastSubscriberId: number;
  audience: CampaignAudience | null;
}) {
  return and(
    activeRecipient,
    gt(newsletterSubscriber.id, campaign.queuedThroughSubscriberId),
    lte(newsletterSubscriber.id, campaign.lastSubscriberId),
    audienceCondition(campaign.audience),
  );
}

/** Who receives a campaign to this audience sent now: how many, and the newest of them. */
export async function audienceNow(db: Database, audience: CampaignAudience | null) {
  const [row] = await db
    .select({ count: count(), lastId: sql<number | null>`max(${newsletterSubscriber.id})` })
    .from(newsletterSubscriber)
    .where(recipientsOf({ queuedThroughSubscriberId: 0, lastSubscriberId: Number.MAX_SAFE_INTEGER, audience }));
  return { count: row?.count ?? 0, lastSubscriberId: row?.lastId ?? 0 };
}

type Campaign = typeof newsletterCampaign.$inferSelect;

/** Queues the next chunk of one campaign; answers how many rows it queued. */
async function queueChunk(db: Database, campaign: Campaign, size: number, now: number): Promise<number> {
  const locales = campaignLocales(campaign);
  const chunk = db
    .select({ id: newsletterSubscriber.id })
    .from(newsletterSubscriber)
    .where(recipientsOf(campaign))
    .orderBy(asc(newsletterSubscriber.id))
    .limit(size);
  const locale = sql`CASE WHEN ${newsletterSubscriber.locale} IN (${sql.join(
    locales.map((l) => sql`${l}`),
    sql`, `,
  )}) THEN ${newsletterSubscriber.locale} ELSE 'en' END`;
  // The columns are listed in the table's order, as drizzle's INSERT … SELECT requires.
  const insert = db.insert(emailOutbox).select(
    sql`SELECT NULL, ${NEWSLETTER_ISSUE}, ${newsletterSubscriber.email}, ${locale}, '', '', '', '{}', 'pending', 0, ${now}, NULL, NULL, NULL,
      ${`${NEWSLETTER_ISSUE}:${campaign.id}:`} || ${newsletterSubscriber.id}, NULL, ${campaign.id}, ${now}, ${now}, NULL
      FROM ${newsletterSubscriber} WHERE ${newsletterSubscriber.id} IN (${chunk})`,
  );
  const through = sql`coalesce((SELECT max(id) FROM (${chunk})), ${campaign.lastSubscriberId})`;
  const [inserted, [moved]] = await db.batch([
    insert.onConflictDoNothing({ target: emailOutbox.dedupeKey }),
    db
      .update(newsletterCampaign)
      .set({ queuedThroughSubscriberId: through })
      .where(
        and(
          eq(newsletterCampaign.id, campaign.id),
          eq(newsletterCampaign.queuedThroughSubscriberId, campaign.queuedThroughSubscriberId),
        ),
      )
      .returning(),
  ]);
  if (moved && moved.queuedThroughSubscriberId >= moved.lastSubscriberId) {
    // Every recipient is queued: the count becomes the real one (some left or were suppressed since).
    const [queued] = await db
      .select({ value: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.campaignId, campaign.id));
    await db
      .update(newsletterCampaign)
      .set({ queuedAt: new Date(now), recipientCount: queued?.value ?? 0 })
      .where(eq(newsletterCampaign.id, campaign.id));
  }
  return moved ? inserted.meta.changes : 0;
}

/**
 * Queues recipients of campaigns being sent (not paused, cancelled or finished) and still being
 * queued, oldest first, at most `limit` per call. Overlapping runs are safe: a chunk only moves
 * the cursor from where it found it.
 */
export async function expandCampaigns(db: Database, { limit = EXPANSION_PER_RUN, now = Date.now() } = {}) {
  let queued = 0;
  let chunks = 0;
  while (queued < limit && chunks < Math.ceil(limit / CHUNK) + 2) {
    const [campaign] = await db
      .select()
      .from(newsletterCampaign)
      .where(and(eq(newsletterCampaign.status, "sending"), isNull(newsletterCampaign.queuedAt)))
      .orderBy(asc(newsletterCampaign.id))
      .limit(1);
    if (!campaign) break;
    queued += await queueChunk(db, campaign, Math.min(CHUNK, limit - queued), now);
    chunks++;
  }
  return { queued };
}
