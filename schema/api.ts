/** Shapes of API answers shared by the Worker and the SPA. */
import type { ContactMethod, LeadType, Locale, PlanType, SessionRequestStatus } from "./constants";
import type { SeoSettingsInput } from "./inputs";

/** Every non-2xx JSON answer (DESIGN.md). */
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

/** A FAQ entry as the API answers it. `language` is the entry's locale (SPEC.md §7). */
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

/** `POST /api/session-requests` (201). */
export interface SessionRequestCreated {
  id: number;
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

/** `POST /api/leads` answers 201 with the stored lead's id. */
export interface LeadCreated {
  id: number;
}

/** `GET /api/seo`: the single settings row, or `{}` before anything was saved. */
export type SeoSettingsAnswer = SeoSettingsInput & { updatedAt?: string };

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
export const SUBSCRIBER_STATUSES = ["active", "pending", "bounced", "complained"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
