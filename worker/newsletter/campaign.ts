import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { NewsletterCampaignInput, NewsletterTestInput } from "../../schema/inputs";
import { emailOutbox, newsletterCampaign } from "../../schema/tables";
import { type Actor, auditEntryStatement } from "../audit/record";
import type { Database } from "../db";
import type { EmailMessage } from "../email/message";
import { queueEmails } from "../email/outbox";
import { tokenDigest } from "../secret-token";
import { audienceNow } from "./expand";
import { campaignLocales, type IssueContext, issueEmail, UNSUBSCRIBED_BEFORE_SENDING } from "./issue";

/**
 * Records a campaign, its content once per language, and answers at once: its recipients are
 * the active subscribers at this moment, queued by the cron in bounded chunks (expand.ts). The
 * same content is one campaign (a second click, a retry after a lost answer): it is answered
 * with the campaign already recorded, and nobody gets it twice.
 */
export async function sendCampaign(input: NewsletterCampaignInput, actor: Actor & { id: number }, db: Database) {
  const contentDigest = tokenDigest(
    JSON.stringify([input.subjectEn, input.bodyEn, input.subjectFr, input.bodyFr, input.subjectAr, input.bodyAr]),
  );
  const audience = await audienceNow(db);
  const [[created]] = await db.batch([
    db
      .insert(newsletterCampaign)
      .values({
        ...input,
        recipientCount: audience.count,
        lastSubscriberId: audience.lastSubscriberId,
        sentByAdminUserId: actor.id,
        contentDigest,
      })
      .onConflictDoNothing({ target: newsletterCampaign.contentDigest })
      .returning(),
    // A second click on the same content sends nothing, so it records nothing either.
    auditEntryStatement(db, {
      actor,
      action: "newsletter_sent",
      target: { type: "newsletter_campaign", id: sql`last_insert_rowid()` },
      // The campaign is the target; its subject, free text, stays out of the log.
      context: { recipients: audience.count },
      onlyIfChanged: true,
    }),
  ]);
  const campaign =
    created ??
    (await db.select().from(newsletterCampaign).where(eq(newsletterCampaign.contentDigest, contentDigest)))[0]!;
  return { campaignId: campaign.id, recipients: campaign.recipientCount };
}

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

/**
 * Campaigns, newest first, with their delivery progress from the outbox. While a campaign's
 * recipients are still being queued, those not queued yet count as queued, so the totals always
 * add up to its recipients. Issues not sent on purpose (the reader unsubscribed, or the address
 * was suppressed) are counted apart from failures.
 */
export async function campaignProgress(db: Database) {
  const campaigns = await db.select().from(newsletterCampaign).orderBy(desc(newsletterCampaign.createdAt)).limit(20);
  if (campaigns.length === 0) return [];
  const note = sql<string | null>`case when ${emailOutbox.status} = 'suppressed' then ${emailOutbox.lastError} end`;
  const counts = await db
    .select({ campaignId: emailOutbox.campaignId, status: emailOutbox.status, note, count: sql<number>`count(*)` })
    .from(emailOutbox)
    .where(
      and(
        inArray(
          emailOutbox.campaignId,
          campaigns.map((c) => c.id),
        ),
      ),
    )
    .groupBy(emailOutbox.campaignId, emailOutbox.status, note);
  return campaigns.map((campaign) => {
    const mine = counts.filter((row) => row.campaignId === campaign.id);
    const sum = (rows: typeof mine) => rows.reduce((total, row) => total + row.count, 0);
    const ofStatus = (...statuses: string[]) => sum(mine.filter((row) => statuses.includes(row.status)));
    const unsubscribed = sum(mine.filter((row) => row.note === UNSUBSCRIBED_BEFORE_SENDING));
    const notQueuedYet = campaign.queuedAt ? 0 : Math.max(0, campaign.recipientCount - sum(mine));
    return {
      id: campaign.id,
      subject: campaign.subjectEn,
      createdAt: campaign.createdAt,
      recipients: campaign.recipientCount,
      queued: ofStatus("pending", "sending") + notQueuedYet,
      sent: ofStatus("sent"),
      failed: ofStatus("dead"),
      unsubscribed,
      suppressed: ofStatus("suppressed") - unsubscribed,
    };
  });
}
