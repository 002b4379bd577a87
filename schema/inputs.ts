/**
 * zod schemas of every API payload: the Worker validates with them and the SPA's forms use
 * the same ones. Messages are codes from ./messages.
 */

import { AUDIT_ACTIONS, AUDIT_TARGETS } from "./audit";
import {
  AUDIENCE_ACTIVITIES,
  CITIES,
  type City,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_METHODS,
  EMAIL_STATUSES,
  LEAD_AGES,
  LEAD_CLOSE_REASONS,
  LEAD_REPLY_CHANNELS,
  LEAD_STATUSES,
  LEAD_TYPES,
  LEARNER_LEVELS,
  LEARNING_LANGUAGES,
  type LeadType,
  LOCALES,
  type Locale,
  OFFER_WINDOW_HOURS,
  PASSKEY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAN_TYPES,
  SESSION_DURATION_MINUTES,
  SESSION_LANGUAGES,
  SESSION_LEVELS,
  SESSION_MAX_PARTICIPANTS,
  SESSION_REPEAT_COUNT_MAX,
  SESSION_REQUEST_DECISIONS,
  SESSION_REQUEST_LEVELS,
  SESSION_REQUEST_STATUSES,
  SUBSCRIBER_STATUSES,
  TOTP_DIGITS,
  TRACKING_ID_FORMATS,
} from "./constants";
import { unknownPlaceholders } from "./lead-reply";
import { isLocalDay, isLocalStart, REPEATS, type SessionDates, WEEKDAY_CODES, weekdayOf } from "./occurrences";
import { E164_FORMAT, isOnDomain, SOCIAL_NETWORKS, type SocialNetwork } from "./site";
import { z } from "./zod";

const MAX_SHORT = 200;
const MAX_LONG = 5000;

const requiredText = (code: string, max = MAX_SHORT) =>
  z.string({ error: code }).trim().min(1, { error: code }).max(max, { error: "too_long" });
const optionalText = (max = MAX_SHORT) =>
  z
    .string({ error: "invalid_value" })
    .trim()
    .max(max, { error: "too_long" })
    .nullish()
    .transform((v) => (v ? v : null));
const email = () =>
  z
    .string({ error: "invalid_email" })
    .trim()
    .max(254, { error: "too_long" })
    .pipe(z.email({ error: "invalid_email" }))
    .transform((v) => v.toLowerCase());
const integer = () => z.number({ error: "invalid_integer" }).int({ error: "invalid_integer" });
/**
 * The hidden field every public form carries (docs/product-rules.md#validation): people never see it, bots fill it in.
 * A submission that filled it is refused before anything else, in the browser and in the Worker.
 */
export const HONEYPOT_FIELD = "website";

/** Whether a payload filled the honeypot (anything but absent, null or empty text). */
export function honeypotFilled(payload: unknown): boolean {
  if (!payload || typeof payload !== "object" || !Object.hasOwn(payload, HONEYPOT_FIELD)) return false;
  const value: unknown = (payload as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/** The refusal of a filled honeypot ('Bot detected', docs/product-rules.md#validation), the same from either side. */
export const BOT_DETECTED = { code: "bot_detected", message: "Bot detected" } as const;

const honeypot = z.string().max(MAX_SHORT).optional();

export const localeSchema = z.enum(LOCALES, { error: "invalid_choice" });

// ---------------------------------------------------------------- leads

const contactMethod = z.enum(CONTACT_METHODS, { error: "invalid_choice" }).default("email");
const learningLanguages = z
  .array(z.enum(LEARNING_LANGUAGES, { error: "invalid_choice" }), { error: "languages_required" })
  .min(1, { error: "languages_required" })
  .max(LEARNING_LANGUAGES.length);

/** A value from a fixed list, typed as text on input (forms start with "" = nothing chosen). */
const oneOf = <const T extends readonly [string, ...string[]]>(choices: T, code: string) =>
  z
    .string({ error: code })
    .trim()
    .pipe(z.enum(choices, { error: code }));

/** Lower case, without accents, spaces or hyphens: "Médenine", "medenine" and "MEDENINE" meet. */
const foldCity = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s-]+/g, "")
    .toLowerCase();
const CITY_BY_FOLDED = new Map<string, City>(CITIES.map((city) => [foldCity(city), city]));

/**
 * The city a text names, spelled as the list spells it, whatever its case and accents: values
 * sent before the public and the admin lists were one ("Medenine", the admin list's spelling)
 * are stored as the list spells them now (migrations/0022_one_city_list.sql did the same to the rows).
 */
function canonicalCity(name: string): City | undefined {
  return CITY_BY_FOLDED.get(foldCity(name));
}

/** One of CITIES, taken in any spelling `canonicalCity` knows; anything else is refused with `code`. */
const cityChoice = (code: string) =>
  z
    .string({ error: code })
    .transform((name) => canonicalCity(name) ?? name)
    .pipe(z.enum(CITIES, { error: code }));

const WHATSAPP_FIELDS: readonly PropertyKey[] = ["contactMethod", "whatsappNumber"];

/**
 * WhatsApp number is required exactly when WhatsApp is the chosen contact method. `when` lets
 * the rule run even while other fields are still wrong, so an empty submit shows every message.
 */
function requireWhatsappWhenChosen<T extends z.ZodType<{ contactMethod: string; whatsappNumber: string | null }>>(
  schema: T,
) {
  return schema.refine((value) => !(value.contactMethod === "whatsapp" && !value.whatsappNumber), {
    path: ["whatsappNumber"],
    error: "whatsapp_required",
    when: (payload) => !payload.issues.some((issue) => WHATSAPP_FIELDS.includes(issue.path?.[0] as PropertyKey)),
  });
}

