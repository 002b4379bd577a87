import type {
  CountedPage,
  NewsletterImportResult,
  NewsletterSent,
  NewsletterTestSent,
  Subscriber,
  SuppressionLifted,
} from "@schema/api";
import type { SubscriberStatus } from "@schema/constants";
import type { NewsletterCampaignInput, NewsletterImportInput, NewsletterTestInput } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { activityKey, campaignsKey, outboxKey, subscribersKey } from "./keys";
import { pagedList } from "./list";

const POLL_WHILE_SENDING_MS = 3000;

/** Subscribers, newest first unless sorted otherwise, with counts by status. */
export const adminSubscribers = pagedList<CountedPage<Subscriber, SubscriberStatus>>(
  "/api/admin/newsletter",
  subscribersKey,
);

/**
 * The sent newsletters and their delivery. Progress moves on its own while emails go out, so this
 * read alone polls, and stops once nothing is queued.
 */
export const campaignsQuery = () =>
  queryOptions({
    queryKey: campaignsKey,
    queryFn: () => apiGet("/api/admin/newsletter/campaigns"),
    refetchInterval: (query) => (query.state.data?.some((c) => c.queued > 0) ? POLL_WHILE_SENDING_MS : false),
  });

/** Sends the issue to every active subscriber. */
export const sendNewsletter = (issue: NewsletterCampaignInput) =>
  apiSend<NewsletterSent>("POST", "/api/admin/newsletter/send", issue);

/** A sent issue adds a campaign and queues its emails. */
export const NEWSLETTER_SEND_CHANGES = [campaignsKey, outboxKey] as const;

/** Sends each filled language version to the signed-in admin. */
export const sendTestNewsletter = (issue: NewsletterTestInput) =>
  apiSend<NewsletterTestSent>("POST", "/api/admin/newsletter/test", issue);

export const NEWSLETTER_TEST_CHANGES = [outboxKey] as const;

/** Lets emails reach a bounced or complaining subscriber's address again. */
export const allowSubscriberEmail = (id: number) =>
  apiSend<SuppressionLifted>("POST", `/api/admin/newsletter/subscribers/${id}/allow`);

/** The subscriber's status and the counts move; the audit log gains an entry. */
export const ALLOW_EMAIL_CHANGES = [subscribersKey, activityKey] as const;

/** Imports subscribers from a CSV's text; a dry run only counts its rows. */
export const importSubscribers = (input: NewsletterImportInput) =>
  apiSend<NewsletterImportResult>("POST", "/api/admin/newsletter/subscribers/import", input);

/** Imported subscribers join the list, their confirmations the outbox; the audit log gains an entry. */
export const IMPORT_SUBSCRIBERS_CHANGES = [subscribersKey, outboxKey, activityKey] as const;
