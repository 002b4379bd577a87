/**
 * What each GET of the API answers, by path (the query string aside): the one place the SPA's
 * reads take their types from (web/lib/api.ts's apiGet), and the Worker's routes check what they
 * send against (worker/http/answer.ts). A new read is one more line here.
 */

import type {
  AccountAnswer,
  ActivityPage,
  AdminAccountRow,
  AdminCounts,
  AuthUser,
  Cafe,
  CalendarOccurrence,
  Campaign,
  CampaignReport,
  CampaignSummary,
  CountedPage,
  Dashboard,
  FaqEntry,
  LanguageSession,
  LeadDetail,
  LeadRow,
  OutboxEmail,
  OutboxItem,
  Page,
  PeopleFound,
  PersonData,
  PricingPlan,
  PublicSession,
  PublicSite,
  SeatToOffer,
  SeoSettingsAnswer,
  SessionName,
  SessionOccurrence,
  SessionRequestRow,
  SessionRoster,
  SiteSettingsAnswer,
  Subscriber,
  TrialSession,
} from "./api";
import type { EmailStatus, LeadStatus, SessionRequestStatus, SubscriberStatus } from "./constants";
import type { LeadReplyTemplates } from "./inputs";

export interface ApiAnswers {
  "/api/pricing": PricingPlan[];
  "/api/faqs": FaqEntry[];
  "/api/sessions": PublicSession[];
  "/api/site": PublicSite;
  "/api/seo": SeoSettingsAnswer;
  "/api/auth/user": AuthUser;
  "/api/admin/account": AccountAnswer;
  "/api/admin/activity": ActivityPage;
  "/api/admin/admins": AdminAccountRow[];
  "/api/admin/counts": AdminCounts;
  "/api/admin/dashboard": Dashboard;
  "/api/admin/cafes": Page<Cafe>;
  [cafe: `/api/admin/cafes/${number}`]: Cafe;
  "/api/admin/faqs": FaqEntry[];
  "/api/admin/leads": CountedPage<LeadRow, LeadStatus>;
  [lead: `/api/admin/leads/${number}`]: LeadDetail;
  [sessions: `/api/admin/leads/${number}/trial-sessions`]: TrialSession[];
  "/api/admin/newsletter": CountedPage<Subscriber, SubscriberStatus>;
  "/api/admin/newsletter/campaigns": CampaignSummary[];
  [campaign: `/api/admin/newsletter/campaigns/${number}`]: Campaign;
  [report: `/api/admin/newsletter/campaigns/${number}/report`]: CampaignReport;
  "/api/admin/outbox": CountedPage<OutboxItem, EmailStatus>;
  [email: `/api/admin/outbox/${number}`]: OutboxEmail;
  "/api/admin/people": PersonData;
  "/api/admin/people/search": PeopleFound;
  "/api/admin/pricing": PricingPlan[];
  "/api/admin/session-requests": CountedPage<SessionRequestRow, SessionRequestStatus>;
  "/api/admin/sessions": Page<LanguageSession>;
  "/api/admin/sessions/names": SessionName[];
  "/api/admin/sessions/seats-to-offer": SeatToOffer[];
  [occurrences: `/api/admin/sessions/${number}/occurrences`]: SessionOccurrence[];
  [roster: `/api/admin/sessions/${number}/roster`]: SessionRoster;
  "/api/admin/calendar": CalendarOccurrence[];
  "/api/admin/site": SiteSettingsAnswer;
  "/api/admin/site/reply-templates": LeadReplyTemplates;
}

export type ApiGetPath = keyof ApiAnswers;

/** The paths whose answer is an `A`: for helpers that read any list of one kind of row. */
export type PathAnswering<A> = { [P in ApiGetPath]: ApiAnswers[P] extends A ? P : never }[ApiGetPath];
