import { EmailMessage } from "cloudflare:email";
import { createMimeMessage, Mailbox, type MIMEMessage } from "mimetext/browser";
import { folded, mailbox, unstructured } from "./header-lines";
import type { OutgoingEmail, Sender, SendResult } from "./types";

/** base64 in lines of 76 characters at most, as RFC 2045 6.8 asks. */
const foldedBase64 = (base64: string) => base64.replace(/.{1,76}/g, "$&\r\n").slice(0, -2);

/** base64 folded to 76-character lines, of text in canonical form (CRLF line breaks, RFC 2046 4.1.1). */
function base64Body(text: string): string {
  const bytes = new TextEncoder().encode(text.replace(/\r?\n/g, "\r\n"));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return foldedBase64(btoa(binary));
}

/** Writes one of mimetext's own header fields (From, Subject) folded and encoded per RFC 2047. */
function writeFieldAs(message: MIMEMessage, name: string, text: string) {
  const field = message.headers.fields.find((candidate) => candidate.name === name)!;
  field.dump = () => text;
}

/** The raw message and its Message-ID (without angle brackets). */
export function mimeMessage(email: OutgoingEmail, from: Sender): { raw: string; messageId: string } {
  const messageId = `${crypto.randomUUID()}@${from.email.split("@")[1] ?? "localhost"}`;
  const { "Reply-To": replyTo, ...custom } = email.headers;
  const message = createMimeMessage();
  message.setSender({ name: from.name, addr: from.email });
  writeFieldAs(message, "From", mailbox(from.name, from.email, "From"));
  message.setTo(email.to);
  message.setSubject(email.subject);
  writeFieldAs(message, "Subject", unstructured("Subject", email.subject));
  message.setHeader("Message-ID", `<${messageId}>`);
  if (replyTo) message.setHeader("Reply-To", new Mailbox(replyTo));
  for (const [name, value] of Object.entries(custom)) {
    message.headers.setCustom({ name, value, custom: true, dump: () => folded(name, value) });
  }
  message.addMessage({ contentType: "text/plain", encoding: "base64", data: base64Body(email.text) });
  message.addMessage({ contentType: "text/html", encoding: "base64", data: base64Body(email.html) });
  for (const file of email.attachments ?? []) {
    message.addAttachment({ filename: file.filename, contentType: file.contentType, data: foldedBase64(file.content) });
  }
  return { raw: `${message.asRaw()}\r\n`, messageId };
}

/**
 * Cloudflare's `send_email` binding. It delivers only to addresses verified in Email Routing,
 * so it suits team notifications rather than newsletters.
 */
export function cloudflareEmailTransport(binding: SendEmail, from: Sender) {
  return async (email: OutgoingEmail): Promise<SendResult> => {
    try {
      const { raw, messageId } = mimeMessage(email, from);
      await binding.send(new EmailMessage(from.email, email.to, raw));
      return { ok: true, providerMessageId: messageId };
    } catch (error) {
      // The binding refuses unverified destinations for good; anything else may pass later.
      const message = String(error);
      return { ok: false, permanent: /destination|verified|not allowed/i.test(message), error: message };
    }
  };
}
