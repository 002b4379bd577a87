import type { AuditAction, AuditTarget } from "@schema/audit";

/** What each audit action reads as on the Activity page. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Failed sign-in",
  sign_out: "Signed out",
  password_set: "Password set",
  password_changed: "Password changed",
  session_ended: "Session ended",
  second_factor_added: "Second factor added",
  second_factor_removed: "Second factor removed",
  second_factors_reset: "Second factors reset",
  recovery_codes_created: "New recovery codes",
  create: "Created",
  update: "Changed",
  delete: "Deleted",
  seat_offered: "Seat offered",
  seat_offer_sent: "Seat offered automatically",
  seat_offer_lapsed: "Seat offer lapsed",
  seat_claimed: "Seat claimed",
  cancelled_by_person: "Cancelled by the person",
  newsletter_sent: "Newsletter started",
  newsletter_scheduled: "Newsletter scheduled",
  newsletter_paused: "Newsletter paused",
  newsletter_resumed: "Newsletter resumed",
  newsletter_cancelled: "Newsletter cancelled",
  email_retried: "Email retried",
  suppression_lifted: "Email allowed again",
  person_corrected: "Person corrected",
  person_erased: "Person erased",
  exported: "Exported",
  lead_replied: "Replied to lead",
  note_added: "Note added",
  trial_booked: "Free trial booked",
};

export const TARGET_LABELS: Record<AuditTarget, string> = {
  admin_user: "Admin",
  pricing_plan: "Pricing plan",
  faq: "FAQ",
  language_session: "Session",
  cafe: "Café",
  session_request: "Spot request",
  seo_settings: "SEO settings",
  site_settings: "Site settings",
  newsletter_campaign: "Newsletter",
  newsletter_subscriber: "Subscriber",
  email: "Email",
  person: "Person",
  lead: "Leads",
  lead_reply_template: "Reply templates",
};

/** Why a sign-in failed, and the other context an entry carries, in words. */
const CONTEXT_VALUES: Record<string, string> = {
  wrong_password: "wrong password",
  unknown_account: "no such admin",
  signature_counter_not_increased: "passkey counter did not go up (a copy of the key?)",
};
const CONTEXT_NAMES: Record<string, string> = {
  client: "from",
  reason: "reason",
  factor: "with",
  recipients: "recipients",
  via: "via",
  emailChanged: "address changed",
  current: "this browser",
  channel: "by",
  sessionId: "session",
  requestId: "request",
};

export function contextText(context: Record<string, string | number | boolean | null> | null): string {
  if (!context) return "";
  return Object.entries(context)
    .map(([name, value]) => {
      const shown = typeof value === "boolean" ? (value ? "yes" : "no") : String(value ?? "—");
      return `${CONTEXT_NAMES[name] ?? name} ${CONTEXT_VALUES[shown] ?? shown}`;
    })
    .join(" · ");
}

/** A field's value as the log stored it: nothing as a dash, lists joined, records as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(valueText).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
