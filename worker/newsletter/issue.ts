/**
 * One newsletter issue as a reader receives it, rendered when it is sent: from the stored
 * campaign, in the reader's language (English where the campaign has none of theirs), with an
 * unsubscribe link in the footer and RFC 8058 one-click headers. Nothing of it is stored per
 * recipient: the outbox row only says who and which campaign.
 */
import { eq, inArray } from "drizzle-orm";
import { type Locale, TEST_SEND_UNSUBSCRIBE_TOKEN } from "../../schema/constants";
import type { NewsletterCampaignInput } from "../../schema/inputs";
import { newsletterCampaign, newsletterSubscriber } from "../../schema/tables";
import type { Database } from "../db";
import { publicUrl } from "../email/layout";
import { pageLinkIn } from "../email/links";
import { campaignHeaders } from "../email/standard-headers";
import { newsletterIssueEmail } from "../email/templates/newsletter";
import type { OutgoingEmail, Sender } from "../email/transports/types";
import type { Env } from "../env";
import { type UnsubscribeSubject, unsubscribeToken } from "./tokens";

export const NEWSLETTER_ISSUE = "newsletter_issue";

export const UNSUBSCRIBED_BEFORE_SENDING = "Not sent: the recipient unsubscribed before it went out.";

type CampaignContent = Pick<
  NewsletterCampaignInput,
  "subjectEn" | "bodyEn" | "subjectFr" | "bodyFr" | "subjectAr" | "bodyAr"
>;

/** The subject and body in a language, falling back to English when that language was left empty. */
function issueIn(content: CampaignContent, locale: Locale): { locale: Locale; subject: string; body: string } {
  const localized = {
    en: { subject: content.subjectEn, body: content.bodyEn },
    fr: { subject: content.subjectFr, body: content.bodyFr },
    ar: { subject: content.subjectAr, body: content.bodyAr },
  }[locale];
  if (localized.subject && localized.body) return { locale, subject: localized.subject, body: localized.body };
  return { locale: "en", subject: content.subjectEn, body: content.bodyEn };
}

/** The languages a campaign is written in (English always). */
export function campaignLocales(content: CampaignContent): Locale[] {
  return (["en", "fr", "ar"] as const).filter((locale) => issueIn(content, locale).locale === locale);
}

export interface IssueContext {
  baseUrl: string;
  secret: string;
  sender: Sender;
}

export function issueContextOf(env: Env): IssueContext {
  return {
    baseUrl: env.PUBLIC_BASE_URL,
    secret: env.NEWSLETTER_TOKEN_SECRET,
    sender: { email: env.EMAIL_FROM, name: env.EMAIL_FROM_NAME },
  };
}

/**
 * Who an issue goes to: a subscriber, or the admin of a test send, who is no subscriber and gets
 * the token the unsubscribe page knows as a test's.
 */
export type IssueReader = { email: string; locale: Locale } & (UnsubscribeSubject | { testSend: true });

/** A newsletter email for one reader; `id` is its campaign's (none for a test send). */
export async function issueEmail(
  content: CampaignContent & { id?: number },
  reader: IssueReader,
  context: IssueContext,
): Promise<OutgoingEmail & { locale: Locale }> {
  const issue = issueIn(content, reader.locale);
  const token = "testSend" in reader ? TEST_SEND_UNSUBSCRIBE_TOKEN : await unsubscribeToken(context.secret, reader);
  // RFC 8058: mail clients POST it, so it names no language; a GET of it is sent on to the page.
  const oneClick = publicUrl(context.baseUrl, `/api/newsletter/one-click/${token}`);
  const rendered = newsletterIssueEmail({
    ...issue,
    // The reader's own language, even when this issue falls back to English: the site speaks all three.
    unsubscribeUrl: pageLinkIn(reader.locale, context.baseUrl, `/unsubscribe-newsletter/${token}`),
  });
  return {
    to: reader.email,
    locale: issue.locale,
    ...rendered,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      ...campaignHeaders(content.id, context.sender),
    },
  };
}

/** An outbox row of a campaign whose email is rendered when it is sent. */
export interface QueuedIssue {
  id: number;
  recipient: string;
  locale: Locale;
  campaignId: number | null;
}

export type RenderedIssue = { email: OutgoingEmail } | { withheld: string };

/** Campaigns read in one drain run, by id (null: no such campaign). */
export type CampaignCache = Map<number, CampaignContent | null>;

/**
 * Renders a claim's newsletter issues, with one query for their readers and one per campaign not
 * yet seen in this run (`campaigns` is the run's cache). A reader who is no longer an active
 * subscriber gets nothing: they unsubscribed after the row was queued.
 */
export async function renderQueuedIssues(
  db: Database,
  rows: QueuedIssue[],
  context: IssueContext,
  campaigns: CampaignCache,
): Promise<Map<number, RenderedIssue>> {
  const rendered = new Map<number, RenderedIssue>();
  if (rows.length === 0) return rendered;
  for (const campaignId of new Set(rows.map((row) => row.campaignId ?? 0))) {
    if (campaigns.has(campaignId)) continue;
    const [campaign] = await db.select().from(newsletterCampaign).where(eq(newsletterCampaign.id, campaignId));
    campaigns.set(campaignId, campaign ?? null);
  }
  const readers = await db
    .select({
      id: newsletterSubscriber.id,
      email: newsletterSubscriber.email,
      locale: newsletterSubscriber.locale,
      isActive: newsletterSubscriber.isActive,
      consentAt: newsletterSubscriber.consentAt,
    })
    .from(newsletterSubscriber)
    .where(
      inArray(
        newsletterSubscriber.email,
        rows.map((row) => row.recipient),
      ),
    );
  const byEmail = new Map(readers.map((reader) => [reader.email, reader]));
  for (const row of rows) {
    const campaign = campaigns.get(row.campaignId ?? 0);
    const reader = byEmail.get(row.recipient);
    if (!campaign) {
      rendered.set(row.id, { withheld: "Not sent: its newsletter no longer exists." });
    } else if (!reader?.isActive) {
      rendered.set(row.id, { withheld: UNSUBSCRIBED_BEFORE_SENDING });
    } else {
      const email = await issueEmail(
        campaign,
        // The reader's language, not the row's (English where the campaign has none of theirs): the
        // issue falls back alike, and its links open the site in their language.
        { id: reader.id, email: row.recipient, locale: reader.locale, consentAt: reader.consentAt },
        context,
      );
      rendered.set(row.id, { email });
    }
  }
  return rendered;
}
