/**
 * What an admin password may not be, beyond its length (schema/inputs.ts): one of the most common
 * passwords, or one containing the local part of the admin's email address (OWASP ASVS 5.0,
 * 6.2.4 and 6.2.11) — the first guesses of anyone who tries. Checked on the server only, wherever
 * a password is set (own change, another admin's, a new admin, `npm run admin:create`), so the
 * list stays out of the browser's bundle.
 * Imports with extensions and nothing from the Worker: scripts/admin-create.ts runs this in Node.
 */
import type { ValidationMessageCode } from "../../schema/messages.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

/**
 * A local part shorter than this ("jo@", "a@") is found by chance inside many strong passwords
 * and is no guess an attacker would make of it: refusing those would only annoy.
 */
const LOCAL_PART_MIN_LENGTH = 3;

/** Built at the first check, then kept for the isolate's life. */
let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(COMMON_PASSWORDS.split("\n").filter(Boolean));
  return common;
};

/** Compared as hashPassword hashes it (NFKC), and case-insensitively: "Password1" is as guessable. */
const comparable = (text: string) => text.normalize("NFKC").toLowerCase();

export type PasswordRefusal = Extract<ValidationMessageCode, "password_too_common" | "password_contains_email">;

/** Why `password` may not be `email`'s, or null when it may. */
export function passwordRefusal(password: string, email: string): PasswordRefusal | null {
  const candidate = comparable(password);
  if (commonPasswords().has(candidate)) return "password_too_common";
  const localPart = comparable(email.slice(0, Math.max(0, email.lastIndexOf("@"))));
  if (localPart.length >= LOCAL_PART_MIN_LENGTH && candidate.includes(localPart)) return "password_contains_email";
  return null;
}
