/**
 * One-time recovery codes: for the day the phone or the passkey is lost. Ten per set, each 25
 * random base32 characters (125 bits, over the 112 OWASP ASVS 6.5.2 asks of codes kept under a
 * fast hash), shown once in five groups of five; only their SHA-256 is kept, and a code is
 * deleted as it is used.
 */
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { RECOVERY_CODE_COUNT } from "../../../schema/constants";
import { tokenDigest } from "../../secret-token";
import { normalizeCode } from "./totp";

const GROUPS = 5;
const GROUP_LENGTH = 5;
/** 16 bytes are 26 base32 characters, the first 25 of which carry 5 random bits each. */
const RANDOM_BYTES = 16;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)));
    return Array.from({ length: GROUPS }, (_, i) => text.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH)).join("-");
  });
}

/** What D1 keeps of a code, however it was typed (case, spaces, the dashes). */
export const recoveryCodeDigest = (code: string) => tokenDigest(normalizeCode(code));
