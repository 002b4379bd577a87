import { renderEmail } from "../layout";
import type { RenderedEmail } from "../message";

/** Tells the team (in English) that the forms stopped mailing typed addresses for the hour. */
export function relayCeilingAlertEmail(perHour: number): RenderedEmail {
  return renderEmail({
    locale: "en",
    subject: `Form emails paused: ${perHour} sent to typed addresses in the last hour`,
    preheader: "Submissions are still saved; look at the latest leads and requests.",
    paragraphs: [
      `The website's forms sent ${perHour} emails (copies, receipts, newsletter confirmations) to addresses visitors typed in the last hour, the most they may send. Until that count falls, new ones are not sent: they show as suppressed in the back office's outbox.`,
      "Every submission is still saved, and each lead's notification still reaches you. A sudden flood usually means someone is using the forms to send mail to other people's inboxes: look at the latest leads and requests.",
      "You get this message at most once an hour.",
    ],
  });
}
