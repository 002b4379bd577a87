/**
 * A campaign's report: what its emails became, per reader's language and in all, and how many
 * left per hour on Tunis's clock. Counted from the outbox (queued, sent, failed) and from what
 * readers did afterwards (events.ts: unsubscribed, bounced, complained); nothing tracks a reader,
 * so there are no opens or clicks.
 */
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import type { CampaignReportCounts } from "../../schema/api";
import { LOCALES, type Locale } from "../../schema/constants";
import { emailOutbox, newsletterCampaign, newsletterCampaignEvent, newsletterSubscriber } from "../../schema/tables";
import type { Database } from "../db";
import { campaignSummary } from "./campaign";
import { recipientsOf } from "./expand";
import { campaignLocales } from "./issue";

const TUNIS_OFFSET_MS = 60 * 60 * 1000;

const noCounts = (): CampaignReportCounts => ({
  queued: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  complained: 0,
  unsubscribed: 0,
});

/** The report of one campaign (a `CampaignReport` once JSON), or null when there is no such campaign. */
export async function campaignReport(db: Database, id: number) {
  const [campaign] = await db.select().from(newsletterCampaign).where(eq(newsletterCampaign.id, id));
  if (!campaign) return null;
  const hour = sql<string>`strftime('%Y-%m-%dT%H:00', (${emailOutbox.sentAt} + ${TUNIS_OFFSET_MS}) / 1000, 'unixepoch')`;
  const stillQueuing = (campaign.status === "sending" || campaign.status === "paused") && !campaign.queuedAt;
  const [statuses, events, timeline, notQueued] = await db.batch([
    db
      .select({ locale: emailOutbox.locale, status: emailOutbox.status, count: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.campaignId, id))
      .groupBy(emailOutbox.locale, emailOutbox.status),
    db
      .select({ locale: newsletterCampaignEvent.locale, event: newsletterCampaignEvent.event, count: count() })
      .from(newsletterCampaignEvent)
      .where(eq(newsletterCampaignEvent.campaignId, id))
      .groupBy(newsletterCampaignEvent.locale, newsletterCampaignEvent.event),
    db
      .select({ hour, sent: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.campaignId, id), eq(emailOutbox.status, "sent"), isNotNull(emailOutbox.sentAt)))
      .groupBy(hour)
      .orderBy(hour),
    // Those the cron has yet to queue, by their language: the audience past the cursor, as it is now.
    db
      .select({ locale: newsletterSubscriber.locale, count: count() })
      .from(newsletterSubscriber)
      .where(stillQueuing ? recipientsOf(campaign) : sql`0`)
      .groupBy(newsletterSubscriber.locale),
  ]);
  const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, noCounts()])) as Record<
    Locale,
    CampaignReportCounts
  >;
  for (const row of statuses) {
    const counts = byLocale[row.locale];
    if (row.status === "pending" || row.status === "sending") counts.queued += row.count;
    else if (row.status === "sent") counts.sent += row.count;
    else if (row.status === "dead") counts.failed += row.count;
  }
  for (const row of events) byLocale[row.locale][row.event] += row.count;
  // Queued in the language they will be sent in: theirs where the campaign has it, else English.
  const written = campaignLocales(campaign);
  for (const row of notQueued) byLocale[written.includes(row.locale) ? row.locale : "en"].queued += row.count;
  const total = noCounts();
  for (const counts of Object.values(byLocale))
    for (const key of Object.keys(total) as (keyof CampaignReportCounts)[]) total[key] += counts[key];
  return { campaign: await campaignSummary(db, campaign), total, byLocale, timeline };
}
