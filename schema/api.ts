/**
 * Shapes of API answers shared by the Worker and the SPA. A row (or part of one) is derived from
 * its table (schema/tables.ts) as JSON makes it, so a changed column changes the answer on both
 * sides; only computed shapes are written by hand. The Worker checks what it sends against these
 * (worker/http/answer.ts), the SPA reads them by path (schema/api-answers.ts).
 */

import type { Table } from "drizzle-orm";
import type { JSONParsed } from "hono/utils/types";
import type { AuditChanges } from "./audit";
import type { LeadStatus, LeadType, Locale, PlanType, SessionRequestStatus, SubscriberStatus } from "./constants";
import type { CampaignAudience, SeoSettingsInput, SiteSettingsInput } from "./inputs";
import type { ReplyLinks } from "./lead-reply";
import type { LocalStart, Occurrence } from "./occurrences";
import type { SiteStat, SocialNetwork } from "./site";
import type {
  adminPasskey,
  adminTotp,
  adminUser,
  auditEntry,
  authSession,
  cafe,
  emailOutbox,
  emailSuppression,
  faqEntry,
  languageSession,
  lead,
  leadNote,
  loginThrottle,
  newsletterCampaign,
  newsletterSubscriber,
  pricingPlan,
  sessionRequest,
} from "./tables";

/**
 * A value as it reads once sent as JSON: dates become ISO strings. Hono's own type for what
 * `c.json(value)` answers, so the Worker's answers and these types are compared like for like.
 */
export type Json<T> = JSONParsed<T>;

/** A table's row as the API answers it. */
type RowOf<T extends Table> = Json<T["$inferSelect"]>;

/** `Omit` that names only columns the row has, so a renamed column fails here too. */
type Without<T, K extends keyof T> = Omit<T, K>;

/** Every non-2xx JSON answer (docs/architecture.md#one-error-shape). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field path → message, for validation failures. */
    fields?: Record<string, string>;
  };
}

/**
 * A pricing plan as `GET /api/pricing` and `GET /api/admin/pricing` answer it. `features` are in
 * English; `featuresFr` and `featuresAr` translate them (empty: English is shown).
 */
export type PricingPlan = RowOf<typeof pricingPlan>;

/** A FAQ entry as the API answers it. `language` is the entry's locale (docs/product-rules.md#data). */
export type FaqEntry = RowOf<typeof faqEntry>;

/** A session as the back office stores it, without the free text only the conversion to dates reads. */
type SessionRow = Omit<RowOf<typeof languageSession>, "legacySchedule" | "legacyDuration">;

/** When a session next happens, as an ISO instant (schema/occurrences.ts); null when no occurrence is ahead. */
interface NextStart {
  nextStart: string | null;
}

/**
 * A published session as `GET /api/sessions` answers it: only published ones leave the server.
 * `title` and `description` are the English; the French and Arabic ones are null where not written.
 */
export type PublicSession = Pick<
  SessionRow,
  | "id"
  | "title"
  | "description"
  | "titleFr"
  | "titleAr"
  | "descriptionFr"
  | "descriptionAr"
  | "language"
  | "level"
  | "city"
  | "cafeId"
  | "cafeName"
  | "cafeAddress"
  | "durationMinutes"
  | "repeat"
  | "repeatDays"
  | "repeatUntil"
  | "maxParticipants"
> & {
  /** The first occurrence on Tunis's clock: a weekly series' time of day is its time. */
  startsAt: string;
  /**
   * Its next occurrences (up to three, skipped ones left out, moved ones where they were moved),
   * as ISO instants. A session with none ahead is not listed.
   */
  nextStarts: string[];
  isPublished: true;
  /** maxParticipants minus approved requests, never below 0. */
  spotsLeft: number;
};

/** A café as the back office sees it (`GET /api/admin/cafes`): every column, and how many sessions it holds. */
export type Cafe = RowOf<typeof cafe> & {
  /** Sessions held there, published or not (only in the list). */
  sessionCount?: number;
};

