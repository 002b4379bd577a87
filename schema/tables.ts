/**
 * The data model (docs/product-rules.md#data plus what auth, email and the newsletter need).
 * Convention: every timestamp is an integer of milliseconds since the epoch
 * (`timestamp_ms`), set by SQLite when the row is written.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditChanges } from "./audit";
import {
  type AdminRole,
  CAMPAIGN_EVENTS,
  CAMPAIGN_STATUSES,
  CANCELLED_BY,
  CONTACT_METHODS,
  EMAIL_STATUSES,
  LEAD_CLOSE_REASONS,
  LEAD_STATUSES,
  LEAD_TYPES,
  LOCALES,
  PLAN_TYPES,
  SESSION_DURATION_MINUTES,
  SESSION_MAX_PARTICIPANTS,
  SESSION_REQUEST_STATUSES,
  SIGN_IN_FACTORS,
} from "./constants";
import type { CampaignAudience, TWITTER_CARDS } from "./inputs";
import { REPEATS, type WeekdayCode } from "./occurrences";
import { familyNameKey, nameKey, phoneKey } from "./person-search";

const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(nowMs)
    .$onUpdate(() => new Date());
const id = () => integer("id").primaryKey({ autoIncrement: true });
const locale = () => text("locale", { enum: LOCALES }).notNull().default("en");
const flag = (name: string) => integer(name, { mode: "boolean" });

export const lead = sqliteTable(
  "lead",
  {
    id: id(),
    userType: text("user_type", { enum: LEAD_TYPES }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    city: text("city"),
    /** Languages the person wants to learn or teach. */
    languages: text("languages", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    language: text("language"),
    level: text("level"),
    contactMethod: text("contact_method", { enum: CONTACT_METHODS }).notNull().default("email"),
    whatsappNumber: text("whatsapp_number"),
    trialSession: flag("trial_session").notNull().default(false),
    subject: text("subject"),
    message: text("message"),
    /** Teachers: motivation text (or experience band). */
    experience: text("experience"),
    cafeName: text("cafe_name"),
    cafeAddress: text("cafe_address"),
    spaceAvailable: text("space_available"),
    locale: locale(),
    /** Where the team is with the lead (schema/lead-pipeline.ts: which statuses its type has). */
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** Why it was closed, while it is; what else was said is a note. */
    closedReason: text("closed_reason", { enum: LEAD_CLOSE_REASONS }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_created_at_idx").on(t.createdAt),
    index("lead_email_idx").on(t.email),
    // The back office's list: by type, newest first; sorted by name.
    index("lead_type_created_at_idx").on(t.userType, t.createdAt),
    index("lead_name_idx").on(t.name),
    // The People page's search (schema/person-search.ts).
    index("lead_name_key_idx").on(nameKey(t.name)),
    index("lead_family_name_key_idx").on(familyNameKey(t.name)),
    index("lead_phone_key_idx").on(phoneKey(t.whatsappNumber)),
    // The pipeline: one status, newest first; the leads still new after 24 hours (the badge).
    index("lead_status_created_at_idx").on(t.status, t.createdAt),
  ],
);

/**
 * How many leads there are of each status, type, city and language: the Leads page's counts by
 * status read these few rows instead of every lead (docs/decisions/0024-lead-tally.md). Kept by
 * triggers on `lead` (migration 0025), in the statement that writes the lead. A lead is counted
 * once under the language '' (every lead) and once under each language of its list; a lead
 * with no city under the city ''.
 */
export const leadTally = sqliteTable(
  "lead_tally",
  {
    language: text("language").notNull(),
    userType: text("user_type", { enum: LEAD_TYPES }).notNull(),
    city: text("city").notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull(),
    leads: integer("leads").notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.userType, t.city, t.status] })],
);

/**
 * The team's notes about a lead, dated and signed by the admin who wrote them. Free text about a
 * person: deleted with the lead, found and erased with the person (worker/people/sources.ts), and
 * never copied into the audit log, which records only that a note was added.
 */