const leadBase = {
  name: requiredText("name_required"),
  email: email(),
  locale: localeSchema.default("en"),
  [HONEYPOT_FIELD]: honeypot,
};

export const learnerLeadInput = requireWhatsappWhenChosen(
  z.object({
    ...leadBase,
    userType: z.literal("learner"),
    city: cityChoice("city_select"),
    languages: learningLanguages,
    level: oneOf(LEARNER_LEVELS, "level_required"),
    contactMethod,
    whatsappNumber: optionalText(30),
    trialSession: z.boolean().default(false),
  }),
);

export const teacherLeadInput = requireWhatsappWhenChosen(
  z.object({
    ...leadBase,
    userType: z.literal("teacher"),
    city: cityChoice("city_required"),
    languages: learningLanguages,
    contactMethod,
    whatsappNumber: optionalText(30),
    experience: requiredText("motivation_required", MAX_LONG),
  }),
);

export const cafeOwnerLeadInput = requireWhatsappWhenChosen(
  z.object({
    ...leadBase,
    userType: z.literal("cafe_owner"),
    city: cityChoice("city_required"),
    cafeName: requiredText("cafe_name_required"),
    cafeAddress: requiredText("cafe_address_required", 500),
    contactMethod,
    whatsappNumber: optionalText(30),
    spaceAvailable: optionalText(500),
    message: optionalText(MAX_LONG),
  }),
);

export const contactLeadInput = z.object({
  ...leadBase,
  userType: z.literal("contact"),
  subject: requiredText("subject_required"),
  message: z
    .string({ error: "message_too_short" })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, { error: "message_too_short" })
    .max(MAX_LONG, { error: "too_long" }),
});

export const leadInput = z.discriminatedUnion(
  "userType",
  [learnerLeadInput, teacherLeadInput, cafeOwnerLeadInput, contactLeadInput],
  { error: "invalid_choice" },
);
export type LeadInput = z.infer<typeof leadInput>;

// ---------------------------------------------------------------- newsletter

export const newsletterSignupInput = z.object({
  email: email(),
  name: optionalText(),
  locale: localeSchema.default("en"),
  [HONEYPOT_FIELD]: honeypot,
});
export type NewsletterSignupInput = z.infer<typeof newsletterSignupInput>;

/**
 * An HTML tag as CommonMark knows one (an open or closing tag, a comment, a declaration, a
 * processing instruction): "a < b" and autolinks such as <https://…> are not.
 */
const HTML_TAG =
  /<[a-z][a-z0-9-]*(?:\s+[a-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[a-z][a-z0-9-]*\s*>|<!--|<![a-z]|<\?/i;

/** Whether a newsletter body holds raw HTML, which its Markdown refuses. */
export const hasHtmlTag = (text: string) => HTML_TAG.test(text);

/** A newsletter body: Markdown, where raw HTML is refused rather than silently shown as text. */
const markdownBody = <T extends z.ZodType<string | null>>(text: T) =>
  text.refine((v) => !v || !hasHtmlTag(v), { error: "newsletter_body_html" });

const NEWSLETTER_BODY_MAX = 50_000;

export const newsletterCampaignInput = z
  .object({
    subjectEn: z.string().trim().max(MAX_SHORT, { error: "too_long" }),
    bodyEn: markdownBody(z.string().trim().max(NEWSLETTER_BODY_MAX, { error: "too_long" })),
    subjectFr: optionalText(),
    bodyFr: markdownBody(optionalText(NEWSLETTER_BODY_MAX)),
    subjectAr: optionalText(),
    bodyAr: markdownBody(optionalText(NEWSLETTER_BODY_MAX)),
  })
  .refine((v) => v.subjectEn.length > 0 && v.bodyEn.length > 0, {
    error: "newsletter_english_required",
    path: ["subjectEn"],
  });
export type NewsletterCampaignInput = z.infer<typeof newsletterCampaignInput>;

/**
 * A campaign's content as a draft holds it: anything may still be empty (the English subject and
 * body are required to start it, by `newsletterCampaignInput`), the same limits and no raw HTML.
 */
const newsletterDraftContent = z.object({
  subjectEn: z.string().trim().max(MAX_SHORT, { error: "too_long" }).default(""),
  bodyEn: markdownBody(z.string().trim().max(NEWSLETTER_BODY_MAX, { error: "too_long" })).default(""),
  subjectFr: optionalText(),
  bodyFr: markdownBody(optionalText(NEWSLETTER_BODY_MAX)),
  subjectAr: optionalText(),
  bodyAr: markdownBody(optionalText(NEWSLETTER_BODY_MAX)),
});

/**
 * Who a campaign goes to: confirmed subscribers, not suppressed, narrowed by each criterion given
 * (an empty list or null narrows nothing). `leadTypes` and `cities` match the person's leads (by
 * address); `sessions` matches their spot requests: any request, or one approved, for a session of
 * `language` (any when null), made from `from` to `to` (days on Tunis's clock, both included).
 */
export const campaignAudience = z.object({
  locales: z.array(localeSchema).max(LOCALES.length).default([]),
  leadTypes: z
    .array(z.enum(LEAD_TYPES, { error: "invalid_choice" }))
    .max(LEAD_TYPES.length)
    .default([]),
  cities: z.array(cityChoice("invalid_choice")).max(CITIES.length).default([]),
  sessions: z
    .object({
      activity: z.enum(AUDIENCE_ACTIVITIES, { error: "invalid_choice" }),
      language: z.enum(SESSION_LANGUAGES, { error: "invalid_choice" }).nullable().default(null),
      from: z.string().refine(isLocalDay, { error: "invalid_date" }).nullable().default(null),
      to: z.string().refine(isLocalDay, { error: "invalid_date" }).nullable().default(null),
    })
    .refine((v) => v.from === null || v.to === null || v.from <= v.to, { error: "audience_period", path: ["to"] })
    .nullable()
    .default(null),
});
export type CampaignAudience = z.infer<typeof campaignAudience>;

/** `POST`/`PUT /api/admin/newsletter/campaigns[/{id}]`: a draft saved as it is written. */
export const newsletterDraftInput = newsletterDraftContent.safeExtend({
  audience: campaignAudience.nullable().default(null),
});
export type NewsletterDraftInput = z.infer<typeof newsletterDraftInput>;

/** `POST /api/admin/newsletter/campaigns/{id}/schedule`: a minute on Tunis's clock, in the future. */
export const campaignScheduleInput = z.object({
  at: z.string({ error: "invalid_date" }).refine(isLocalStart, { error: "invalid_date" }),
});

/** `POST /api/admin/newsletter/preview`: the email one language's reader gets. */
export const newsletterPreviewInput = newsletterDraftContent.safeExtend({ locale: localeSchema });

/** A test send goes to at most this many addresses: colleagues, not an audience. */
export const NEWSLETTER_TEST_RECIPIENTS_MAX = 5;

/**
 * A test of a campaign: to up to five addresses (the admin's own when none is given), in one
 * chosen language (as a reader of it gets it, English where that version is empty) or in every
 * language the campaign is written in.
 */
export const newsletterTestInput = newsletterCampaignInput.safeExtend({
  to: z.array(email()).max(NEWSLETTER_TEST_RECIPIENTS_MAX, { error: "newsletter_test_recipients" }).optional(),
  locale: localeSchema.optional(),
});
export type NewsletterTestInput = z.infer<typeof newsletterTestInput>;

// ---------------------------------------------------------------- session requests

export const sessionRequestInput = z.object({
  sessionId: integer().positive({ error: "invalid_value" }),
  leadId: integer().positive().nullish(),
  name: requiredText("name_required"),
  email: email(),
  phone: optionalText(30),
  languageInterest: optionalText(),
  level: z.enum(SESSION_REQUEST_LEVELS, { error: "level_required" }),
  /** Visitors cannot choose a status; the spec's payload sends 'pending'. */
  status: z.literal("pending").optional(),
  locale: localeSchema.default("en"),
  [HONEYPOT_FIELD]: honeypot,
});
export type SessionRequestInput = z.infer<typeof sessionRequestInput>;

export const sessionRequestUpdateInput = z
  .object({
    status: z.enum(SESSION_REQUEST_STATUSES, { error: "invalid_choice" }),
    notes: optionalText(MAX_LONG),
  })
  .partial();
export type SessionRequestUpdateInput = z.infer<typeof sessionRequestUpdateInput>;

// ---------------------------------------------------------------- admin lists

/** Rows per page of every back-office list. */
export const LIST_PAGE_SIZE = { default: 25, max: 100 } as const;
const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const pageNumber = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "invalid_integer" })
    .int({ error: "invalid_integer" })
    .min(1, { error: "invalid_integer" })
    .max(max, { error: "invalid_integer" })
    .default(fallback);