/** An active café as the public pages show it: no back-office dates. */
export type PublicCafe = Without<Cafe, "isActive" | "createdAt" | "updatedAt" | "sessionCount">;

/** A session as the back office sees it (`GET /api/admin/sessions`). */
export type LanguageSession = SessionRow & {
  /** Requests approved for this session (only in the list). */
  approvedCount?: number;
  /** Requests waiting for an answer (only in the list). */
  pendingCount?: number;
  /** Requests waiting for a seat to free (only in the list). */
  waitlistedCount?: number;
  /** Its next occurrence (only in the list). */
  nextStart?: string | null;
};

/** A session as a list to choose one from names it (`GET /api/admin/sessions/names`). */
export type SessionName = Pick<SessionRow, "id" | "title"> & NextStart;

/** What a request's row says of its session: which one, and its seats. */
type RequestSessionSummary = Pick<SessionRow, "id" | "title" | "cafeName" | "city" | "maxParticipants"> &
  NextStart & {
    approvedCount: number;
    waitlistedCount: number;
  };

/**
 * A session with a free seat and someone on its waitlist (`GET /api/admin/sessions/seats-to-offer`),
 * and the first in line: the one a seat offered approves, named before it is.
 */
export interface SeatToOffer {
  session: RequestSessionSummary;
  nextInLine: Pick<SessionRequest, "id" | "name" | "email" | "locale">;
}

/** What waits for the team (`GET /api/admin/counts`): the navigation's badges. */
export interface AdminCounts {
  /** Spot requests nobody answered yet. */
  pendingRequests: number;
  /** Emails that failed for good (the outbox's `dead`), to retry or fix. */
  failedEmails: number;
  /**
   * Sessions with a free seat and someone on the waitlist that an admin offers by hand (automatic
   * offers off): the cron offers the others' seats itself (worker/spots/offers.ts).
   */
  seatsToOffer: number;
  /** Spots people cancelled themselves, from their page, in the last 24 hours (always answered). */
  cancelledByPeople?: number;
  /** Leads still `new` 24 hours after they came in: nobody has answered them yet. */
  waitingLeads: number;
}

/** A spot a person cancelled from their page: who, which session, when. */
interface PersonCancellation {
  requestId: number;
  name: string;
  sessionId: number;
  sessionTitle: string;
  cancelledAt: string;
}

/** This week (the last 7 days) against the previous 7 days. */
export interface WeekOnWeek {
  thisWeek: number;
  previousWeek: number;
}

/** `GET /api/admin/dashboard`: how the business is doing this week, in one answer. */
export interface Dashboard {
  /** Where "this week" starts: 7 days before the answer. */
  since: string;
  leads: {
    thisWeek: Record<LeadType, number>;
    previousWeek: Record<LeadType, number>;
    /** Leads still `new` 24 hours after they came in, now. */
    waiting: number;
  };
  /** Requests waiting for an answer now; requests received this week and the previous one. */
  requests: WeekOnWeek & { pending: number };
  /**
   * Sessions occurring in the next 7 days and their seats (approved of capacity); the seats filled
   * in the past 7 days are the participants reminded of an occurrence then.
   */
  seats: { sessions: number; filled: number; capacity: number; previousWeekFilled: number };
  /** Confirmed subscribers now; confirmations this week and the previous one. */
  subscribers: WeekOnWeek & { confirmed: number };
  /** Emails failed for good: all of them now; queued this week and the previous one. */
  failedEmails: WeekOnWeek & { total: number };
  /** Spots people cancelled themselves this week: how many, and the latest (newest first). */
  cancelledByPeople: { thisWeek: number; latest: PersonCancellation[] };
  /** The last 12 weeks, oldest first: leads and newsletter confirmations of each. */
  weekly: { weekStart: string; leads: number; confirmations: number }[];
}

/** A request in the back office's list, with its session (`GET /api/admin/session-requests`). */
export type SessionRequestRow = SessionRequest & {
  session: RequestSessionSummary;
};

