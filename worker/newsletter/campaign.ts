import { desc, eq, inArray, sql } from "drizzle-orm";
import type { CampaignDelivery } from "../../schema/api";
import type { NewsletterTestInput } from "../../schema/inputs";
import { emailOutbox, newsletterCampaign } from "../../schema/tables";
import type { Database } from "../db";
import type { EmailMessage } from "../email/message";
import { queueEmails } from "../email/outbox";
import { campaignLocales, type IssueContext, issueEmail, UNSUBSCRIBED_BEFORE_SENDING } from "./issue";

/** A test send: every filled language version to one address, subjects marked [Test]. */
/**
 * A test of the campaign to `input.to` (or the admin's own address), in `input.locale` or in each
 * language it is written in: the real layout and footer, "[Test]" before the subject.
 */
export async function sendTestIssue(input: NewsletterTestInput, admin: string, db: Database, context: IssueContext) {
  const locales = input.locale ? [input.locale] : campaignLocales(input);
  const to = input.to?.length ? [...new Set(input.to)] : [admin];
  const stamp = crypto.randomUUID();
  const messages: EmailMessage[] = [];
  for (const address of to) {
    for (const locale of locales) {
      const email = await issueEmail(input, { email: address, locale, testSend: true }, context);
      messages.push({
        ...email,
        subject: `[Test] ${email.subject}`,
        kind: "newsletter_test",
        dedupeKey: `newsletter_test:${stamp}:${address}:${locale}`,
      });
    }
  }
  const [first, ...rest] = queueEmails(db, messages);
  if (first) await db.batch([first, ...rest]);
  return { sent: messages.length, locales, to };
}

type CampaignRow = typeof newsletterCampaign.$inferSelect;

/** The campaigns the Newsletter page lists, newest first. */
const LISTED = 100;
/** Campaign ids per counting query, under D1's 100 bound parameters. */
const IDS_PER_QUERY = 90;

/**
 * Delivery so far of these campaigns, from the outbox. While a campaign is sending (or paused)
 * and its recipients are still being queued, those not queued yet count as queued, so the totals
 * add up to its recipients. Issues not sent on purpose (the reader unsubscribed, or the address
 * was suppressed, or the campaign was cancelled) are counted apart from failures.
 */
async function deliveries(
  db: Database,
  campaigns: Pick<CampaignRow, "id" | "status" | "recipientCount" | "queuedAt" | "startedAt">[],
): Promise<Map<number, CampaignDelivery>> {
  // Drafts and scheduled campaigns have no email yet.
  const ids = campaigns.filter((c) => c.startedAt).map((c) => c.id);
  const note = sql<string | null>`case when ${emailOutbox.status} = 'suppressed' then ${emailOutbox.lastError} end`;
  const queries = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY)
    queries.push(
      db
        .select({ campaignId: emailOutbox.campaignId, status: emailOutbox.status, note, count: sql<number>`count(*)` })
        .from(emailOutbox)
        .where(inArray(emailOutbox.campaignId, ids.slice(i, i + IDS_PER_QUERY)))
        .groupBy(emailOutbox.campaignId, emailOutbox.status, note),
    );
  const [first, ...rest] = queries;
  const counts = first ? (await db.batch([first, ...rest])).flat() : [];
  return new Map(
    campaigns.map((campaign) => {
      const mine = counts.filter((row) => row.campaignId === campaign.id);
      const sum = (rows: typeof mine) => rows.reduce((total, row) => total + row.count, 0);
      const ofStatus = (...statuses: string[]) => sum(mine.filter((row) => statuses.includes(row.status)));
      const unsubscribed = sum(mine.filter((row) => row.note === UNSUBSCRIBED_BEFORE_SENDING));
      const stillQueuing = (campaign.status === "sending" || campaign.status === "paused") && !campaign.queuedAt;
      const notQueuedYet = stillQueuing ? Math.max(0, campaign.recipientCount - sum(mine)) : 0;
      return [
        campaign.id,
        {
          recipients: campaign.recipientCount,
          queued: ofStatus("pending", "sending") + notQueuedYet,
          sent: ofStatus("sent"),
          failed: ofStatus("dead"),
          unsubscribed,
          suppressed: ofStatus("suppressed") - unsubscribed,
        },
      ];
    }),
  );
}

const summaryColumns = {
  id: newsletterCampaign.id,
  status: newsletterCampaign.status,
  subjectEn: newsletterCampaign.subjectEn,
  createdAt: newsletterCampaign.createdAt,
  updatedAt: newsletterCampaign.updatedAt,
  scheduledAt: newsletterCampaign.scheduledAt,
  startedAt: newsletterCampaign.startedAt,
  finishedAt: newsletterCampaign.finishedAt,
  recipientCount: newsletterCampaign.recipientCount,
  queuedAt: newsletterCampaign.queuedAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: CampaignRow[K] };

/** A campaign as the Newsletter page lists it: its state, its dates and its delivery so far. */
const summaryOf = (campaign: SummaryRow, delivery: CampaignDelivery) => ({
  id: campaign.id,
  status: campaign.status,
  subject: campaign.subjectEn,
  createdAt: campaign.createdAt,
  updatedAt: campaign.updatedAt,
  scheduledAt: campaign.scheduledAt,
  startedAt: campaign.startedAt,
  finishedAt: campaign.finishedAt,
  ...delivery,
});

/** The campaigns, newest first, with their delivery so far (no content: the list shows subjects). */
export async function campaignSummaries(db: Database) {
  const campaigns = await db
    .select(summaryColumns)
    .from(newsletterCampaign)
    .orderBy(desc(newsletterCampaign.createdAt), desc(newsletterCampaign.id))
    .limit(LISTED);
  const delivery = await deliveries(db, campaigns);
  return campaigns.map((campaign) => summaryOf(campaign, delivery.get(campaign.id)!));
}

/** One campaign's summary (its report's heading). */
export async function campaignSummary(db: Database, campaign: CampaignRow) {
  return summaryOf(campaign, (await deliveries(db, [campaign])).get(campaign.id)!);
}

/** One campaign with its content, audience and delivery so far; undefined if there is none. */
export async function campaignDetail(db: Database, id: number) {
  const [campaign] = await db.select().from(newsletterCampaign).where(eq(newsletterCampaign.id, id));
  if (!campaign) return undefined;
  return {
    ...(await campaignSummary(db, campaign)),
    subjectEn: campaign.subjectEn,
    bodyEn: campaign.bodyEn,
    subjectFr: campaign.subjectFr,
    bodyFr: campaign.bodyFr,
    subjectAr: campaign.subjectAr,
    bodyAr: campaign.bodyAr,
    audience: campaign.audience ?? null,
  };
}
