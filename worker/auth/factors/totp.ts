/**
 * Authenticator-app codes (TOTP, RFC 6238: 30-second steps, 6 digits, HMAC-SHA1, the defaults
 * every app reads from an otpauth:// URI), with @oslojs/otp as lucia-auth.com does. A code of the
 * step before or after is accepted too (a phone's clock a little off); the step a code matched is
 * returned so that the caller can accept each code once (admin_totp.last_used_step).
 */
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { TOTP_DIGITS } from "../../../schema/constants";

const TOTP_PERIOD_SECONDS = 30;
const TOTP_KEY_BYTES = 20;
const ISSUER = "Café Talk admin";

export function newTotpKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(TOTP_KEY_BYTES));
}

export const totpStep = (now: number) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpKeyUri = (email: string, key: Uint8Array) =>
  createTOTPKeyURI(ISSUER, email, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);

/** The step whose code this is (the current one, or one either side), or null. */
export function matchingTotpStep(key: Uint8Array, code: string, now = Date.now()): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const current = totpStep(now);
  for (const step of [current, current - 1, current + 1]) {
    if (generateHOTP(key, BigInt(step), TOTP_DIGITS) === code) return step;
  }
  return null;
}

/** Spaces and dashes people type or paste between the digits don't count. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