/**
 * A request for a spot (`GET /api/admin/session-requests`), without the person's calendar link and
 * its version, which only the Worker uses.
 */
export type SessionRequest = Without<
  RowOf<typeof sessionRequest>,
  "linkKey" | "legacyCalendarTokenHash" | "calendarSequence"
>;

/**
 * What became of one request of a bulk decision (`POST /api/admin/session-requests/bulk`): changed,
 * or refused and why (`session_full`, `already_set`, `not_found`), the others going ahead regardless.
 */
export type BulkDecisionResult =
  | { id: number; changed: true; request: SessionRequest }
  | { id: number; changed: false; error: { code: BulkRefusalCode; message: string } };
export type BulkRefusalCode = "session_full" | "already_set" | "not_found";

/** `POST /api/admin/session-requests/bulk`: each request's result, in the order of the ids sent. */
export interface BulkDecisionAnswer {
  results: BulkDecisionResult[];
}

/**
 * `POST /api/session-requests` (201). The same for a repeat of an open request of the address as
 * for a first one (nothing is stored then, and the owner is told by email): so no request id.
 */
export interface SessionRequestCreated {
  sessionId: number;
  /** `waitlisted` when the session was already full. */
  status: Extract<SessionRequestStatus, "pending" | "waitlisted">;
  message: string;
}

/** A lead as the back office sees it. */
export type Lead = RowOf<typeof lead>;

/** A lead in the Leads list (`GET /api/admin/leads`), with how many notes the team wrote about it. */
export type LeadRow = Lead & { noteCount: number };

/** A note about a lead, with who wrote it (their name, else email; null once that admin is removed). */
export type LeadNote = Pick<RowOf<typeof leadNote>, "id" | "body" | "createdAt"> & { author: string | null };

/**
 * A lead's own page (`GET /api/admin/leads/{id}`): the lead, the team's notes (newest first), the
 * statuses it may move to, the reply ready to send, and what else is stored under its address.
 */
export interface LeadDetail {
  lead: Lead;
  notes: LeadNote[];
  /** The moves its type allows from its status (schema/lead-pipeline.ts). */
  next: LeadStatus[];
  reply: ReplyLinks;
  /** The People page's data for the address (the lead itself among its leads). */
  person: Pick<PersonData, "leads" | "sessionRequests" | "newsletter">;
}

/** A published session with a free seat, to book a learner's free trial in (`GET /api/admin/leads/{id}/trial-sessions`). */
export type TrialSession = Pick<
  SessionRow,
  "id" | "title" | "language" | "level" | "city" | "cafeName" | "maxParticipants"
> &
  NextStart & { spotsLeft: number };

/** `POST /api/admin/leads/{id}/trial`: the approved spot request, and the lead now `trial_booked`. */
export interface TrialBooked {
  lead: Lead;
  request: SessionRequest;
}

/** One page of a paginated list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A page of a list whose rows have a status, with how many rows have each status under the other
 * filters (the status filter aside), so the counts stay whole while one status is shown.
 */
export interface CountedPage<T, S extends string> extends Page<T> {
  counts: Record<S, number>;
}

/** `POST /api/leads` answers 201 with the stored lead's id. */
export interface LeadCreated {
  id: number;
}

/** `GET /api/seo`: the single settings row, or `{}` before anything was saved. */
export type SeoSettingsAnswer = SeoSettingsInput & { updatedAt?: string };

/** An admin as the back office shows them. */
type AdminRow = RowOf<typeof adminUser>;

/**
 * `GET /api/auth/user` (401 when signed out). docs/product-rules.md#data: the SPA reads `claims.email` and
 * `claims.name`. Only the `admin` role may use the back office; other roles are "signed in, no access".
 */
