import { EmailMessage } from "cloudflare:email";
import type { OutgoingEmail, Sender, SendResult } from "./types";

/** RFC 2047 for non-ASCII header text (subjects in French and Arabic). */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${base64(value)}?=`;
}

function base64(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** base64 folded to 76-character lines, as MIME requires. */
function base64Body(value: string): string {
  return base64(value).replace(/.{1,76}/g, "$&\r\n");
}

export function mimeMessage(email: OutgoingEmail, from: Sender): string {
  const boundary = `b-${crypto.randomUUID()}`;
  const headers = [
    `From: ${encodeHeader(from.name)} <${from.email}>`,
    `To: <${email.to}>`,
    `Subject: ${encodeHeader(email.subject)}`,
    `Message-ID: <${crypto.randomUUID()}@${from.email.split("@")[1] ?? "localhost"}>`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    ...Object.entries(email.headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      "Content-Transfer-Encoding: base64",
      "",
      base64Body(body),
    ].join("\r\n");
  return [...headers, "", part("text/plain", email.text), part("text/html", email.html), `--${boundary}--`, ""].join(
    "\r\n",
  );
}

/**
 * Cloudflare's `send_email` binding. It delivers only to addresses verified in Email Routing,
 * so it suits team notifications rather than newsletters.
 */
export function cloudflareEmailTransport(binding: SendEmail, from: Sender) {
  return async (email: OutgoingEmail): Promise<SendResult> => {
    try {
      const raw = mimeMessage(email, from);
      const messageId = /Message-ID: <([^>]+)>/.exec(raw)?.[1] ?? crypto.randomUUID();
      await binding.send(new EmailMessage(from.email, email.to, raw));
      return { ok: true, providerMessageId: messageId };
    } catch (error) {
      // The binding refuses unverified destinations for good; anything else may pass later.
      const message = String(error);
      return { ok: false, permanent: /destination|verified|not allowed/i.test(message), error: message };
    }
  };
}
