/**
 * Business constants (docs/product-rules.md#validation and #constants), defined once for the Worker and the SPA.
 *
 * Naming rule used across the product: `locale` is the interface language of a visitor
 * (en, fr, ar); `language` is a language someone learns or teaches. The spec's own API
 * fields keep their names (a FAQ's `language` is its locale, as docs/product-rules.md#data calls it).
 */

export const LOCALES = ["en", "fr", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
export const DEFAULT_LOCALE: Locale = "en";
export const RTL_LOCALES: readonly Locale[] = ["ar"];

/** Open Graph locale of each interface language. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", fr: "fr_TN", ar: "ar_TN" };
/** The page's other languages, as `og:locale:alternate` names them. */
export const ogLocaleAlternates = (locale: Locale) =>
  LOCALES.filter((code) => code !== locale).map((code) => OG_LOCALE[code]);

/** Languages offered in the public join forms (docs/product-rules.md#validation). */
export const LEARNING_LANGUAGES = [
  "English",
  "German",
  "French",
  "Spanish",
  "Italian",
  "Turkish",
  "Portuguese",
  "Arabic",
  "Chinese",
] as const;
export type LearningLanguage = (typeof LEARNING_LANGUAGES)[number];

/**
 * Languages an admin can give a session. docs/product-rules.md#constants puts five first, but the service teaches all nine
 * of LEARNING_LANGUAGES, so a session can be in any of them (those five come first).
 */
export const SESSION_LANGUAGES = [
  "English",
  "French",
  "Arabic",
  "German",
  "Spanish",
  "Italian",
  "Turkish",
  "Portuguese",
  "Chinese",
] as const satisfies readonly LearningLanguage[];

export const LEARNER_LEVELS = ["beginner", "intermediate", "advanced", "fluent"] as const;
export type LearnerLevel = (typeof LEARNER_LEVELS)[number];

export const SESSION_LEVELS = ["Beginner", "Intermediate", "Advanced", "All Levels"] as const;
export type SessionLevel = (typeof SESSION_LEVELS)[number];

/** Levels a visitor picks when requesting a spot (lowercase, docs/product-rules.md#validation). */
/**
 * A newsletter campaign's life (worker/newsletter/lifecycle.ts): written as a draft, started now
 * or scheduled, sending (pausable), then sent; cancelled stops one that has not finished.
 */
export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "paused", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** What a campaign's report counts after sending, per reader's language (no individual is tracked). */
export const CAMPAIGN_EVENTS = ["unsubscribed", "bounced", "complained"] as const;
export type CampaignEvent = (typeof CAMPAIGN_EVENTS)[number];
/** A segment by sessions: people who asked for a spot, or whose spot was approved, in a period. */
export const AUDIENCE_ACTIVITIES = ["requested", "approved"] as const;

export const SESSION_REQUEST_LEVELS = ["beginner", "intermediate", "advanced"] as const;

export const SESSION_REQUEST_STATUSES = ["pending", "approved", "waitlisted", "cancelled"] as const;
export type SessionRequestStatus = (typeof SESSION_REQUEST_STATUSES)[number];
/** Who cancelled a request: the person from their own link, or an admin. */
export const CANCELLED_BY = ["person", "admin"] as const;
/** How long a freed seat's offer stays open, in hours: a site setting. */
export const OFFER_WINDOW_HOURS = { min: 1, max: 72, default: 12 } as const;
/** An offer never runs closer to the session's start than this: the seat must still be usable. */
export const OFFER_CLOSES_BEFORE_START_MS = 2 * 3_600_000;
/**
 * The statuses the back office sets from the requests list, one row or the selected rows at once;
 * each emails the person (docs/back-office.md).
 */
export const SESSION_REQUEST_DECISIONS = [
  "approved",
  "waitlisted",
  "cancelled",
] as const satisfies readonly SessionRequestStatus[];
export type SessionRequestDecision = (typeof SESSION_REQUEST_DECISIONS)[number];

export const CONTACT_METHODS = ["email", "whatsapp"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const LEAD_TYPES = ["learner", "teacher", "cafe_owner", "contact"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/**
 * Where a lead is in the team's pipeline: every status of every type, in one column. Which of
 * them a type goes through, and in which order, is schema/lead-pipeline.ts.
 */
export const LEAD_STATUSES = [
  "new",
  "contacted",
  "trial_booked",
  "joined",
  "call_invited",
  "onboarded",
  "cafe_visited",
  "partner",
  "closed",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Why a lead was closed: a fixed list, so the reasons can be counted (a note says more). */
export const LEAD_CLOSE_REASONS = [
  "not_interested",
  "no_reply",
  "unreachable",
  "chose_elsewhere",
  "not_a_fit",
  "duplicate",
  "spam",
  "other",
] as const;
export type LeadCloseReason = (typeof LEAD_CLOSE_REASONS)[number];

/** The Leads page's age filter: leads older than 24 hours, 7 days or 30 days. */
export const LEAD_AGES = { "24h": 24 * 3_600_000, "7d": 7 * 24 * 3_600_000, "30d": 30 * 24 * 3_600_000 } as const;
export type LeadAge = keyof typeof LEAD_AGES;

/** A lead still `new` this long after it came in is waiting: marked on the Leads page, counted in the badge. */
export const LEAD_WAITING_MS = LEAD_AGES["24h"];

/** How the team answers a lead from its page. */
export const LEAD_REPLY_CHANNELS = ["whatsapp", "email"] as const;
export type LeadReplyChannel = (typeof LEAD_REPLY_CHANNELS)[number];

export const PLAN_TYPES = ["subscription", "flexible"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/**
 * An outbox email's life: queued, claimed by a cron run, sent, or given up on (retryable by hand).
 * `suppressed`: deliberately not sent (the address is suppressed after a hard bounce or a
 * complaint, or it reached the forms' cap); the reason is in `last_error`. Not a failure.
 */
/**
 * A newsletter subscriber's status in the back office: pending until confirmed, then active,
 * unless the address is suppressed (the provider reported a hard bounce or a complaint).
 */
export const SUBSCRIBER_STATUSES = ["active", "pending", "bounced", "complained"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const EMAIL_STATUSES = ["pending", "sending", "sent", "dead", "suppressed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The role that may use the back office. Other roles exist only as "signed in, no access". */
export const ADMIN_ROLE = "admin";
export type AdminRole = typeof ADMIN_ROLE;

/**
 * The one list of cities (docs/product-rules.md#cities): where an admin can hold a session is
 * where a visitor can say they live, and the reverse. Each value is stored as written here;
 * `canonicalCity` (schema/inputs.ts) takes it back from another spelling, and
 * schema/form-choice-names.ts names it in each language. The cities the service started in come
 * first, in the order the pages list them (worker/pages/crawler.ts quotes the first seven).
 */
export const CITIES = [
  "Tunis",
  "Sousse",
  "Sfax",
  "Bizerte",
  "Nabeul",
  "Kairouan",
  "Hammamet",
  "Monastir",
  "Gabès",
  "Ariana",
  "Ettadhamen",
  "Gafsa",
  "Médenine",
  "Kasserine",
  "Ben Arous",
  "Mahdia",
  "Tataouine",
  "Beja",
  "Jendouba",
  "Kef",
  "Sidi Bouzid",
  "Tozeur",
  "Zaghouan",
  "Siliana",
  "Kebili",
  "Manouba",
] as const;
export type City = (typeof CITIES)[number];

export const CURRENCY = "TND";

/** Prices shown when no active plan of a type exists (docs/product-rules.md#constants). */
export const DEFAULT_PLAN_PRICES: Record<PlanType, { capitalPrice: number; outsideCapitalPrice: number }> = {
  subscription: { capitalPrice: 23, outsideCapitalPrice: 22 },
  flexible: { capitalPrice: 30, outsideCapitalPrice: 29 },
};

export const SUBSCRIPTION_FACTS = {
  lessonsPerWeek: 2,
  savingPercent: 17,
  maxGroupSize: 4,
} as const;

export const SESSION_MAX_PARTICIPANTS = { min: 2, max: 12, default: 6 } as const;
/** A conversation lasts from a quarter of an hour to a long afternoon. */
export const SESSION_DURATION_MINUTES = { min: 15, max: 360, default: 90 } as const;
/** A weekly series set to end after a number of occurrences: up to about two years of one day a week. */
export const SESSION_REPEAT_COUNT_MAX = 104;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const NEWSLETTER_CONFIRMATION_DISPLAY_MS = 3000;
/**
 * The unsubscribe token of an admin's test send: no subscriber stands behind it, so the
 * unsubscribe page recognises it and explains that the link works in the real newsletter.
 */
export const TEST_SEND_UNSUBSCRIBE_TOKEN = "test-send";
export const SEO_CACHE_SECONDS = 3600;
/** SEO guidance (docs/product-rules.md#validation): hints only, never enforced. */
export const SEO_GUIDANCE = {
  title: { min: 50, max: 60 },
  description: { min: 150, max: 160 },
  image: { width: 1200, height: 630 },
} as const;
/** Tracking ids must match their service's format before the Worker writes them into a page. */
export const TRACKING_ID_FORMATS = {
  googleAnalytics: /^G-[A-Z0-9]{4,20}$/,
  googleTagManager: /^GTM-[A-Z0-9]{4,12}$/,
  pixel: /^\d{5,20}$/,
} as const;
export const DASHBOARD_PREVIEW = { plans: 3, faqs: 4 } as const;
export const COPYRIGHT_YEAR = 2025;

/** An admin's password: long enough to resist guessing, short enough that hashing stays bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * How a back-office sign-in was completed: the password alone (an admin without a second factor),
 * password then an authenticator-app code or a recovery code, or a passkey (alone or after the
 * password). The audit log's sign-ins say which.
 */
export const SIGN_IN_FACTORS = ["password", "totp", "recovery_code", "passkey"] as const;
export type SignInFactor = (typeof SIGN_IN_FACTORS)[number];
/** The second factors an admin can set up. */
const SECOND_FACTORS = ["totp", "passkey"] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];
/** Digits of an authenticator-app code, and how many recovery codes a set holds. */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** A passkey's name on the account page. */
export const PASSKEY_NAME_MAX_LENGTH = 60;