export type AuthUser = Pick<AdminRow, "id" | "email" | "name" | "role" | "passwordMustChange"> & {
  claims: { email: string; name: string | null };
  /**
   * `set`: a passkey or an authenticator app is set up. `required`: this deployment requires one
   * (ADMIN_SECOND_FACTOR_REQUIRED); without it the back office answers only the account page.
   */
  secondFactor: { set: boolean; required: boolean };
};

/**
 * `POST /api/newsletter`: double opt-in, so success means "check your email". The same whether the
 * address is new, pending or subscribed: the owner is told which by email.
 */
export interface NewsletterSignupAnswer {
  success: true;
}

/** `POST /api/newsletter/confirm/{token}` and `…/unsubscribe/{token}` (the emailed links' buttons). */
export interface NewsletterLinkAnswer {
  success: boolean;
  /** In English; the SPA shows its own text in French and Arabic. */
  message?: string;
}

type SubscriberRow = RowOf<typeof newsletterSubscriber>;

/**
 * A newsletter subscriber (`GET /api/admin/newsletter`), without their tokens. `isActive` is false
 * until the address is confirmed, and again after unsubscribing.
 */
export type Subscriber = Pick<
  SubscriberRow,
  "id" | "email" | "name" | "locale" | "isActive" | "subscribedAt" | "confirmedAt" | "consentSource"
> & {
  /** Active or pending, unless the address bounced or complained (then it gets no newsletter). */
  status: SubscriberStatus;
};

/** Delivery so far of a campaign that started: counted from the outbox. */
export interface CampaignDelivery {
  /** Subscribers in its audience when it started (the real count once all are queued). */
  recipients: number;
  /** Waiting or being sent (those not queued yet included). */
  queued: number;
  sent: number;
  failed: number;
  /** Cancelled because the reader unsubscribed before the issue went out. */
  unsubscribed: number;
  /** Not sent because the address bounced or complained. */
  suppressed: number;
}

type CampaignRow = RowOf<typeof newsletterCampaign>;

/** A campaign in the Newsletter page's list (`GET /api/admin/newsletter/campaigns`, newest first). */
export type CampaignSummary = Pick<
  CampaignRow,
  "id" | "status" | "createdAt" | "updatedAt" | "scheduledAt" | "startedAt" | "finishedAt"
> &
  CampaignDelivery & {
    /** The English subject ("" in a draft not written yet). */
    subject: string;
  };

/** One campaign, to reopen and edit (`GET /api/admin/newsletter/campaigns/{id}`, and every write's answer). */
export type Campaign = CampaignSummary &
  Pick<CampaignRow, "subjectEn" | "bodyEn" | "subjectFr" | "bodyFr" | "subjectAr" | "bodyAr"> & {
    audience: CampaignAudience | null;
  };

/** `POST /api/admin/newsletter/audience`: how many subscribers an audience holds now, in all and per language. */
export interface CampaignAudienceSize {
  total: number;
  byLocale: Record<Locale, number>;
}

/** `POST /api/admin/newsletter/preview`: the email as a reader of that language gets it. */
export interface NewsletterPreview {
  locale: Locale;
  subject: string;
  html: string;
  text: string;
}

/** A campaign's counts for one language of readers (or all of them). */
export interface CampaignReportCounts {
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  complained: number;
  unsubscribed: number;
}

/**
 * `GET /api/admin/newsletter/campaigns/{id}/report`: what happened, per reader's language and over
 * time (emails sent per hour, on Tunis's clock). No opens or clicks: nothing tracks a reader.
 */
export interface CampaignReport {
  campaign: CampaignSummary;
  total: CampaignReportCounts;
  byLocale: Record<Locale, CampaignReportCounts>;
  /** Hours with sends, oldest first: the hour as "YYYY-MM-DDTHH:00" on Tunis's clock. */
  timeline: { hour: string; sent: number }[];
}

/** A CSV row not imported: its line in the file (the header is line 1), the address as written, and why. */
export interface NewsletterImportProblem {
  line: number;
  email: string;
  reason: "invalid_email" | "invalid_language" | "invalid_name" | "duplicate";
}