/** A query-string filter: absent or empty means "any". */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const filterText = () => filter(z.string().trim().max(MAX_SHORT, { error: "too_long" }));
/** A list's city filter: an old spelling in a kept link still finds the rows stored in the new one. */
const cityFilter = () =>
  filter(
    z
      .string()
      .trim()
      .max(MAX_SHORT, { error: "too_long" })
      .transform((name) => canonicalCity(name) ?? name),
  );
const filterChoice = <const T extends readonly [string, ...string[]]>(choices: T) =>
  filter(z.enum(choices, { error: "invalid_choice" }));

/**
 * The query string of a back-office list: `page`, `pageSize`, `sort` (one of the list's sortable
 * columns; absent, the list's default) and `order`, `export=1` when the pages are read for a CSV
 * export (the first page's read is then on the audit log), then the list's own filters.
 */
function adminListQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(sorts: S, filters: F) {
  return z.object({
    page: pageNumber(Number.MAX_SAFE_INTEGER, 1),
    pageSize: pageNumber(LIST_PAGE_SIZE.max, LIST_PAGE_SIZE.default),
    sort: filterChoice(sorts),
    order: filterChoice(SORT_ORDERS),
    export: filter(z.literal("1", { error: "invalid_choice" })),
    ...filters,
  });
}

/** What every list's query has, whatever its filters. */
export interface ListParams<S extends string = string> {
  page: number;
  pageSize: number;
  sort?: S;
  order?: SortOrder;
  /** "1": the pages are read for an export. */
  export?: "1";
}

export const LEAD_SORTS = ["createdAt", "name", "userType", "city"] as const;
/** `GET /api/admin/leads?status=&type=&city=&language=&age=&q=` */
export const adminLeadsQuery = adminListQuery(LEAD_SORTS, {
  status: filterChoice(LEAD_STATUSES),
  type: filterChoice(LEAD_TYPES),
  city: cityFilter(),
  language: filterText(),
  /** Leads that came in more than this long ago (24h, 7d, 30d). */
  age: filterChoice(Object.keys(LEAD_AGES) as [keyof typeof LEAD_AGES, ...(keyof typeof LEAD_AGES)[]]),
  /** Matched against name, email, WhatsApp number, subject and message. */
  q: filterText(),
});
export type AdminLeadsQuery = z.infer<typeof adminLeadsQuery>;

/**
 * `PATCH /api/admin/leads/:id`: a move in the pipeline. Closing takes a reason from the list; a
 * note, with any move, is added to the lead's notes. Which moves a lead's type allows from its
 * status is the Worker's check (schema/lead-pipeline.ts).
 */