export const leadNote = sqliteTable(
  "lead_note",
  {
    id: id(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => lead.id, { onDelete: "cascade" }),
    adminUserId: integer("admin_user_id").references(() => adminUser.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_note_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * The message a reply to a lead starts from (WhatsApp or email), per type of lead and language,
 * edited on the Site settings page; `{name}` and the other placeholders of
 * schema/lead-reply.ts are filled in with the lead's details. Seeded by the migration.
 */
export const leadReplyTemplate = sqliteTable(
  "lead_reply_template",
  {
    userType: text("user_type", { enum: LEAD_TYPES }).notNull(),
    locale: text("locale", { enum: LOCALES }).notNull(),
    body: text("body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userType, t.locale] })],
);

export const newsletterSubscriber = sqliteTable(
  "newsletter_subscriber",
  {
    id: id(),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: text("email").notNull().unique(),
    name: text("name"),
    locale: locale(),
    isActive: flag("is_active").notNull().default(false),
    subscribedAt: integer("subscribed_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    /** Only SHA-256 digests of the emailed tokens are stored. */
    confirmationTokenHash: text("confirmation_token_hash").unique(),
    confirmationExpiresAt: integer("confirmation_expires_at", { mode: "timestamp_ms" }),
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    /** Consent record: when and through which form the person signed up. */
    consentAt: integer("consent_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    consentSource: text("consent_source").notNull().default("landing_newsletter_form"),
  },
  (t) => [
    index("newsletter_subscriber_active_idx").on(t.isActive),
    // The back office's list, newest first.
    index("newsletter_subscriber_subscribed_at_idx").on(t.subscribedAt),
    // The dashboard's confirmations by week.
    index("newsletter_subscriber_confirmed_at_idx").on(t.confirmedAt),
    // The People page's search (schema/person-search.ts); the address has its unique index.
    index("newsletter_subscriber_name_key_idx").on(nameKey(t.name)),
    index("newsletter_subscriber_family_name_key_idx").on(familyNameKey(t.name)),
  ],
);

export const pricingPlan = sqliteTable(
  "pricing_plan",
  {
    id: id(),
    planType: text("plan_type", { enum: PLAN_TYPES }).notNull(),
    /** Integer TND, Tunis (the capital). */
    capitalPrice: integer("capital_price").notNull(),
    /** Integer TND, outside Tunis. */
    outsideCapitalPrice: integer("outside_capital_price").notNull(),
    features: text("features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** The features in French and Arabic; an empty list shows the English one. */
    featuresFr: text("features_fr", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    featuresAr: text("features_ar", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: flag("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("pricing_plan_order_idx").on(t.isActive, t.displayOrder)],
);

/**
 * A café sessions are held in (issue 38): chosen in the session form, with its own public page.
 * Its name, address and city are copied onto each of its sessions by triggers (migration 0030,
 * docs/decisions/0031-cafes-copied-onto-sessions.md), so everything that reads a session (emails,
 * calendar files, the spot page) reads them as before and they never disagree with the café.
 */
export const cafe = sqliteTable(
  "cafe",
  {
    id: id(),
    name: text("name").notNull(),
    /** Street and number; required in the form, empty only for a café made from a session that had none. */
    address: text("address"),
    city: text("city").notNull(),
    /** A link to the café on a map (Google Maps, OpenStreetMap). */
    mapUrl: text("map_url"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    photoUrl: text("photo_url"),
    /** Opening hours or how to find the group, as the café's page shows it. */
    openingNote: text("opening_note"),
    /** An inactive café is not offered for new sessions and has no public page. */
    isActive: flag("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("cafe_city_name_idx").on(t.city, t.name)],
);

export const languageSession = sqliteTable(
  "language_session",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description"),
    /** The title and description in French and Arabic: optional, the English shown where one is missing. */
    titleFr: text("title_fr"),
    titleAr: text("title_ar"),
    descriptionFr: text("description_fr"),
    descriptionAr: text("description_ar"),
    language: text("language").notNull(),
    level: text("level").notNull(),
    /** Where it is held; deleting a café that still has sessions is refused. */
    cafeId: integer("cafe_id").references(() => cafe.id, { onDelete: "restrict" }),
    /** The café's name and address, copied from `cafe` by triggers (migration 0030); never written by the Worker. */
    cafeName: text("cafe_name"),
    cafeAddress: text("cafe_address"),
    /** The café's city when it has one (copied by the same triggers), else the admin's choice. */
    city: text("city").notNull().default("Tunis"),
    /**
     * When it happens (schema/occurrences.ts): the first start on Tunis's clock ("2026-11-26T09:30"),
     * how long, and how it repeats. Null only for a session whose free-text schedule could not be
     * read when dates came in: then a draft, with that text in `scheduleToReview`.
     */
    startsAt: text("starts_at"),
    durationMinutes: integer("duration_minutes").notNull().default(SESSION_DURATION_MINUTES.default),
    repeat: text("repeat", { enum: REPEATS }).notNull().default("once"),
    repeatDays: text("repeat_days", { mode: "json" }).$type<WeekdayCode[]>().notNull().default(sql`'[]'`),
    repeatUntil: text("repeat_until"),
    repeatCount: integer("repeat_count"),
    /** The free text the migration to dates could not read, shown to the admin until they set a date. */
    scheduleToReview: text("schedule_to_review"),
    /**
     * The free text sessions had before dates, read once by `npm run db:convert-schedules` (which
     * then empties it) and by nothing else (docs/decisions/0025-session-dates.md).
     */
    legacySchedule: text("schedule"),
    legacyDuration: text("duration"),
    maxParticipants: integer("max_participants").notNull().default(SESSION_MAX_PARTICIPANTS.default),
    pricingPlanId: integer("pricing_plan_id").references(() => pricingPlan.id, { onDelete: "set null" }),
    isPublished: flag("is_published").notNull().default(false),
    /**
     * A seat freed in this session is offered to the first in line by the cron (worker/spots/offers.ts);
     * off, it waits for an admin's "Offer free seat".
     */
    autoOffer: flag("auto_offer").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("language_session_published_idx").on(t.isPublished),
    // The back office's list: in creation order (the default) or by title.
    index("language_session_created_at_idx").on(t.createdAt),
    index("language_session_title_idx").on(t.title),
    index("language_session_cafe_id_idx").on(t.cafeId),
  ],
);

/** One occurrence of a weekly session skipped (`movedTo` null) or moved, without touching the others. */
export const sessionOccurrenceChange = sqliteTable(
  "session_occurrence_change",
  {
    sessionId: integer("session_id")
      .notNull()
      .references(() => languageSession.id, { onDelete: "cascade" }),
    /** Where the series puts the occurrence, on Tunis's clock. */
    originalStart: text("original_start").notNull(),
    movedTo: text("moved_to"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.originalStart] })],
);

export const faqEntry = sqliteTable(
  "faq_entry",
  {
    id: id(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    /** The FAQ's interface language (docs/product-rules.md calls it `language`). */
    language: text("language", { enum: LOCALES }).notNull().default("en"),
    category: text("category"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: flag("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("faq_entry_public_idx").on(t.language, t.isActive, t.sortOrder)],
);

export const sessionRequest = sqliteTable(
  "session_request",
  {
    id: id(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => languageSession.id, { onDelete: "cascade" }),
    leadId: integer("lead_id").references(() => lead.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    languageInterest: text("language_interest"),
    level: text("level").notNull(),
    status: text("status", { enum: SESSION_REQUEST_STATUSES }).notNull().default("pending"),
    notes: text("notes"),
    locale: locale(),
    /**
     * The lookup half of the person's own link to their request (worker/spots/link.ts): the link
     * is this key and an HMAC of it under SPOT_LINK_SECRET, which D1 never holds, so a copy of the
     * database opens no one's page. Null once the person's data is erased: the link is dead.
     */
    linkKey: text("link_key").unique(),
    /**
     * Digest of the calendar link that approval emails carried before the personal link existed:
     * read only, so those links keep working (worker/public/request-calendar.ts).
     */
    legacyCalendarTokenHash: text("access_token_hash").unique(),
    /** The first approval: a later one sends no second approval email, only a newer calendar version. */
    firstApprovedAt: integer("first_approved_at", { mode: "timestamp_ms" }),
    /** Who cancelled: the person from their link, or an admin. Null while not cancelled. */
    cancelledBy: text("cancelled_by", { enum: CANCELLED_BY }),
    /** A freed seat offered to this waitlisted person, theirs to claim until then (worker/spots/offers.ts). */
    offerExpiresAt: integer("offer_expires_at", { mode: "timestamp_ms" }),
    /** When their last offer lapsed unclaimed: they stay in line behind those not offered yet. */
    offerLapsedAt: integer("offer_lapsed_at", { mode: "timestamp_ms" }),
    /** The SEQUENCE of the person's calendar event: each change or cancellation sent raises it. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("session_request_session_idx").on(t.sessionId, t.status),
    // The cron's lapsed offers.
    index("session_request_offer_expires_at_idx").on(t.offerExpiresAt),
    // The back office's list, newest first, all of them or one status.
    index("session_request_created_at_idx").on(t.createdAt),
    index("session_request_status_created_at_idx").on(t.status, t.createdAt),
    // The sessions someone waits for (the badge's seats to offer), read from this index alone.
    index("session_request_status_session_idx").on(t.status, t.sessionId),
    index("session_request_name_idx").on(t.name),
    // The People page: one person's requests, and the search (schema/person-search.ts).
    index("session_request_email_idx").on(t.email),
    index("session_request_name_key_idx").on(nameKey(t.name)),
    index("session_request_family_name_key_idx").on(familyNameKey(t.name)),
    index("session_request_phone_key_idx").on(phoneKey(t.phone)),
    // One open request per person and session, even when two arrive at the same moment.
    uniqueIndex("session_request_open_email_idx")
      .on(t.sessionId, t.email)
      .where(sql`status in ('pending', 'approved', 'waitlisted')`),
  ],
);

/**
 * The reminders sent: one per approved request and occurrence of its session (its start), so the
 * cron, running every minute, never reminds anyone of the same occurrence twice.
 */
export const sessionReminder = sqliteTable(
  "session_reminder",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => sessionRequest.id, { onDelete: "cascade" }),
    occurrenceAt: integer("occurrence_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.occurrenceAt] })],
);

export const adminUser = sqliteTable("admin_user", {
  id: id(),
  /** Stored trimmed and lower-cased. */
  email: text("email").notNull().unique(),
  name: text("name"),
  /** Self-describing KDF string, so its cost can be raised later. */
  passwordHash: text("password_hash").notNull(),
  /** Only `admin` may use the back office; other roles can sign in but reach nothing. */
  role: text("role").$type<AdminRole | (string & {})>().notNull().default("admin"),
  /**
   * Set when another admin chose this password (a new admin's first one, or a reset): until the
   * admin chooses their own, a session of theirs opens nothing else (worker/auth/middleware.ts).
   */
  passwordMustChange: flag("password_must_change").notNull().default(false),
  externalId: text("external_id"),
  lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/** Rows that belong to an admin and end with them: sessions, trusted browsers. */
const ownedByAdmin = () =>
  integer("admin_user_id")
    .notNull()
    .references(() => adminUser.id, { onDelete: "cascade" });
const expiresAt = () => integer("expires_at", { mode: "timestamp_ms" }).notNull();

/**
 * Signed-in admin sessions. Replaces the spec's generic "login session store" (sid, sess,
 * expire): the id is the SHA-256 of the cookie token, so a database leak yields no usable token.
 */
export const authSession = sqliteTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    adminUserId: ownedByAdmin(),
    createdAt: createdAt(),
    /** Sliding inactivity expiry. */
    expiresAt: expiresAt(),
    /** Absolute lifetime cap, never extended. */
    absoluteExpiresAt: integer("absolute_expires_at", { mode: "timestamp_ms" }).notNull(),
    /** The browser's User-Agent at sign-in (at most 256 characters), so its admin can tell sessions apart. */
    userAgent: text("user_agent"),
    /** The last request, to a few minutes (worker/auth/session.ts): what the account page shows. */
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
    /**
     * Set while the password was right but the admin's second factor is still to come: such a
     * session opens nothing but the second-factor step, and lives minutes (worker/auth/session.ts).
     */
    awaitingSecondFactor: flag("awaiting_second_factor").notNull().default(false),
    /** How the sign-in was completed: `password`, `totp`, `recovery_code` or `passkey`. */
    signInFactor: text("sign_in_factor", { enum: SIGN_IN_FACTORS }).notNull().default("password"),
  },
  (t) => [index("auth_session_user_idx").on(t.adminUserId), index("auth_session_expires_idx").on(t.expiresAt)],
);

/**
 * Failed-attempt counters (worker/auth/throttle.ts): for sign-in, per (account, client) pair
 * (`pair:<email>|<client>`), per client (`client:<key>`), per account (`account:<email>`) and per
 * trusted browser (`device:<id>`). Kept in D1 so every Worker instance sees the same counts.
 */
export const loginThrottle = sqliteTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
  /** The last counted failure; a counter untouched for a day no longer counts. */
  updatedAt: updatedAt(),
});

/**
 * Browsers that signed in to an account before (OWASP's device cookie): they skip the account's
 * ceiling of failed sign-ins, so an attack spread over many clients cannot keep the admin out.
 * The id is the SHA-256 of the cookie's token.
 */
export const trustedDevice = sqliteTable(
  "trusted_device",
  {
    id: text("id").primaryKey(),
    adminUserId: ownedByAdmin(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (t) => [index("trusted_device_expires_idx").on(t.expiresAt)],
);

/**
 * An admin's authenticator app (TOTP, RFC 6238), one per admin. The key is sealed with
 * SECOND_FACTOR_SECRET (worker/auth/sealed.ts), so a copy of the database alone yields no codes.
 */
export const adminTotp = sqliteTable("admin_totp", {
  adminUserId: ownedByAdmin().primaryKey(),
  sealedKey: text("sealed_key").notNull(),
  /** The 30-second step of the last code accepted: a code is accepted once, and none older after it. */
  lastUsedStep: integer("last_used_step").notNull().default(0),
  createdAt: createdAt(),
});

/** One-time recovery codes: only their SHA-256 is kept; a used code is deleted. */
export const adminRecoveryCode = sqliteTable(
  "admin_recovery_code",
  {
    digest: text("digest").primaryKey(),
    adminUserId: ownedByAdmin(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_recovery_code_user_idx").on(t.adminUserId)],
);

/** An admin's passkeys (WebAuthn credentials). The id is the credential id, base64url. */
export const adminPasskey = sqliteTable(
  "admin_passkey",
  {
    id: text("id").primaryKey(),
    adminUserId: ownedByAdmin(),
    /** What the admin called it ("Laptop", "Phone"), to tell them apart. */
    name: text("name").notNull(),
    /** COSE algorithm: -7 (ES256) or -257 (RS256). */
    algorithm: integer("algorithm").notNull(),
    /** SEC1 uncompressed point (ES256) or PKCS#1 key (RS256), base64. */
    publicKey: text("public_key").notNull(),
    /**
     * The authenticator's signature counter at its last sign-in (WebAuthn §6.1.1): one that does
     * not go up betrays a copy of the key. 0 from authenticators that keep no counter.
     */
    signCount: integer("sign_count").notNull().default(0),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("admin_passkey_user_idx").on(t.adminUserId)],
);

/**
 * WebAuthn challenges handed out and not yet answered (SHA-256 of the challenge). Kept in D1, not
 * in a Worker's memory, because the answer may reach another instance; each is used once.
 */
export const webauthnChallenge = sqliteTable("webauthn_challenge", {
  digest: text("digest").primaryKey(),
  expiresAt: expiresAt(),
});

/** Members of the external member app (docs/product-rules.md#data). */
export const user = sqliteTable("user", {
  id: text("id").primaryKey(),
  email: text("email").unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const seoSettings = sqliteTable("seo_settings", {
  id: integer("id").primaryKey(),
  defaultTitle: text("default_title"),
  defaultTitleFr: text("default_title_fr"),
  defaultTitleAr: text("default_title_ar"),
  defaultDescription: text("default_description"),
  defaultDescriptionFr: text("default_description_fr"),
  defaultDescriptionAr: text("default_description_ar"),
  defaultKeywords: text("default_keywords"),
  defaultKeywordsFr: text("default_keywords_fr"),
  defaultKeywordsAr: text("default_keywords_ar"),
  ogTitle: text("og_title"),
  ogTitleFr: text("og_title_fr"),
  ogTitleAr: text("og_title_ar"),
  ogDescription: text("og_description"),
  ogDescriptionFr: text("og_description_fr"),
  ogDescriptionAr: text("og_description_ar"),
  ogImage: text("og_image"),
  ogType: text("og_type").notNull().default("website"),
  /** One of TWITTER_CARDS, as a save is validated (the type only: no constraint in the table). */
  twitterCard: text("twitter_card").$type<(typeof TWITTER_CARDS)[number]>().notNull().default("summary_large_image"),
  twitterSite: text("twitter_site"),
  twitterCreator: text("twitter_creator"),
  googleAnalyticsId: text("google_analytics_id"),
  googleTagManagerId: text("google_tag_manager_id"),
  facebookPixelId: text("facebook_pixel_id"),
  metaPixelId: text("meta_pixel_id"),
  customHeadScripts: text("custom_head_scripts"),
  customBodyScripts: text("custom_body_scripts"),
  organizationSchema: text("organization_schema", { mode: "json" }).$type<Record<string, unknown>>(),
  robotsTxt: text("robots_txt"),
  canonicalUrl: text("canonical_url"),
  language: text("language", { enum: LOCALES }).notNull().default("en"),
  geoHeadingEn: text("geo_heading_en"),
  geoHeadingFr: text("geo_heading_fr"),
  geoHeadingAr: text("geo_heading_ar"),
  geoContentEn: text("geo_content_en"),
  geoContentFr: text("geo_content_fr"),
  geoContentAr: text("geo_content_ar"),
  /** Comma-separated city names. */
  geoLocations: text("geo_locations"),
  aiInfoJson: text("ai_info_json", { mode: "json" }).$type<Record<string, unknown>>(),
  updatedAt: updatedAt(),
});

/** Every email the product sends, written in the same D1 batch as the data it belongs to. */
/** A file sent with an email, as both transports take it. */
export interface EmailAttachment {
  filename: string;
  /** With its parameters, e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    /** What the email is, e.g. newsletter_confirmation, lead_copy, newsletter_issue. */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    locale: locale(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    /** Set while a cron run holds the row; an expired lease returns it to the queue. */
    leaseExpiresAt: integer("lease_expires_at", { mode: "timestamp_ms" }),
    /** Which run holds the lease, so a run only settles rows it still owns. */
    leaseToken: text("lease_token"),
    lastError: text("last_error"),
    /** Makes enqueueing idempotent: the same logical email is queued once. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    providerMessageId: text("provider_message_id"),
    campaignId: integer("campaign_id").references(() => newsletterCampaign.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The back office's list of one status, newest (highest id) first.
    index("email_outbox_status_idx").on(t.status),
    // The forms' per-address cap and an unsubscribe's cancellations look emails up by recipient.
    index("email_outbox_recipient_idx").on(t.recipient, t.createdAt),
    // The forms' hourly ceiling counts the last hour's emails of a few kinds, on every submission.
    index("email_outbox_kind_created_idx").on(t.kind, t.createdAt),
    // A campaign's progress is counted by status.
    index("email_outbox_campaign_idx").on(t.campaignId, t.status),
    // Sent emails whose content is still kept, by age, for the retention purge.
    index("email_outbox_sent_content_idx").on(t.sentAt).where(sql`${t.status} = 'sent' AND ${t.html} <> ''`),
    // Sent emails whose recipient is still kept, by age, for the same purge.
    index("email_outbox_sent_recipient_idx").on(t.sentAt).where(sql`${t.status} = 'sent' AND ${t.recipient} <> ''`),
  ],
);

/**
 * Files sent with a queued email (a calendar event), in their own table so the outbox's columns,
 * which the newsletter's INSERT … SELECT lists one by one, stay as they are. Deleted with their
 * email, and by the retention purge with the bodies of sent emails.
 */
export const emailAttachment = sqliteTable(
  "email_attachment",
  {
    emailId: integer("email_id")
      .notNull()
      .references(() => emailOutbox.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: text("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.emailId, t.filename] })],
);

export const SUPPRESSION_REASONS = ["bounced", "complained"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * Addresses mail must no longer go to: the provider reported a hard bounce (the mailbox does not
 * exist) or a complaint (the reader marked our mail as spam). A newsletter subscriber whose
 * address is here shows as bounced or complained and gets no further issue.
 */
export const emailSuppression = sqliteTable("email_suppression", {
  /** Stored trimmed and lower-cased, as subscribers' addresses are. */
  email: text("email").primaryKey(),
  reason: text("reason", { enum: SUPPRESSION_REASONS }).notNull(),
  /** What the provider said, e.g. the SMTP status and its explanation. */
  detail: text("detail"),
  createdAt: createdAt(),
});

/**
 * Signed delivery-event requests already handled, by a digest of their signature, so a captured
 * request cannot be played again while its signature is still fresh. Purged once it is stale.
 */
export const webhookReceipt = sqliteTable("webhook_receipt", {
  signatureDigest: text("signature_digest").primaryKey(),
  receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * A newsletter: its content once per language (Markdown), its audience and its state. A draft is
 * saved as it is written; once started (now, or by the cron at `scheduledAt`) the cron queues its
 * recipients in bounded chunks (worker/newsletter/expand.ts), each email being rendered when it is
 * sent, from this row and the subscriber's language.
 */
export const newsletterCampaign = sqliteTable(
  "newsletter_campaign",
  {
    id: id(),
    /** Empty in a draft not written yet; required (with the English body) to start. */
    subjectEn: text("subject_en").notNull(),
    bodyEn: text("body_en").notNull(),
    subjectFr: text("subject_fr"),
    bodyFr: text("body_fr"),
    subjectAr: text("subject_ar"),
    bodyAr: text("body_ar"),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("draft"),
    /** Who it goes to (schema/inputs.ts campaignAudience); null: every confirmed subscriber. */
    audience: text("audience", { mode: "json" }).$type<CampaignAudience>(),
    /** When the cron starts a scheduled campaign. */
    scheduledAt: integer("scheduled_at", { mode: "timestamp_ms" }),
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    /** When its last email left the outbox (or it was cancelled). */
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    /** The draft's last save (null: never edited since it was made). */
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
    /** Subscribers in its audience when it started; once every recipient is queued, how many were. */
    recipientCount: integer("recipient_count").notNull().default(0),
    /** Who started it (or scheduled it). */
    sentByAdminUserId: integer("sent_by_admin_user_id").references(() => adminUser.id, { onDelete: "set null" }),
    /** Campaigns sent before drafts existed: the digest that made a second click send nothing. */
    contentDigest: text("content_digest").unique(),
    /** Recipients are the active subscribers up to this id (the newest when it was sent)… */
    lastSubscriberId: integer("last_subscriber_id").notNull().default(0),
    /** …queued so far up to this id: the cursor a crashed run resumes from. */
    queuedThroughSubscriberId: integer("queued_through_subscriber_id").notNull().default(0),
    /** Set once every recipient is queued. */
    queuedAt: integer("queued_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    // The cron's scheduled starts and the campaigns it is queuing.
    index("newsletter_campaign_status_idx").on(t.status, t.scheduledAt),
  ],
);

/**
 * What readers did after a campaign reached them, for its report: one row per unsubscribe, bounce
 * or complaint, credited to the last campaign sent to the address. It holds no address: the report
 * counts per language, it never names a reader.
 */
export const newsletterCampaignEvent = sqliteTable(
  "newsletter_campaign_event",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaign.id, { onDelete: "cascade" }),
    event: text("event", { enum: CAMPAIGN_EVENTS }).notNull(),
    locale: locale(),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(nowMs),
  },
  (t) => [index("newsletter_campaign_event_campaign_idx").on(t.campaignId, t.event)],
);

/**
 * The single row (id 1) of the business's details the site shows (schema/site.ts): contact, social
 * links, the member app, and the stats band's figures an admin sets. Null means not set, and a
 * value not set is not shown.
 */
export const siteSettings = sqliteTable("site_settings", {
  id: integer("id").primaryKey(),
  contactPhone: text("contact_phone"),
  contactEmail: text("contact_email"),
  whatsappNumber: text("whatsapp_number"),
  memberAppUrl: text("member_app_url"),
  facebookUrl: text("facebook_url"),
  instagramUrl: text("instagram_url"),
  xUrl: text("x_url"),
  youtubeUrl: text("youtube_url"),
  pinterestUrl: text("pinterest_url"),
  mediumUrl: text("medium_url"),
  linkedinUrl: text("linkedin_url"),
  /** Stats an admin sets; each one set wins over the figure computed from live data. */
  statLanguages: integer("stat_languages"),
  statTeachers: integer("stat_teachers"),
  statLearners: integer("stat_learners"),
  /** Percent, 0 to 100: nothing in the data measures it, so only an admin can set it. */
  statSuccessRate: integer("stat_success_rate"),
  /** The fewest teachers or learners the stats band shows: a smaller count is hidden (null: any count). */
  statMinimumCount: integer("stat_minimum_count"),
  /** How long a waitlisted person has to claim a freed seat, in hours (null: OFFER_WINDOW_HOURS.default). */
  offerWindowHours: integer("offer_window_hours"),
  updatedAt: updatedAt(),
});

/**
 * An erase of one person's data from the People page, recorded without the person: who erased,
 * when, and how many rows of each kind went or were anonymised (worker/people/erase.ts).
 */
export const personErasure = sqliteTable("person_erasure", {
  id: id(),
  adminUserId: integer("admin_user_id").references(() => adminUser.id, { onDelete: "set null" }),
  /** Rows deleted or anonymised, per kind of data (e.g. `{ "leads": 2, "emails": 5 }`). */
  rows: text("rows", { mode: "json" }).$type<Record<string, number>>().notNull(),
  erasedAt: createdAt(),
});

/**
 * The audit log (issue 18 §3): who did what to which record, and which fields changed, written in
 * the same D1 batch as the change (worker/audit/). The actor's email is copied so an entry still
 * says who once that admin is removed. Kept RETENTION.auditEntryMs, then purged by the cron.
 */
export const auditEntry = sqliteTable(
  "audit_entry",
  {
    id: id(),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    actorId: integer("actor_id").references(() => adminUser.id, { onDelete: "set null" }),
    /** Who acted, or for a failed sign-in the email that was typed (trimmed, lower-cased, ≤ 254). */
    actorEmail: text("actor_email"),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGETS }),
    targetId: text("target_id"),
    /** Fields that changed, before → after; free text and secrets as changed, never their values (worker/audit/changes.ts). */
    changes: text("changes", { mode: "json" }).$type<AuditChanges>(),
    /** What else explains the entry: the client address of a sign-in, the reason it failed, a count. */
    context: text("context", { mode: "json" }).$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    index("audit_entry_at_idx").on(t.at),
    index("audit_entry_actor_idx").on(t.actorId, t.at),
    index("audit_entry_action_idx").on(t.action, t.at),
    index("audit_entry_target_idx").on(t.targetType, t.targetId, t.at),
  ],
);

/**
 * The public pages whose change IndexNow is still to be told of (issue 38): a published session or
 * an active café written, published or unpublished, activated or deactivated, or deleted. Filled
 * by triggers (migration 0031), one row per record however often it changed, and drained by the
 * cron (worker/indexnow/), which builds the URLs from the rows as they are when it sends.
 */
export const indexNowPing = sqliteTable(
  "index_now_ping",
  {
    kind: text("kind", { enum: ["session", "cafe"] }).notNull(),
    recordId: integer("record_id").notNull(),
    queuedAt: integer("queued_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    /** Sends refused for now (429 or a server error); the next waits longer after each. */
    attempts: integer("attempts").notNull().default(0),
    /** Not sent again before this, after a refusal for now; null when due at once. */
    retryAt: integer("retry_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId] }), index("index_now_ping_due_idx").on(t.retryAt, t.queuedAt)],
);