/**
 * `POST /api/admin/newsletter/subscribers/import`: how the file's rows were classified (a dry run
 * writes nothing), and the first problem lines. `new` ones are imported as pending, each sent a
 * confirmation email; `existing` subscribers are left unchanged; `suppressed` addresses skipped.
 */
export interface NewsletterImportResult {
  dryRun: boolean;
  /** Rows under the header, blank lines aside. */
  rows: number;
  counts: { new: number; existing: number; suppressed: number; invalid: number };
  problems: NewsletterImportProblem[];
}

/** `POST /api/admin/newsletter/subscribers/{id}/allow`: emails reach the address again. */
export interface SuppressionLifted {
  id: number;
  status: "allowed";
}

/** `POST /api/admin/newsletter/test` (202): each filled language version, to the admin's own address. */
export interface NewsletterTestSent {
  sent: number;
  locales: Locale[];
  /** The addresses it went to. */
  to: string[];
}

type OutboxRow = RowOf<typeof emailOutbox>;

/**
 * An email of the outbox as the list shows it (`GET /api/admin/outbox`, a Page of them). `kind` says
 * what the email is, e.g. newsletter_confirmation, lead_copy, newsletter_issue.
 */
export type OutboxItem = Pick<
  OutboxRow,
  | "id"
  | "kind"
  | "recipient"
  | "locale"
  | "subject"
  | "status"
  | "attempts"
  | "lastError"
  | "campaignId"
  | "createdAt"
  | "sentAt"
>;

/** One email with its content (`GET /api/admin/outbox/{id}`). */
export type OutboxEmail = OutboxItem & Pick<OutboxRow, "html" | "text" | "headers">;

/** `POST /api/admin/outbox/{id}/retry`: a failed email is queued again. */
export interface EmailRetried {
  id: number;
  status: "pending";
}

/** A note the team wrote about one of the person's leads. */
type PersonLeadNote = Pick<RowOf<typeof leadNote>, "id" | "leadId" | "body" | "createdAt">;

/** A spot request as the People page shows it: the request and its session's title. */
type PersonSessionRequest = SessionRequest & {
  sessionTitle: string;
};

/** A newsletter subscription with its consent record (People page). */
type PersonSubscription = Subscriber & Pick<SubscriberRow, "consentAt" | "consentSource">;

/** An email sent to the person, or to the team about them: what and when, never its content. */
type PersonEmail = Pick<OutboxRow, "id" | "kind" | "subject" | "status" | "createdAt" | "sentAt"> & {
  /** `to`: the person received it; `about`: the team's note about the person. */
  relation: "to" | "about";
};

/** The address is on the suppression list: mail to it bounced or was reported as spam. */
type PersonSuppression = Pick<RowOf<typeof emailSuppression>, "reason" | "detail" | "createdAt">;

/** Failed sign-ins to the back office counted against this address. */
type PersonSignInCounter = Pick<RowOf<typeof loginThrottle>, "failures" | "lockedUntil" | "updatedAt">;

/**
 * Everything stored about one address (`GET /api/admin/people?email=`), one list per kind of
 * data. A new kind of personal data is one more list here and one more source in
 * worker/people/sources.ts.
 */
export interface PersonData {
  email: string;
  leads: Lead[];
  /** The team's notes about the person's leads. */
  leadNotes: PersonLeadNote[];
  sessionRequests: PersonSessionRequest[];
  newsletter: PersonSubscription[];
  emails: PersonEmail[];
  suppression: PersonSuppression[];
  signInCounters: PersonSignInCounter[];
  /** Audit log entries that hold the address: as who acted or typed it at sign-in, or in what they record. */
  activity: AuditLogEntry[];
}

export type PersonDataKind = Exclude<keyof PersonData, "email">;

/** One person the People page's search found, by their address, and what is stored about them. */
export interface PersonMatch {
  email: string;
  /** The name given last in a lead, a spot request or the newsletter form, if any. */
  name: string | null;
  leads: number;
  sessionRequests: number;
  /** The newsletter subscription's state, or null when the address has none. */
  newsletter: SubscriberStatus | null;
}

