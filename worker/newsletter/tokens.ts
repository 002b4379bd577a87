import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

export const CONFIRMATION_TTL_MS = 7 * 24 * 3_600_000;
/** A pending address gets at most one new confirmation email per this window. */
export const RESEND_WINDOW_MS = 5 * 60_000;

/** What an unsubscribe token looks like: an HMAC-SHA256 (32 bytes) in lower-case base32. */
export const UNSUBSCRIBE_TOKEN_FORMAT = /^[a-z2-7]{52}$/;

/**
 * The unsubscribe token is an HMAC of the address and its consent time: the server can rebuild it
 * for every newsletter without storing it, and only its digest sits in D1.
 */
export async function unsubscribeToken(secret: string, email: string, consentAt: Date): Promise<string> {
  if (!secret) throw new Error("NEWSLETTER_TOKEN_SECRET is not set");
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    new TextEncoder().encode(`unsubscribe:${email}:${consentAt.getTime()}`),
  );
  return encodeBase32LowerCaseNoPadding(new Uint8Array(mac));
}