export const leadStatusInput = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: "invalid_choice" }),
    closedReason: z.enum(LEAD_CLOSE_REASONS, { error: "invalid_choice" }).nullish(),
    note: optionalText(MAX_LONG),
  })
  .superRefine((value, context) => {
    if (value.status === "closed" && !value.closedReason) {
      context.addIssue({ code: "custom", path: ["closedReason"], message: "close_reason_required" });
    }
    if (value.status !== "closed" && value.closedReason) {
      context.addIssue({ code: "custom", path: ["closedReason"], message: "close_reason_only_when_closing" });
    }
  });
export type LeadStatusInput = z.infer<typeof leadStatusInput>;

/** `POST /api/admin/leads/:id/notes`: a note about the lead, signed and dated by the Worker. */
export const leadNoteInput = z.object({ body: requiredText("note_required", MAX_LONG) });

/** `POST /api/admin/leads/:id/replies`: the admin opened a reply by WhatsApp or email. */
export const leadReplyInput = z.object({ channel: z.enum(LEAD_REPLY_CHANNELS, { error: "invalid_choice" }) });

/** `POST /api/admin/leads/:id/trial`: the free trial booked in this published session. */
export const leadTrialInput = z.object({ sessionId: integer().positive({ error: "invalid_value" }) });

const replyTemplate = requiredText("template_required", 2000).refine((body) => unknownPlaceholders(body).length === 0, {
  error: "unknown_placeholder",
});
/** `PUT /api/admin/site/reply-templates`: every reply template, per type of lead and language. */
export const leadReplyTemplatesInput = z.object(
  Object.fromEntries(
    LEAD_TYPES.map((type) => [type, z.object(Object.fromEntries(LOCALES.map((locale) => [locale, replyTemplate])))]),
  ) as Record<LeadType, z.ZodObject<Record<Locale, typeof replyTemplate>>>,
);
export type LeadReplyTemplates = z.infer<typeof leadReplyTemplatesInput>;

export const SESSION_REQUEST_SORTS = ["createdAt", "name", "status"] as const;
/** `GET /api/admin/session-requests?status=&sessionId=&q=` */
export const adminSessionRequestsQuery = adminListQuery(SESSION_REQUEST_SORTS, {
  status: filterChoice(SESSION_REQUEST_STATUSES),
  sessionId: filter(
    z.coerce
      .number({ error: "invalid_integer" })
      .int({ error: "invalid_integer" })
      .positive({ error: "invalid_integer" }),
  ),
  /** Matched against name, email and phone. */
  q: filterText(),
});
export type AdminSessionRequestsQuery = z.infer<typeof adminSessionRequestsQuery>;

/** `POST /api/admin/session-requests/bulk`: one decision for the selected requests, at most a page of them. */
export const sessionRequestBulkInput = z.object({
  ids: z
    .array(integer().positive({ error: "invalid_integer" }), { error: "ids_required" })
    .min(1, { error: "ids_required" })
    .max(LIST_PAGE_SIZE.max, { error: "too_many_ids" })
    .refine((ids) => new Set(ids).size === ids.length, { error: "duplicate_ids" }),
  status: z.enum(SESSION_REQUEST_DECISIONS, { error: "invalid_choice" }),
});
export type SessionRequestBulkInput = z.infer<typeof sessionRequestBulkInput>;

/** `POST /api/admin/sessions/{id}/offer-seat`: the request the admin was shown first in line. */
export const seatOfferInput = z.object({ requestId: integer().positive({ error: "invalid_integer" }) });
export type SeatOfferInput = z.infer<typeof seatOfferInput>;

export const CAFE_SORTS = ["name", "city", "createdAt"] as const;
export const CAFE_STATES = ["active", "inactive"] as const;
/** `GET /api/admin/cafes?status=&city=&q=` */
export const adminCafesQuery = adminListQuery(CAFE_SORTS, {
  status: filterChoice(CAFE_STATES),
  city: cityFilter(),
  /** Matched against name and address. */
  q: filterText(),
});
export type AdminCafesQuery = z.infer<typeof adminCafesQuery>;

export const SESSION_SORTS = ["createdAt", "title", "language", "city", "next"] as const;
export const SESSION_PUBLICATIONS = ["published", "draft"] as const;
/** `GET /api/admin/sessions?status=&city=&q=` */
export const adminSessionsQuery = adminListQuery(SESSION_SORTS, {
  status: filterChoice(SESSION_PUBLICATIONS),
  city: cityFilter(),
  /** Matched against title, café and schedule. */
  q: filterText(),
});
export type AdminSessionsQuery = z.infer<typeof adminSessionsQuery>;

export const SUBSCRIBER_SORTS = ["subscribedAt", "email", "confirmedAt"] as const;
/** `GET /api/admin/newsletter?status=&q=` */
export const adminSubscribersQuery = adminListQuery(SUBSCRIBER_SORTS, {
  status: filterChoice(SUBSCRIBER_STATUSES),
  /** Matched against email and name. */
  q: filterText(),
});
export type AdminSubscribersQuery = z.infer<typeof adminSubscribersQuery>;

export const OUTBOX_SORTS = ["createdAt", "recipient", "status"] as const;
/** `GET /api/admin/outbox?status=&q=` */
export const adminOutboxQuery = adminListQuery(OUTBOX_SORTS, {
  status: filterChoice(EMAIL_STATUSES),
  /** Matched against the recipient and the kind of email. */
  q: filterText(),
});
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuery>;

// ---------------------------------------------------------------- activity (the audit log)

