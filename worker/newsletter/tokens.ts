import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

export const CONFIRMATION_TTL_MS = 7 * 24 * 3_600_000;
/** A pending address gets at most one new confirmation email per this window. */
export const RESEND_WINDOW_MS = 5 * 60_000;

/** The subscriber a newsletter is addressed to, as far as its unsubscribe link is concerned. */
export interface UnsubscribeSubject {
  id: number;
  consentAt: Date;
}

/** An HMAC-SHA256 of the message under NEWSLETTER_TOKEN_SECRET, in lower-case base32. */
export async function hmac(secret: string, message: string): Promise<string> {
  if (!secret) throw new Error("NEWSLETTER_TOKEN_SECRET is not set");
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message));
  return encodeBase32LowerCaseNoPadding(new Uint8Array(mac));
}

/**
 * The unsubscribe token: the subscriber's id and an HMAC of it with the consent time. It names no
 * address, so correcting the address (People → Correct) leaves every link already mailed working;
 * the server rebuilds it for every newsletter without storing it. The consent time ties it to one
 * subscription: a later sign-up of the same person is a new row with a new time.
 */
export async function unsubscribeToken(secret: string, subject: UnsubscribeSubject): Promise<string> {
  return `${subject.id}.${await hmac(secret, `unsubscribe:subscriber:${subject.id}:${subject.consentAt.getTime()}`)}`;
}

/** The subscriber id an unsubscribe token claims, or null when it is not of that form (a legacy one). */
export function claimedSubscriberId(token: string): number | null {
  const match = /^([1-9]\d{0,15})\.[a-z2-7]{52}$/.exec(token);
  return match ? Number(match[1]) : null;
}
