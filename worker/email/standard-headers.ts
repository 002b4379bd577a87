/**
 * Headers mail providers and clients read to sort what we send: what the code marks here is
 * what Gmail, Yahoo and auto-responders look for, on both transports.
 */
import type { Sender } from "./transports/types";

/**
 * RFC 3834: sent by a program, on its own (confirmations, notes to the team). Auto-responders and
 * out-of-office replies do not answer it, so no reply loop starts with a visitor's vacation notice.
 */
export const TRANSACTIONAL_HEADERS: Readonly<Record<string, string>> = { "Auto-Submitted": "auto-generated" };

/** The sending domain: the part of the From address after "@". */
function senderDomain(sender: Sender): string {
  return sender.email.split("@")[1] ?? sender.email;
}

/**
 * A List-Id phrase must need no RFC 2047 encoding on either transport (MailChannels takes custom
 * headers as they are): accents are dropped ("Café" → "Cafe"), anything else non-ASCII too.
 */
function asciiPhrase(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "")
    .trim();
}

/**
 * A newsletter issue's list headers: List-Id (RFC 2919) lets readers and providers filter the
 * newsletter as one list; Feedback-ID (Gmail's feedback loop) reports complaints per campaign.
 * A test send has no campaign yet.
 */
export function campaignHeaders(campaignId: number | undefined, sender: Sender): Record<string, string> {
  const domain = senderDomain(sender);
  return {
    "List-Id": `"${asciiPhrase(`${sender.name} newsletter`)}" <newsletter.${domain}>`,
    "Feedback-ID": `${campaignId ?? "test"}:newsletter:${domain}`,
  };
}