/** A day as the date picker sends it (`2026-11-24`). */
const day = () => z.iso.date({ error: "invalid_date" });
/** The same day read as UTC, for the Worker's query. */
const filterDay = () => filter(day().transform((value) => new Date(`${value}T00:00:00Z`)));

/**
 * `/admin/activity?actor=&action=&target=&targetId=&from=&to=`: the page's URL, its days kept as
 * written (a URL holds text, not dates).
 */
export const adminActivitySearch = adminListQuery(["at"] as const, {
  /** The acting admin's email, exactly (the page offers the admins as choices). */
  actor: filter(z.string().trim().toLowerCase().max(254, { error: "too_long" })),
  action: filterChoice(AUDIT_ACTIONS),
  target: filterChoice(AUDIT_TARGETS),
  targetId: filterText(),
  /** First and last day shown, both included. */
  from: filter(day()),
  to: filter(day()),
});

/** `GET /api/admin/activity?…`, newest first: the page's query, its days read as dates. */
export const adminActivityQuery = adminActivitySearch.extend({ from: filterDay(), to: filterDay() });
export type AdminActivityQuery = z.infer<typeof adminActivityQuery>;

// ---------------------------------------------------------------- the admin's own account

/** A password an admin sets: their own, a new admin's first one, or another's reset. */
const newPassword = () =>
  z
    .string({ error: "required" })
    .min(PASSWORD_MIN_LENGTH, { error: "password_too_short" })
    .max(PASSWORD_MAX_LENGTH, { error: "password_too_long" });

/** `POST /api/admin/account/password`: the current password, and the new one. */
export const passwordChangeInput = z.object({
  currentPassword: z
    .string({ error: "required" })
    .min(1, { error: "required" })
    .max(PASSWORD_MAX_LENGTH, { error: "password_too_long" }),
  newPassword: newPassword(),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/** `POST /api/admin/admins`: a new admin, with a first password they must replace at their first sign-in. */
export const adminCreateInput = z.object({
  email: email(),
  name: optionalText(),
  password: newPassword(),
});
export type AdminCreateInput = z.infer<typeof adminCreateInput>;

/** `POST /api/admin/admins/:id/password`: a new password for another admin (all their sessions end). */
export const adminPasswordResetInput = z.object({ password: newPassword() });
export type AdminPasswordResetInput = z.infer<typeof adminPasswordResetInput>;

// ---------------------------------------------------------------- second factors (account page)

/** `POST /api/admin/account/totp`: the key the setup step handed out, and one code the app shows for it. */
export const totpEnableInput = z.object({
  key: z.string().regex(/^[a-z2-7]{32}$/),
  code: z
    .string({ error: "required" })
    .transform((code) => code.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: "totp_code_format" })),
});
export type TotpEnableInput = z.input<typeof totpEnableInput>;

/** `POST /api/admin/account/passkeys`: the new passkey's name and the browser's answer (`credential.toJSON()`). */
export const passkeyRegistrationInput = z.object({
  name: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(PASSKEY_NAME_MAX_LENGTH, { error: "too_long" }),
  credential: z.object({
    response: z.object({
      attestationObject: z.string().max(16_384),
      clientDataJSON: z.string().max(4096),
    }),
  }),
});

// ---------------------------------------------------------------- people (privacy requests)

/** `GET /api/admin/people?email=`: one person's data is found by their address. */
export const personQuery = z.object({ email: email() });

/** Fewer characters than this find too many people to list. */
const PEOPLE_SEARCH_MIN_LENGTH = 2;

/**
 * `GET /api/admin/people/search?q=`: the start of a name or family name, of an address, or a
 * phone number or its first digits, however written (schema/person-search.ts).
 */
export const peopleSearchQuery = z.object({
  q: z
    .string({ error: "search_too_short" })
    .trim()
    .min(PEOPLE_SEARCH_MIN_LENGTH, { error: "search_too_short" })
    .max(254, { error: "too_long" }),
});

/** `POST /api/admin/people/erase`: the person is named as in the query; a second name on purpose. @alias */
export const personErasureInput = personQuery;

/** `POST /api/admin/people/correct`: the address (the same or a new one) and, when given, the name. */
export const personCorrectionInput = z.object({
  email: email(),
  newEmail: email(),
  name: optionalText(),
});
export type PersonCorrectionInput = z.infer<typeof personCorrectionInput>;

// ---------------------------------------------------------------- admin content

/** Fields without defaults: a PATCH must never reset a field it did not send. */
const languageSessionFields = {
  title: requiredText("title_required"),
  description: optionalText(MAX_LONG),
  // French and Arabic are optional, with the English's limits: where one is empty, the English shows.
  titleFr: optionalText(),
  titleAr: optionalText(),
  descriptionFr: optionalText(MAX_LONG),
  descriptionAr: optionalText(MAX_LONG),
  language: z.enum(SESSION_LANGUAGES, { error: "invalid_choice" }),
  level: z.enum(SESSION_LEVELS, { error: "invalid_choice" }),
  maxParticipants: integer()
    .min(SESSION_MAX_PARTICIPANTS.min, { error: "max_participants_range" })
    .max(SESSION_MAX_PARTICIPANTS.max, { error: "max_participants_range" }),
  pricingPlanId: integer().positive().nullish(),
  /** Where it is held (none yet: a draft may wait for its café); its name, address and city are copied from the café. */
  cafeId: integer().positive({ error: "unknown_cafe" }).nullish(),
  /** Without a café, the admin's choice; a café's city wins (migration 0030's triggers). */
  city: cityChoice("invalid_choice"),
  startsAt: z.string({ error: "starts_at_required" }).refine(isLocalStart, { error: "starts_at_required" }),
  durationMinutes: integer()
    .min(SESSION_DURATION_MINUTES.min, { error: "duration_range" })
    .max(SESSION_DURATION_MINUTES.max, { error: "duration_range" }),
  repeat: z.enum(REPEATS, { error: "invalid_choice" }),
  repeatDays: z
    .array(z.enum(WEEKDAY_CODES, { error: "invalid_choice" }))
    .max(WEEKDAY_CODES.length)
    // Stored in the week's order, each day once, so equal series compare equal.
    .transform((days) => WEEKDAY_CODES.filter((day) => days.includes(day))),
  repeatUntil: z.string().refine(isLocalDay, { error: "invalid_date" }).nullable(),
  repeatCount: integer()
    .min(1, { error: "repeat_count_range" })
    .max(SESSION_REPEAT_COUNT_MAX, {
      error: "repeat_count_range",
    })
    .nullable(),
  isPublished: z.boolean(),
  /** A freed seat is offered to the waitlist by the cron (worker/spots/offers.ts); off, an admin offers it. */
  autoOffer: z.boolean(),
};

