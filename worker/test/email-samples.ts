/**
 * Every kind of email the product sends, rendered from its template with realistic data, in a
 * reader's language. Team emails are in English whatever the language asked for. Imports nothing
 * Worker-only, so the end-to-end tests render the same emails in Chromium.
 */
import type { Locale } from "../../schema/constants";
import type { LeadInput } from "../../schema/inputs";
import type { RenderedEmail } from "../email/message";
import { leadCopyEmail } from "../email/templates/lead-copy";
import { leadNotificationEmail } from "../email/templates/lead-notification";
import {
  newsletterAlreadySubscribedEmail,
  newsletterConfirmationEmail,
  newsletterIssueEmail,
} from "../email/templates/newsletter";
import { relayCeilingAlertEmail } from "../email/templates/relay-ceiling-alert";
import { seatOfferEmail } from "../email/templates/seat-offer";
import { sessionCancelledEmail } from "../email/templates/session-cancelled";
import { sessionChangedEmail } from "../email/templates/session-changed";
import type { SessionSummary } from "../email/templates/session-details";
import { sessionReminderEmail } from "../email/templates/session-reminder";
import { sessionRequestApprovedEmail } from "../email/templates/session-request-approved";
import { sessionRequestReceivedEmail } from "../email/templates/session-request-received";
import { sessionRequestRepeatedEmail } from "../email/templates/session-request-repeated";
import { sessionRequestStatusEmail } from "../email/templates/session-request-status";
import { spotCancelledEmail } from "../email/templates/spot-cancelled";

/** Monday 23 November 2026, noon in Tunis. */
export const SAMPLE_NOW = new Date(Date.UTC(2026, 10, 23, 11));

export const SAMPLE_SESSION: SessionSummary = {
  title: "Brunch English",
  titleFr: null,
  titleAr: null,
  language: "English",
  level: "Intermediate",
  city: "Tunis",
  cafeName: "Café Lino",
  cafeAddress: "12 Rue de Marseille, Tunis",
  // Once, on Thursday 26 November 2026 at 09:30 in Tunis.
  startsAt: "2026-11-26T09:30",
  durationMinutes: 90,
  repeat: "once",
  repeatDays: [],
  repeatUntil: null,
  repeatCount: null,
  changes: [],
};

const learner = (locale: Locale): LeadInput => ({
  userType: "learner",
  name: "Amira Ben Salah",
  email: "amira@example.tn",
  locale,
  website: "",
  city: "Tunis",
  languages: ["English", "French"],
  level: "intermediate",
  contactMethod: "whatsapp",
  whatsappNumber: "+216 20 123 456",
  trialSession: true,
});

/** A newsletter issue as an admin writes it, in the subscribers' language. */
const ISSUE_BODIES: Record<Locale, string> = {
  en: "New sessions in Sfax this month.\n\nSee you soon at the café.",
  fr: "De nouvelles séances à Sfax ce mois-ci.\n\nÀ bientôt au café.",
  ar: "جلسات جديدة في صفاقس هذا الشهر.\n\nنراك قريبًا في المقهى.",
};

/** A request's own page, as worker/spots/link.ts writes it (a key and its MAC). */
export const SAMPLE_SPOT_URL =
  "https://cafetalk.tn/spot/0123456789abcdef0123456789abcdef01234567.abcdefghijklmnopqrstuvwxyz234567";

/** Each kind of email, by a name that says which, as the reader in `locale` gets it. */
export function sampleEmails(locale: Locale, session = SAMPLE_SESSION): Record<string, RenderedEmail> {
  const now = SAMPLE_NOW;
  const person = { locale, name: "Amira", session, now, spotUrl: SAMPLE_SPOT_URL };
  return {
    lead_copy: leadCopyEmail(learner(locale)),
    lead_notification: leadNotificationEmail(learner(locale)),
    relay_ceiling_alert: relayCeilingAlertEmail(200),
    newsletter_confirmation: newsletterConfirmationEmail({ locale, token: "abc", baseUrl: "https://cafetalk.tn" }),
    newsletter_already_subscribed: newsletterAlreadySubscribedEmail({ locale, name: "Amira" }),
    newsletter_issue: newsletterIssueEmail({
      locale,
      subject: "Café Talk",
      body: ISSUE_BODIES[locale],
      unsubscribeUrl: "https://cafetalk.tn/unsubscribe/abc",
    }),
    session_request_received: sessionRequestReceivedEmail({
      locale,
      status: "pending",
      session,
      spotUrl: SAMPLE_SPOT_URL,
      now,
    }),
    session_request_received_waitlisted: sessionRequestReceivedEmail({
      locale,
      status: "waitlisted",
      session,
      spotUrl: SAMPLE_SPOT_URL,
      now,
    }),
    session_request_repeated: sessionRequestRepeatedEmail({ locale, session, now }),
    session_request_approved: sessionRequestApprovedEmail({
      ...person,
      calendarUrl: "https://cafetalk.tn/api/session-requests/abc/calendar.ics",
    }),
    session_request_waitlisted: sessionRequestStatusEmail({ ...person, status: "waitlisted", sessionFull: true }),
    session_request_cancelled: sessionRequestStatusEmail({ ...person, status: "cancelled", sessionFull: false }),
    session_changed: sessionChangedEmail({ ...person, status: "approved", withCalendar: true }),
    session_reminder: sessionReminderEmail({
      ...person,
      start: new Date(Date.UTC(2026, 10, 26, 8, 30)),
      now: new Date(Date.UTC(2026, 10, 25, 8, 30)),
    }),
    spot_cancelled: spotCancelledEmail({ ...person, heldSeat: true, withCalendar: true }),
    session_changed_waitlisted: sessionChangedEmail({ ...person, status: "waitlisted", withCalendar: false }),
    session_cancelled: sessionCancelledEmail({ ...person, status: "approved", withCalendar: true }),
    session_cancelled_waitlisted: sessionCancelledEmail({ ...person, status: "waitlisted", withCalendar: false }),
    // A freed seat offered to the next in line (worker/spots/offers.ts), claimable until Tuesday evening.
    seat_offer: seatOfferEmail({
      ...person,
      deadline: new Date(Date.UTC(2026, 10, 24, 17)),
      spotUrl: SAMPLE_SPOT_URL,
      late: false,
    }),
  };
}