/** `GET /api/admin/people/search?q=`: the people found, at most a screenful. */
export interface PeopleFound {
  people: PersonMatch[];
  /** More people match than are listed: the admin types more of the name, address or number. */
  more: boolean;
}

/** `POST /api/admin/people/erase`: what went, per kind, as the erase's record keeps it. */
export interface PersonErased {
  erasureId: number;
  erasedAt: string;
  rows: Record<PersonDataKind, number>;
  total: number;
}

/** `POST /api/admin/people/correct`: rows changed per kind. */
export interface PersonCorrected {
  email: string;
  rows: Partial<Record<PersonDataKind, number>>;
}

/**
 * The landing page's HTML carries the public reads it needs in a JSON script element with this
 * id, keyed by API path, so the page renders real data with no API round trip first.
 */
export const INITIAL_DATA_ELEMENT_ID = "initial-data";

/** The header carrying the Turnstile widget's token on public form submissions (when enabled). */
export const HUMAN_CHECK_HEADER = "X-Turnstile-Token";
/** The meta element through which the Worker gives the SPA the Turnstile site key. */
export const HUMAN_CHECK_SITE_KEY_META = "turnstile-site-key";

/**
 * A newsletter subscriber's status in the back office: pending until confirmed, then active,
 * unless the address is suppressed (the provider reported a hard bounce or a complaint).
 */
export { SUBSCRIBER_STATUSES, type SubscriberStatus } from "./constants";
/** The Site settings as the back office edits them (`GET`/`PUT /api/admin/site`): null where not set. */
export type SiteSettingsAnswer = SiteSettingsInput & { updatedAt: string | null };

/** The business's details and the stats band as the landing page shows them (`GET /api/site`). */
export interface PublicSite {
  /** E.164, e.g. "+21671000000". */
  contactPhone: string | null;
  contactEmail: string | null;
  whatsappNumber: string | null;
  memberAppUrl: string | null;
  /** Only the networks set, in the footer's order. */
  socialLinks: { network: SocialNetwork; url: string }[];
  /** Each figure set by an admin or computed from live data; null: hidden. */
  stats: Record<SiteStat, number | null>;
}

/** A record an entry is about, found as it is now: the facts that name it (worker/audit/activity-records.ts). */
type FoundRecord =
  | {
      type: "session_request";
      name: string;
      email: string;
      sessionId: number;
      sessionTitle: string;
      nextStart: string | null;
    }
  | { type: "lead"; name: string; email: string; userType: LeadType }
  | { type: "language_session"; title: string; cafeName: string | null }
  | { type: "cafe"; name: string; city: string }
  | { type: "newsletter_subscriber"; name: string | null; email: string }
  | { type: "admin_user"; name: string | null; email: string }
  | { type: "pricing_plan"; planType: PlanType; capitalPrice: number }
  | { type: "faq"; question: string }
  | { type: "newsletter_campaign"; subject: string }
  | { type: "email"; recipient: string; subject: string };

/** The kinds of record an entry's words are read from; the others (settings, a person's erase) name themselves. */
export type LookedUpTarget = FoundRecord["type"];

/**
 * What an entry is about, read from the current records when the log is shown: the log keeps no
 * personal text (worker/audit/changes.ts), so a record deleted since is only its kind and id, and
 * one whose person was erased shows as erased.
 */
export type ActivityRecord = (FoundRecord & { state: "found" }) | { type: LookedUpTarget; state: "deleted" | "erased" };

/**
 * One entry of the audit log as stored. Its changes keep their own type: a field's value before and
 * after may be anything the field held.
 */
export type AuditLogEntry = Without<RowOf<typeof auditEntry>, "changes"> & { changes: AuditChanges | null };

