import type { LeadCreated, NewsletterSignupAnswer, SessionRequestCreated } from "@schema/api";
import type { NewsletterSignupInput, SessionRequestInput } from "@schema/inputs";
import { postPublicForm } from "@web/lib/human-check";
import { adminCountsKey, leadsKey, outboxKey, sessionRequestsKey, subscribersKey } from "./admin/keys";
import { publicSessionsKey } from "./public-reads";

// The public forms' posts, apart from the reads: only form code (loaded when a form is used)
// imports this module, so the human check stays out of what a landing view loads.

/** A join or contact form (`POST /api/leads`); the payload is the form's own (schema/inputs.ts). */
export const submitLead = (lead: Record<string, unknown>, form: HTMLElement | null) =>
  postPublicForm<LeadCreated>("/api/leads", lead, form);

/** What a lead changes (docs/product-rules.md#api-calls): the back office's leads and its outbox (the team's note, the copy). */
export const LEAD_CHANGES = [leadsKey, outboxKey] as const;

/** A visitor asks for a spot (`POST /api/session-requests`); a full session puts them on its waitlist. */
export const requestSpot = (request: SessionRequestInput, form: HTMLElement | null) =>
  postPublicForm<SessionRequestCreated>("/api/session-requests", request, form);

/** What a spot request changes: the public cards, the back office's requests and its outbox. */
export const SPOT_REQUEST_CHANGES = [publicSessionsKey, sessionRequestsKey, adminCountsKey, outboxKey] as const;

/** The newsletter sign-up (`POST /api/newsletter`): double opt-in, so it queues a confirmation. */
export const signUpForNewsletter = (signUp: NewsletterSignupInput, form: HTMLElement | null) =>
  postPublicForm<NewsletterSignupAnswer>("/api/newsletter", signUp, form);

/** A sign-up adds a pending subscriber and queues its confirmation email. */
export const NEWSLETTER_SIGNUP_CHANGES = [subscribersKey, outboxKey] as const;
