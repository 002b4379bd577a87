import { desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Locale } from "../../schema/constants";
import type { NewsletterCampaignInput } from "../../schema/inputs";
import { emailOutbox, newsletterCampaign, newsletterSubscriber } from "../../schema/tables";
import type { Database } from "../db";
import { publicUrl } from "../email/layout";
import type { EmailMessage } from "../email/message";
import { queueEmails } from "../email/outbox";
import { newsletterIssueEmail } from "../email/templates/newsletter";
import { tokenDigest } from "../secret-token";
import { UNSUBSCRIBED_BEFORE_SENDING } from "./links";
import { unsubscribeToken } from "./tokens";

/** Statements per D1 batch when queueing a campaign. */
const STATEMENTS_PER_BATCH = 50;

/** The subject and body in a language, falling back to English when that language was left empty. */
export function issueIn(
  input: NewsletterCampaignInput,
  locale: Locale,
): { locale: Locale; subject: string; body: string } {
  const localized = {
    en: { subject: input.subjectEn, body: input.bodyEn },
    fr: { subject: input.subjectFr, body: input.bodyFr },
    ar: { subject: input.subjectAr, body: input.bodyAr },
  }[locale];
  if (localized.subject && localized.body) return { locale, subject: localized.subject, body: localized.body };
  return { locale: "en", subject: input.subjectEn, body: input.bodyEn };
}

interface CampaignContext {
  db: Database;
  baseUrl: string;
  secret: string;
}

/** A newsletter email with its RFC 8058 one-click headers and an unsubscribe link in the footer. */
async function issueEmail(
  input: NewsletterCampaignInput,
  subscriber: { email: string; locale: Locale; consentAt: Date },
  context: CampaignContext,
): Promise<Omit<EmailMessage, "kind" | "dedupeKey">> {
  const issue = issueIn(input, subscriber.locale);
  const token = await unsubscribeToken(context.secret, subscriber.email, subscriber.consentAt);
  const oneClick = publicUrl(context.baseUrl, `/api/newsletter/one-click/${token}`);
  const rendered = newsletterIssueEmail({
    ...issue,
    unsubscribeUrl: publicUrl(context.baseUrl, `/unsubscribe-newsletter/${token}`),
  });
  return {
    to: subscriber.email,
    locale: issue.locale,
    ...rendered,
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Records the campaign and queues one email per active subscriber, in their language, in chunked
 * batches under D1's limits. The dedupe key is the issue's content and the subscriber: sending the
 * same newsletter again (a retry after a failure half-way, a second click) queues only the emails
 * still missing, never a second copy.
 */
export async function sendCampaign(input: NewsletterCampaignInput, adminUserId: number, context: CampaignContext) {
  const { db } = context;
  const recipients = await db
    .select({
      id: newsletterSubscriber.id,
      email: newsletterSubscriber.email,
      locale: newsletterSubscriber.locale,
      consentAt: newsletterSubscriber.consentAt,
    })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.isActive, true));

  const [campaign] = await db
    .insert(newsletterCampaign)
    .values({ ...input, recipientCount: recipients.length, sentByAdminUserId: adminUserId })
    .returning();
  const campaignId = campaign!.id;
  const issueDigest = tokenDigest(
    JSON.stringify([input.subjectEn, input.bodyEn, input.subjectFr, input.bodyFr, input.subjectAr, input.bodyAr]),
  );

  const messages: EmailMessage[] = [];
  for (const subscriber of recipients) {
    messages.push({
      ...(await issueEmail(input, subscriber, context)),
      kind: "newsletter_issue",
      campaignId,
      dedupeKey: `newsletter_issue:${issueDigest}:${subscriber.id}`,
    });
  }
  const inserts = queueEmails(db, messages);
  for (let i = 0; i < inserts.length; i += STATEMENTS_PER_BATCH) {
    const [first, ...rest] = inserts.slice(i, i + STATEMENTS_PER_BATCH);
    if (first) await db.batch([first, ...rest]);
  }
  return { campaignId, recipients: recipients.length };
}

/** A test send: every filled language version to one address, subjects marked [Test]. */
export async function sendTestIssue(input: NewsletterCampaignInput, to: string, context: CampaignContext) {
  const locales = (["en", "fr", "ar"] as const).filter((locale) => issueIn(input, locale).locale === locale);
  const stamp = crypto.randomUUID();
  const messages: EmailMessage[] = [];
  for (const locale of locales) {
    const email = await issueEmail(input, { email: to, locale, consentAt: new Date(0) }, context);
    messages.push({
      ...email,
      subject: `[Test] ${email.subject}`,
      kind: "newsletter_test",
      dedupeKey: `newsletter_test:${stamp}:${locale}`,
    });
  }
  const [first, ...rest] = queueEmails(context.db, messages);
  if (first) await context.db.batch([first, ...rest]);
  return { sent: messages.length, locales };
}

/** Campaigns, newest first, with their delivery progress from the outbox. */
export async function campaignProgress(db: Database) {
  const campaigns = await db.select().from(newsletterCampaign).orderBy(desc(newsletterCampaign.createdAt)).limit(20);
  // Issues cancelled because their reader unsubscribed are not failures: they are counted apart.
  const unsubscribed = sql<number>`${emailOutbox.status} = 'dead' and ${emailOutbox.lastError} = ${UNSUBSCRIBED_BEFORE_SENDING}`;
  const counts = await db
    .select({
      campaignId: emailOutbox.campaignId,
      status: emailOutbox.status,
      unsubscribed,
      count: sql<number>`count(*)`,
    })
    .from(emailOutbox)
    .where(isNotNull(emailOutbox.campaignId))
    .groupBy(emailOutbox.campaignId, emailOutbox.status, unsubscribed);
  return campaigns.map((campaign) => {
    const mine = counts.filter((row) => row.campaignId === campaign.id);
    const count = (...statuses: string[]) =>
      mine.filter((row) => statuses.includes(row.status) && !row.unsubscribed).reduce((sum, row) => sum + row.count, 0);
    return {
      id: campaign.id,
      subject: campaign.subjectEn,
      createdAt: campaign.createdAt,
      recipients: campaign.recipientCount,
      queued: count("pending", "sending"),
      sent: count("sent"),
      failed: count("dead"),
      unsubscribed: mine.filter((row) => row.unsubscribed).reduce((sum, row) => sum + row.count, 0),
    };
  });
}