type DatesFields = Pick<SessionDates, "startsAt" | "repeat" | "repeatDays" | "repeatUntil" | "repeatCount">;

/**
 * What is wrong with a session's dates as a whole, by field: a weekly series repeats on the first
 * session's day, ends once (a date or a count), never before it starts. The Worker checks a PATCH
 * merged with the stored session the same way.
 */
export function sessionDatesProblems(dates: DatesFields): { path: keyof DatesFields; code: string }[] {
  if (dates.repeat === "once") return [];
  const problems: { path: keyof DatesFields; code: string }[] = [];
  if (!dates.repeatDays.includes(weekdayOf(dates.startsAt))) {
    problems.push({ path: "repeatDays", code: "repeat_days_required" });
  }
  if (dates.repeatUntil !== null && dates.repeatCount !== null) {
    problems.push({ path: "repeatCount", code: "repeat_end_one_only" });
  }
  if (dates.repeatUntil !== null && dates.repeatUntil < dates.startsAt.slice(0, 10)) {
    problems.push({ path: "repeatUntil", code: "repeat_until_before_start" });
  }
  return problems;
}

export const languageSessionInput = z
  .object({
    ...languageSessionFields,
    durationMinutes: languageSessionFields.durationMinutes.default(SESSION_DURATION_MINUTES.default),
    repeat: languageSessionFields.repeat.default("once"),
    repeatDays: languageSessionFields.repeatDays.default([]),
    repeatUntil: languageSessionFields.repeatUntil.default(null),
    repeatCount: languageSessionFields.repeatCount.default(null),
    maxParticipants: languageSessionFields.maxParticipants.default(SESSION_MAX_PARTICIPANTS.default),
    city: languageSessionFields.city.default("Tunis"),
    isPublished: languageSessionFields.isPublished.default(false),
    autoOffer: languageSessionFields.autoOffer.default(true),
  })
  .superRefine((value, context) => {
    for (const { path, code } of sessionDatesProblems(value)) {
      context.addIssue({ code: "custom", path: [path], message: code });
    }
  });
export const languageSessionPatch = z.object(languageSessionFields).partial();
export type LanguageSessionInput = z.infer<typeof languageSessionInput>;

/** `PUT /api/admin/sessions/:id/occurrences/:originalStart`: skip that occurrence (`movedTo` null) or move it. */
export const occurrenceChangeInput = z.object({
  movedTo: z.string().refine(isLocalStart, { error: "starts_at_required" }).nullable(),
});

const featureList = z
  .array(z.string().trim().max(MAX_SHORT, { error: "too_long" }))
  .max(30)
  .transform((list) => list.filter((f) => f.length > 0));
const pricingPlanFields = {
  planType: z.enum(PLAN_TYPES, { error: "invalid_choice" }),
  capitalPrice: integer().min(0, { error: "invalid_integer" }),
  outsideCapitalPrice: integer().min(0, { error: "invalid_integer" }),
  /** One feature per entry; blank entries are dropped. */
  features: featureList,
  featuresFr: featureList,
  featuresAr: featureList,
  displayOrder: integer(),
  isActive: z.boolean(),
};
export const pricingPlanInput = z.object({
  ...pricingPlanFields,
  featuresFr: pricingPlanFields.featuresFr.default([]),
  featuresAr: pricingPlanFields.featuresAr.default([]),
  displayOrder: pricingPlanFields.displayOrder.default(0),
  isActive: pricingPlanFields.isActive.default(true),
});
export const pricingPlanPatch = z.object(pricingPlanFields).partial();
export type PricingPlanInput = z.infer<typeof pricingPlanInput>;

const faqEntryFields = {
  question: requiredText("question_required", 500),
  answer: requiredText("answer_required", MAX_LONG),
  language: localeSchema,
  category: optionalText(),
  sortOrder: integer(),
  isActive: z.boolean(),
};
export const faqEntryInput = z.object({
  ...faqEntryFields,
  language: faqEntryFields.language.default("en"),
  sortOrder: faqEntryFields.sortOrder.default(0),
  isActive: faqEntryFields.isActive.default(true),
});
export const faqEntryPatch = z.object(faqEntryFields).partial();
export type FaqEntryInput = z.infer<typeof faqEntryInput>;

// ---------------------------------------------------------------- SEO settings

const seoText = (max = 500) =>
  z
    .string({ error: "invalid_value" })
    .trim()
    .max(max, { error: "too_long" })
    // Tabs and line breaks are text; any other control character is a paste accident.
    .refine((value) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value), { error: "invalid_characters" })
    .nullish();