/** An entry as the Activity page shows it (`GET /api/admin/activity` answers a Page of them). */
export type ActivityEntry = AuditLogEntry & {
  /** The acting admin's name as it is now; null when they have none or are no longer an admin. */
  actorName: string | null;
  /** The record acted on, as it reads now; null when the entry names none to look up. */
  record: ActivityRecord | null;
};

/** `GET /api/admin/activity`: a page of entries, and the admins (the actor filter's choices, by email). */
export interface ActivityPage extends Page<ActivityEntry> {
  actors: Pick<AdminRow, "email" | "name">[];
}

/**
 * One browser signed in to the admin's account (`GET /api/admin/account`). Its id is the SHA-256
 * of its cookie token: naming it reveals nothing usable.
 */
export type AccountSession = Pick<RowOf<typeof authSession>, "id" | "createdAt" | "userAgent"> & {
  /** When it was last seen, or signed in if never since. */
  lastSeenAt: string;
  /** The browser asking. */
  current: boolean;
};

/** `GET /api/admin/account`: who is signed in, and every browser signed in as them. */
export type AccountAnswer = Pick<AdminRow, "email" | "name"> & {
  sessions: AccountSession[];
  secondFactors: AccountSecondFactors;
};

/** The admin's second factors, as their account page lists them. */
export interface AccountSecondFactors {
  /** The authenticator app, with when it was set up; null without one. */
  totp: Pick<RowOf<typeof adminTotp>, "createdAt"> | null;
  passkeys: AccountPasskey[];
  /** Unused recovery codes (0 without a second factor). */
  recoveryCodesLeft: number;
  /** This deployment requires a second factor (then the last one cannot be removed). */
  required: boolean;
}

type AccountPasskey = Pick<RowOf<typeof adminPasskey>, "id" | "name" | "createdAt" | "lastUsedAt">;

/** `POST /api/admin/account/totp/setup`: a new key to scan (QR code) or type, not yet turned on. */
export interface TotpSetup {
  /** Base32, as typed into an app by hand; sent back with the first code. */
  key: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code, as an SVG document. */
  qrSvg: string;
}

/** Recovery codes, shown once: after turning on a first factor, or on asking for a new set. */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[] | null;
}

/** `POST /api/admin/account/password`: how many other browsers were signed out. */
export interface PasswordChanged {
  otherSessionsEnded: number;
}

/** One admin on the Admins page (`GET /api/admin/admins`). */
export type AdminAccountRow = Pick<AdminRow, "id" | "email" | "name" | "role" | "lastLoginAt" | "createdAt"> & {
  /** Browsers signed in as them now. */
  sessionCount: number;
  /** Their second factors: "totp", "passkey" (with how many), none. */
  totp: boolean;
  passkeys: number;
  /** The admin asking. */
  you: boolean;
};

/** One occurrence of a session, where it happens and whether it was skipped or moved (schema/occurrences.ts). */
export interface SessionOccurrence {
  /** Where the series puts it, on Tunis's clock: the key to skip, move or restore it by. */
  originalStart: LocalStart;
  /** Where it happens, on Tunis's clock. */
  start: LocalStart;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  status: Occurrence["status"];
}

/** An occurrence in the back office's calendar (`GET /api/admin/calendar?from=&to=`), with its seats. */
export interface CalendarOccurrence extends SessionOccurrence {
  session: Pick<SessionRow, "id" | "title" | "cafeName" | "city" | "maxParticipants" | "isPublished" | "repeat">;
  /** Seats count per session (docs/decisions/0025-session-dates.md): its approved requests. */
  approvedCount: number;
  waitlistedCount: number;
}

/** Someone on a session's roster, with what the team needs to reach them. */
export type RosterEntry = Pick<SessionRequest, "id" | "name" | "email" | "phone" | "locale" | "createdAt">;

/** Who is coming (`GET /api/admin/sessions/:id/roster`): the approved, and the waitlist in its order. */
export interface SessionRoster {
  approved: RosterEntry[];
  waitlist: RosterEntry[];
}
