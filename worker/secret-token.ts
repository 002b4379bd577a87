import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/**
 * Tokens that stand for a secret a person holds (a session cookie, an emailed link): 160 random
 * bits, base32, as lucia-auth.com teaches. Only `tokenDigest` of one is ever stored, so a copy of
 * the database opens nothing.
 */
export function randomToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** SHA-256, hex: what D1 keeps of a token, and how a presented token is looked up. */
export function tokenDigest(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
