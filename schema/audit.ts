/**
 * The audit log's vocabulary (issue 18 §3): what an entry says happened, and to what kind of
 * record. One list for the table, the Activity API's filters and the Activity page's labels.
 */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "password_set",
  "password_changed",
  "session_ended",
  "second_factor_added",
  "second_factor_removed",
  "second_factors_reset",
  "recovery_codes_created",
  "create",
  "update",
  "delete",
  "seat_offered",
  "seat_offer_sent",
  "seat_offer_lapsed",
  "seat_claimed",
  "cancelled_by_person",
  "newsletter_sent",
  "newsletter_scheduled",
  "newsletter_paused",
  "newsletter_resumed",
  "newsletter_cancelled",
  "email_retried",
  "suppression_lifted",
  "person_corrected",
  "person_erased",
  "exported",
  "lead_replied",
  "note_added",
  "trial_booked",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  "admin_user",
  "pricing_plan",
  "faq",
  "language_session",
  "cafe",
  "session_request",
  "seo_settings",
  "site_settings",
  "newsletter_campaign",
  "newsletter_subscriber",
  "email",
  "person",
  "lead",
  "lead_reply_template",
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** A field's value before and after a change; null where it did not exist (create, delete). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;
