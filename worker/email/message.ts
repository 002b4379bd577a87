import type { Locale } from "../../schema/constants";
import type { EmailAttachment } from "../../schema/tables";

/** One email, rendered and ready to queue. */
export interface EmailMessage {
  /** What it is, e.g. "newsletter_confirmation", "lead_copy", "session_request_approved". */
  kind: string;
  to: string;
  locale: Locale;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
  /** The same key is queued only once (e.g. `lead_copy:42`), so retries of a request never duplicate mail. */
  dedupeKey: string;
  campaignId?: number;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
