import type {
  Campaign,
  CampaignAudienceSize,
  CountedPage,
  NewsletterImportResult,
  NewsletterPreview,
  NewsletterTestSent,
  Subscriber,
  SuppressionLifted,
} from "@schema/api";
import type { Locale, SubscriberStatus } from "@schema/constants";
import type {
  CampaignAudience,
  NewsletterDraftInput,
  NewsletterImportInput,
  NewsletterTestInput,
} from "@schema/inputs";
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

/** A campaign that has started and is not finished: its counts move on their own. */
const inProgress = (status: Campaign["status"]) => status === "sending";
/** A scheduled campaign is started by the cron: its page follows, less often than a sending one. */
const POLL_WHILE_SCHEDULED_MS = 10_000;
const pollOf = (status: Campaign["status"]) =>
  inProgress(status) ? POLL_WHILE_SENDING_MS : status === "scheduled" ? POLL_WHILE_SCHEDULED_MS : false;

export { campaignsKey };

/**
 * The campaigns, newest first, drafts included. Progress moves on its own while emails go out
 * and the cron starts scheduled ones, so this read polls, and stops once nothing is under way.
 */
export const campaignsQuery = () =>
  queryOptions({
    queryKey: campaignsKey,
    queryFn: () => apiGet("/api/admin/newsletter/campaigns"),
    refetchInterval: (query) => {
      const polls = (query.state.data ?? []).flatMap((c) => {
        const poll = c.queued > 0 ? POLL_WHILE_SENDING_MS : pollOf(c.status);
        return poll ? [poll] : [];
      });
      return polls.length > 0 ? Math.min(...polls) : false;
    },
  });

/** One campaign, to edit or to follow while it sends (`GET /api/admin/newsletter/campaigns/{id}`). */
export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: [...campaignsKey, id],
    queryFn: () => apiGet(`/api/admin/newsletter/campaigns/${id}`),
    refetchInterval: (query) => (query.state.data ? pollOf(query.state.data.status) : false),
  });

const REPORT_POLL_MS = 10_000;

/** What a started campaign did, per language and per hour; read again every 10 s while it sends. */
export const campaignReportQuery = (id: number) =>
  queryOptions({
    queryKey: [...campaignsKey, id, "report"],
    queryFn: () => apiGet(`/api/admin/newsletter/campaigns/${id}/report`),
    refetchInterval: (query) =>
      query.state.data && inProgress(query.state.data.campaign.status) ? REPORT_POLL_MS : false,
  });

const campaignPath = (id: number) => `/api/admin/newsletter/campaigns/${id}`;

/** A new, empty draft. */
export const createCampaign = (draft: Partial<NewsletterDraftInput> = {}) =>
  apiSend<Campaign>("POST", "/api/admin/newsletter/campaigns", draft);

/** Saves a draft as it stands (refused with 409 once it has started). */
export const saveCampaign = (id: number, draft: NewsletterDraftInput) =>
  apiSend<Campaign>("PUT", campaignPath(id), draft);

/** Deletes a draft. */
export const deleteCampaign = (id: number) => apiSend<undefined>("DELETE", campaignPath(id));

/** A new draft with the campaign's content and audience. */
export const duplicateCampaign = (id: number) => apiSend<Campaign>("POST", `${campaignPath(id)}/duplicate`);

/** A move in a campaign's life: start now, stop the schedule, pause, resume or cancel. */
export type CampaignMove = "start" | "unschedule" | "pause" | "resume" | "cancel";

export const moveCampaign = (id: number, move: CampaignMove) =>
  apiSend<Campaign>("POST", `${campaignPath(id)}/${move}`);

/** Starts the campaign at `at`, a minute on Tunis's clock ("YYYY-MM-DDTHH:MM"). */
export const scheduleCampaign = (id: number, at: string) =>
  apiSend<Campaign>("POST", `${campaignPath(id)}/schedule`, { at });

/** A campaign's moves change the list, the campaign, and the outbox once emails are queued. */
export const CAMPAIGN_CHANGES = [campaignsKey, outboxKey] as const;

/** How many subscribers the audience holds now. */
export const audienceSize = (audience: CampaignAudience | null) =>
  apiSend<CampaignAudienceSize>("POST", "/api/admin/newsletter/audience", { audience });

/** The email as a reader of `locale` gets it, from the content as it is typed. */
export const previewNewsletter = (content: Omit<NewsletterDraftInput, "audience">, locale: Locale) =>
  apiSend<NewsletterPreview>("POST", "/api/admin/newsletter/preview", { ...content, locale });

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