/** Text that is empty or passes `check`: the settings keep an emptied field as sent (docs/product-rules.md#validation). */
const seoFormat = (max: number, check: (value: string) => boolean, code: string) =>
  seoText(max).refine((value) => !value || check(value), { error: code });

/** An absolute http(s) address: no spaces (the URL parser would silently drop them) and no credentials. */
function httpUrl(value: string): URL | null {
  if (/\s/.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && url.hostname
      ? url
      : null;
  } catch {
    return null;
  }
}
/** The site's public origin: canonical links, hreflang and the sitemap are built on it, so no path or query. */
export const isSiteOrigin = (value: string) => {
  const url = httpUrl(value);
  return (
    url !== null && url.pathname === "/" && !url.search && !url.hash && !value.includes("?") && !value.includes("#")
  );
};
const SITE_URL_MAX = 500;
/** A JSON object small enough for every page's head (structured data) and /ai-info.json. */
const SEO_JSON_MAX_CHARS = 20_000;
const jsonObject = z
  .record(z.string(), z.unknown(), { error: "invalid_value" })
  .refine((value) => JSON.stringify(value).length <= SEO_JSON_MAX_CHARS, { error: "too_long" })
  .nullish();

const OG_TYPE_FORMAT = /^[a-z][a-z_]*(\.[a-z_]+)?$/;
export const TWITTER_CARDS = ["summary_large_image", "summary"] as const;
const SOCIAL_HANDLE_FORMAT = /^@?[A-Za-z0-9_]{1,15}$/;

/**
 * The single seo_settings row (docs/product-rules.md#data), as `PUT /api/seo` sends it; empty text is kept as sent.
 * Each field is held to what the page writer and the crawler files can use: the Worker also reads
 * stored values back through these schemas (worker/site/seo-settings.ts), so a value saved before a
 * rule existed falls back to its default instead of breaking a page.
 */
export const seoSettingsInput = z
  .object({
    defaultTitle: seoText(200),
    defaultTitleFr: seoText(200),
    defaultTitleAr: seoText(200),
    defaultDescription: seoText(),
    defaultDescriptionFr: seoText(),
    defaultDescriptionAr: seoText(),
    defaultKeywords: seoText(),
    defaultKeywordsFr: seoText(),
    defaultKeywordsAr: seoText(),
    ogTitle: seoText(200),
    ogTitleFr: seoText(200),
    ogTitleAr: seoText(200),
    ogDescription: seoText(),
    ogDescriptionFr: seoText(),
    ogDescriptionAr: seoText(),
    ogImage: seoFormat(1000, (value) => httpUrl(value) !== null, "invalid_url"),
    // Never null: the table keeps the spec's defaults (website, summary_large_image).
    ogType: z
      .string({ error: "invalid_og_type" })
      .trim()
      .max(50, { error: "too_long" })
      .regex(OG_TYPE_FORMAT, { error: "invalid_og_type" })
      .optional(),
    twitterCard: z.enum(TWITTER_CARDS, { error: "invalid_choice" }).optional(),
    twitterSite: seoFormat(16, (value) => SOCIAL_HANDLE_FORMAT.test(value), "invalid_handle"),
    twitterCreator: seoFormat(16, (value) => SOCIAL_HANDLE_FORMAT.test(value), "invalid_handle"),
    googleAnalyticsId: seoFormat(50, (value) => TRACKING_ID_FORMATS.googleAnalytics.test(value), "invalid_tracking_id"),
    googleTagManagerId: seoFormat(
      50,
      (value) => TRACKING_ID_FORMATS.googleTagManager.test(value),
      "invalid_tracking_id",
    ),
    facebookPixelId: seoFormat(50, (value) => TRACKING_ID_FORMATS.pixel.test(value), "invalid_tracking_id"),
    metaPixelId: seoFormat(50, (value) => TRACKING_ID_FORMATS.pixel.test(value), "invalid_tracking_id"),
    customHeadScripts: seoText(20_000),
    customBodyScripts: seoText(20_000),
    organizationSchema: jsonObject,
    robotsTxt: seoText(10_000),
    canonicalUrl: seoFormat(SITE_URL_MAX, isSiteOrigin, "invalid_site_url"),
    language: localeSchema.optional(),
    geoHeadingEn: seoText(200),
    geoHeadingFr: seoText(200),
    geoHeadingAr: seoText(200),
    geoContentEn: seoText(5000),
    geoContentFr: seoText(5000),
    geoContentAr: seoText(5000),
    geoLocations: seoText(2000),
    aiInfoJson: jsonObject,
  })
  .strip();
export type SeoSettingsInput = z.infer<typeof seoSettingsInput>;

// ---------------------------------------------------------------- Site settings

/** Empty text, null or absent is "not set": stored as null, and not shown. */
const unlessEmpty = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string({ error: "invalid_value" })
    .nullish()
    .transform((value) => (value?.trim() ? value : null))
    .pipe(schema.nullable());

/** A phone number typed with spaces, dots, dashes or brackets, stored in E.164 (+21671000000). */
const e164Phone = z
  .string({ error: "invalid_phone" })
  .trim()
  .transform((value) => value.replace(/[\s.()-]/g, ""))
  .pipe(z.string().regex(E164_FORMAT, { error: "invalid_phone" }));

/** An https address (no spaces, no credentials), optionally on one network's domains. */
function httpsUrl(domains?: readonly string[]) {
  return z
    .string({ error: "invalid_url" })
    .trim()
    .max(500, { error: "too_long" })
    .refine(
      (value) => {
        const url = httpUrl(value);
        return url !== null && url.protocol === "https:";
      },
      { error: "invalid_url" },
    )
    .refine(
      (value) => {
        const host = httpUrl(value)?.hostname.toLowerCase();
        return !domains || (host !== undefined && domains.some((domain) => isOnDomain(host, domain)));
      },
      { error: "wrong_network_host", abort: true },
    );
}

const notSetIsNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);
const statCount = z
  .number({ error: "invalid_count" })
  .int({ error: "invalid_count" })
  .min(1, { error: "invalid_count" })
  .max(10_000_000, { error: "invalid_count" });

/** The field of each network's link: facebookUrl, instagramUrl, xUrl… */
export const socialUrlField = (network: SocialNetwork) => `${network}Url` as const;
type SocialUrlField = ReturnType<typeof socialUrlField>;

const socialUrlFields = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [socialUrlField(network.id), unlessEmpty(httpsUrl(network.domains))]),
) as Record<SocialUrlField, ReturnType<typeof unlessEmpty<ReturnType<typeof httpsUrl>>>>;

/**
 * `PUT /api/admin/site`: every field at once; empty or null clears it. Stats are whole numbers an
 * admin sets to override the computed figure (null: computed, or hidden when nothing computes it).
 */
export const siteSettingsInput = z
  .object({
    contactPhone: unlessEmpty(e164Phone),
    contactEmail: unlessEmpty(email()),
    whatsappNumber: unlessEmpty(e164Phone),
    memberAppUrl: unlessEmpty(httpsUrl()),
    ...socialUrlFields,
    statLanguages: notSetIsNull(statCount),
    statTeachers: notSetIsNull(statCount),
    statLearners: notSetIsNull(statCount),
    statSuccessRate: notSetIsNull(
      z
        .number({ error: "invalid_percent" })
        .int({ error: "invalid_percent" })
        .min(0, { error: "invalid_percent" })
        .max(100, { error: "invalid_percent" }),
    ),
    statMinimumCount: notSetIsNull(statCount),
    /** How long a freed seat's offer stays open, in hours (null: OFFER_WINDOW_HOURS.default). */
    offerWindowHours: notSetIsNull(
      z
        .number({ error: "offer_window_range" })
        .int({ error: "offer_window_range" })
        .min(OFFER_WINDOW_HOURS.min, { error: "offer_window_range" })
        .max(OFFER_WINDOW_HOURS.max, { error: "offer_window_range" }),
    ),
  })
  .strip();
export type SiteSettingsInput = z.output<typeof siteSettingsInput>;

// ---------------------------------------------------------------- newsletter import

/** A CSV of at most this many characters (50,000 rows of address, name and language fit well). */
const NEWSLETTER_IMPORT_MAX_CHARS = 8_000_000;

/** `POST /api/admin/newsletter/subscribers/import`: a CSV with `email` (and `name`, `language`) columns. */
export const newsletterImportInput = z.object({
  csv: z.string({ error: "csv_required" }).max(NEWSLETTER_IMPORT_MAX_CHARS, { error: "too_long" }),
  /** Where these people agreed to receive the newsletter, e.g. "Paper sign-up sheet, Café Lino, 12 Nov". */
  consentSource: requiredText("consent_source_required"),
  /** Counts the rows and writes nothing. */
  dryRun: z.boolean({ error: "invalid_value" }).default(false),
});
export type NewsletterImportInput = z.infer<typeof newsletterImportInput>;

/** One imported row: the address as the forms take it, the language empty meaning English. */
export const newsletterImportRow = z.object({
  email: email(),
  name: optionalText(),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v || "en")
    .pipe(localeSchema),
});

// ---------------------------------------------------------------- cafés

/** Where a café may be: Tunisia's latitudes and longitudes, so swapped or mistyped coordinates are caught. */
export const CAFE_COORDINATES = { latitude: { min: 30, max: 38 }, longitude: { min: 7, max: 12 } } as const;

const coordinate = (range: { min: number; max: number }, code: string) =>
  notSetIsNull(z.number({ error: code }).min(range.min, { error: code }).max(range.max, { error: code }));

/** Fields without defaults: a PATCH must never reset a field it did not send. */
const cafeFields = {
  name: requiredText("cafe_name_required", 120),
  address: requiredText("cafe_address_required", MAX_SHORT),
  city: cityChoice("invalid_choice"),
  /** A link to the café on a map (Google Maps, OpenStreetMap). */
  mapUrl: unlessEmpty(httpsUrl()),
  latitude: coordinate(CAFE_COORDINATES.latitude, "latitude_range"),
  longitude: coordinate(CAFE_COORDINATES.longitude, "longitude_range"),
  photoUrl: unlessEmpty(httpsUrl()),
  openingNote: optionalText(300),
  isActive: z.boolean(),
};

type Coordinates = { latitude?: number | null; longitude?: number | null };

/**
 * A café's coordinates come in pairs: one without the other is refused under the missing one. The
 * Worker checks a PATCH merged with the stored café the same way.
 */
export function cafeCoordinatesProblem(value: Coordinates): { path: keyof Coordinates; code: string } | null {
  const hasLatitude = value.latitude != null;
  const hasLongitude = value.longitude != null;
  if (hasLatitude === hasLongitude) return null;
  return { path: hasLatitude ? "longitude" : "latitude", code: "coordinates_pair" };
}

/** `POST /api/admin/cafes` */
export const cafeInput = z
  .object({ ...cafeFields, isActive: cafeFields.isActive.default(true) })
  .superRefine((value, context) => {
    const problem = cafeCoordinatesProblem(value);
    if (problem) context.addIssue({ code: "custom", path: [problem.path], message: problem.code });
  });
/** `PATCH /api/admin/cafes/:id`: only the fields sent change. */
export const cafePatch = z.object(cafeFields).partial();
export type CafeInput = z.infer<typeof cafeInput>;
