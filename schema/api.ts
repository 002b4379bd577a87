/** Shapes of API answers shared by the Worker and the SPA. */

import type { AuditAction, AuditChanges, AuditTarget } from "./audit";
import type {
  AdminRole,
  ContactMethod,
  EmailStatus,
  LeadType,
  Locale,
  PlanType,
  SessionRequestStatus,
  SubscriberStatus,
} from "./constants";
import type { SeoSettingsInput, SiteSettingsInput } from "./inputs";
import type { SiteStat, SocialNetwork } from "./site";

/** Every non-2xx JSON answer (docs/architecture.md#one-error-shape). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field path → message, for validation failures. */
    fields?: Record<string, string>;
  };
}

/** A pricing plan as `GET /api/pricing` and `GET /api/admin/pricing` answer it. */
export interface PricingPlan {
  id: number;
  planType: PlanType;
  capitalPrice: number;
  outsideCapitalPrice: number;
  /** In English; `featuresFr` and `featuresAr` translate them (empty: English is shown). */
  features: string[];
  featuresFr: string[];
  featuresAr: string[];
  displayOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A FAQ entry as the API answers it. `language` is the entry's locale (docs/product-rules.md#data). */
export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  language: Locale;
  category: string | null;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A published session as `GET /api/sessions` answers it: only published ones leave the server. */
export interface PublicSession {
  id: number;
  title: string;
  description: string | null;
  language: string;
  level: string;
  city: string;
  cafeName: string | null;
  cafeAddress: string | null;
  /** Free text, e.g. "Saturdays 10:00". */
  schedule: string | null;
  /** Free text as the admin typed it. */
  duration: string | null;
  /** `duration` read as minutes ("90", "1h30", "2 hours"), null when it cannot be read. */
  durationMinutes: number | null;
  maxParticipants: number;
  isPublished: true;
  /** maxParticipants minus approved requests, never below 0. */
  spotsLeft: number;
}

/** A session as the back office sees it (`GET /api/admin/sessions`). */
export interface LanguageSession {
  id: number;
  title: string;
  description: string | null;
  language: string;
  level: string;
  cafeName: string | null;
  cafeAddress: string | null;
  city: string;
  schedule: string | null;
  duration: string | null;
  maxParticipants: number;
  pricingPlanId: number | null;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
  /** Requests approved for this session (only in the list). */
  approvedCount?: number;
  /** Requests waiting for an answer (only in the list). */
  pendingCount?: number;
  /** Requests waiting for a seat to free (only in the list). */
  waitlistedCount?: number;
}

/** What a request's row says of its session: which one, and its seats. */
interface RequestSessionSummary {
  id: number;
  title: string;
  schedule: string | null;
  cafeName: string | null;
  city: string;
  maxParticipants: number;
  approvedCount: number;
  waitlistedCount: number;
}

/** What waits for the team (`GET /api/admin/counts`): the navigation's badges. */
export interface AdminCounts {
  /** Spot requests nobody answered yet. */
  pendingRequests: number;
  /** Emails that failed for good (the outbox's `dead`), to retry or fix. */
  failedEmails: number;
  /** Sessions with a free seat and someone on the waitlist: a seat to offer. */
  seatsToOffer: number;
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
  leads: { thisWeek: Record<LeadType, number>; previousWeek: Record<LeadType, number> };
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
  /** The last 12 weeks, oldest first: leads and newsletter confirmations of each. */
  weekly: { weekStart: string; leads: number; confirmations: number }[];
}

/** A request in the back office's list, with its session (`GET /api/admin/session-requests`). */
export interface SessionRequestRow extends SessionRequest {
  session: RequestSessionSummary;
}

/** A request for a spot (`GET /api/admin/session-requests`). */
export interface SessionRequest {
  id: number;
  sessionId: number;
  leadId: number | null;
  name: string;
  email: string;
  phone: string | null;
  languageInterest: string | null;
  level: string;
  status: SessionRequestStatus;
  notes: string | null;
  locale: Locale;
  createdAt: string;
  updatedAt: string;
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
export interface Lead {
  id: number;
  userType: LeadType;
  name: string;
  email: string;
  city: string | null;
  languages: string[];
  language: string | null;
  level: string | null;
  contactMethod: ContactMethod;
  whatsappNumber: string | null;
  trialSession: boolean;
  subject: string | null;
  message: string | null;
  experience: string | null;
  cafeName: string | null;
  cafeAddress: string | null;
  spaceAvailable: string | null;
  locale: Locale;
  createdAt: string;
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

/** `GET /api/auth/user` (401 when signed out); the SPA reads `claims.email` and `claims.name` (docs/product-rules.md#data). */
export interface AuthUser {
  id: number;
  email: string;
  name: string | null;
  /** Only `admin` may use the back office; other roles are "signed in, no access". */
  role: AdminRole | (string & {});
  claims: { email: string; name: string | null };
  /**
   * `set`: a passkey or an authenticator app is set up. `required`: this deployment requires one
   * (ADMIN_SECOND_FACTOR_REQUIRED); without it the back office answers only the account page.
   */
  secondFactor: { set: boolean; required: boolean };
  /** Another admin chose their password: until they choose their own, the back office answers nothing else. */
  passwordMustChange: boolean;
}

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

/** A newsletter subscriber (`GET /api/admin/newsletter`). */
export interface Subscriber {
  id: number;
  email: string;
  name: string | null;
  locale: Locale;
  /** False until the address is confirmed, and again after unsubscribing. */
  isActive: boolean;
  /** Active or pending, unless the address bounced or complained (then it gets no newsletter). */
  status: SubscriberStatus;
  subscribedAt: string;
  confirmedAt: string | null;
}

/** A sent newsletter and its delivery so far (`GET /api/admin/newsletter/campaigns`, newest first). */
export interface CampaignProgress {
  id: number;
  /** The English subject. */
  subject: string;
  createdAt: string;
  recipients: number;
  /** Waiting or being sent. */
  queued: number;
  sent: number;
  failed: number;
  /** Cancelled because the reader unsubscribed before the issue went out. */
  unsubscribed: number;
  /** Not sent because the address bounced or complained. */
  suppressed: number;
}

/** `POST /api/admin/newsletter/send` (202): one email per active subscriber is queued. */
export interface NewsletterSent {
  campaignId: number;
  recipients: number;
}

/** `POST /api/admin/newsletter/test` (202): each filled language version, to the admin's own address. */
export interface NewsletterTestSent {
  sent: number;
  locales: Locale[];
}

/** An email of the outbox as the list shows it (`GET /api/admin/outbox`, a Page of them). */
export interface OutboxItem {
  id: number;
  /** What the email is, e.g. newsletter_confirmation, lead_copy, newsletter_issue. */
  kind: string;
  recipient: string;
  locale: Locale;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  campaignId: number | null;
  createdAt: string;
  sentAt: string | null;
}

/** One email with its content (`GET /api/admin/outbox/{id}`). */
export interface OutboxEmail extends OutboxItem {
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** `POST /api/admin/outbox/{id}/retry`: a failed email is queued again. */
export interface EmailRetried {
  id: number;
  status: "pending";
}

/** A spot request as the People page shows it: the request and its session's title. */
interface PersonSessionRequest extends SessionRequest {
  sessionTitle: string;
}

/** A newsletter subscription with its consent record (People page). */
interface PersonSubscription extends Subscriber {
  consentAt: string;
  consentSource: string;
}

/** An email sent to the person, or to the team about them: what and when, never its content. */
interface PersonEmail {
  id: number;
  kind: string;
  /** `to`: the person received it; `about`: the team's note about the person. */
  relation: "to" | "about";
  subject: string;
  status: EmailStatus;
  createdAt: string;
  sentAt: string | null;
}

/** The address is on the suppression list: mail to it bounced or was reported as spam. */
interface PersonSuppression {
  reason: "bounced" | "complained";
  detail: string | null;
  createdAt: string;
}

/** Failed sign-ins to the back office counted against this address. */
interface PersonSignInCounter {
  failures: number;
  lockedUntil: string | null;
  updatedAt: string;
}

/**
 * Everything stored about one address (`GET /api/admin/people?email=`), one list per kind of
 * data. A new kind of personal data is one more list here and one more source in
 * worker/people/sources.ts.
 */
export interface PersonData {
  email: string;
  leads: Lead[];
  sessionRequests: PersonSessionRequest[];
  newsletter: PersonSubscription[];
  emails: PersonEmail[];
  suppression: PersonSuppression[];
  signInCounters: PersonSignInCounter[];
  /** Audit log entries that hold the address: as who acted or typed it at sign-in, or in what they record. */
  activity: ActivityEntry[];
}

export type PersonDataKind = Exclude<keyof PersonData, "email">;

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

/** One entry of the audit log (`GET /api/admin/activity` answers a Page of them). */
export interface ActivityEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  action: AuditAction;
  targetType: AuditTarget | null;
  targetId: string | null;
  changes: AuditChanges | null;
  context: Record<string, string | number | boolean | null> | null;
}

/** `GET /api/admin/activity`: a page of entries, and the admins' emails (the actor filter's choices). */
export interface ActivityPage extends Page<ActivityEntry> {
  actors: string[];
}

/** One browser signed in to the admin's account (`GET /api/admin/account`). */
export interface AccountSession {
  /** The session's id (the SHA-256 of its cookie token: naming it reveals nothing usable). */
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  /** The browser asking. */
  current: boolean;
}

/** `GET /api/admin/account`: who is signed in, and every browser signed in as them. */
export interface AccountAnswer {
  email: string;
  name: string | null;
  sessions: AccountSession[];
  secondFactors: AccountSecondFactors;
}

/** The admin's second factors, as their account page lists them. */
export interface AccountSecondFactors {
  /** The authenticator app, with when it was set up; null without one. */
  totp: { createdAt: string } | null;
  passkeys: AccountPasskey[];
  /** Unused recovery codes (0 without a second factor). */
  recoveryCodesLeft: number;
  /** This deployment requires a second factor (then the last one cannot be removed). */
  required: boolean;
}

interface AccountPasskey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

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
export interface AdminAccountRow {
  id: number;
  email: string;
  name: string | null;
  role: string;
  lastLoginAt: string | null;
  createdAt: string;
  /** Browsers signed in as them now. */
  sessionCount: number;
  /** Their second factors: "totp", "passkey" (with how many), none. */
  totp: boolean;
  passkeys: number;
  /** The admin asking. */
  you: boolean;
}
