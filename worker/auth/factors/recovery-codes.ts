/**
 * One-time recovery codes: for the day the phone or the passkey is lost. Ten per set, each 10
 * random base32 characters (50 bits: far beyond guessing at the throttle's pace), shown once as
 * `xxxxx-xxxxx`; only their SHA-256 is kept, and a code is deleted as it is used.
 */
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { RECOVERY_CODE_COUNT } from "../../../schema/constants";
import { tokenDigest } from "../../secret-token";
import { normalizeCode } from "./totp";

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** What D1 keeps of a code, however it was typed (case, spaces, the dash). */
export const recoveryCodeDigest = (code: string) => tokenDigest(normalizeCode(code));
