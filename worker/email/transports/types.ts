import type { EmailAttachment } from "../../../schema/tables";

/** What a transport needs to send one email. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments?: EmailAttachment[];
}

export type SendResult =
  | { ok: true; providerMessageId: string }
  /** `permanent`: retrying cannot help (the provider refused the message itself). */
  | { ok: false; permanent: boolean; error: string };

export type Transport = (email: OutgoingEmail) => Promise<SendResult>;

export interface Sender {
  email: string;
  name: string;
}

/** HTTP answers: 4xx refuse the message for good, except 408 and 429 which say "later"; 5xx are retried. */
export function resultFromStatus(status: number, detail: string): SendResult {
  const retryable = status === 408 || status === 429 || status >= 500;
  return { ok: false, permanent: !retryable, error: `HTTP ${status}: ${detail.slice(0, 500)}` };
}
