/**
 * How the People page finds a person from part of what they typed into a form: the start of their
 * name, of their family name, of their address, or part of their phone number however it was
 * written. Each is a key SQLite keeps an index of (schema/tables.ts) and the Worker searches by
 * prefix (worker/people/search.ts). SQLite uses an index on an expression only for the very same
 * expression, so the index and the search both take theirs from here, and the expressions carry
 * no bound value.
 */
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** A name as searched: lower-cased as SQLite's lower() does, ASCII letters only. */
export const nameKey = (name: SQLiteColumn): SQL => sql`lower(${name})`;

/** The name after its first word ("ben ali" of "Leila Ben Ali"): a family name finds the person too. */
export const familyNameKey = (name: SQLiteColumn): SQL => sql`lower(substr(${name}, instr(${name}, ' ') + 1))`;

/** What people put between the digits of a phone number. */
const PHONE_SEPARATORS = [" ", "-", ".", "(", ")", "+", "/"];

/** The digits kept of a phone number: a Tunisian number has eight, and a country code before them. */
const PHONE_KEY_DIGITS = 8;

/**
 * A stored phone number as searched: its last eight digits once its separators are gone, so
 * "22 123 456", "+216 22123456" and "21622123456" are the same number. Forms keep numbers as typed.
 */
export function phoneKey(phone: SQLiteColumn): SQL {
  const digits = PHONE_SEPARATORS.reduce<SQL>(
    (text, separator) => sql`replace(${text}, ${sql.raw(`'${separator}'`)}, '')`,
    sql`${phone}`,
  );
  return sql`substr(${digits}, ${sql.raw(String(-PHONE_KEY_DIGITS))})`;
}

/** Fewer digits than this are no phone number to look for. */
const PHONE_SEARCH_MIN_DIGITS = 3;

const TUNISIA = "216";

/**
 * The phone keys whose start a typed number (or part of one) is: its last eight digits once it
 * has eight, else the digits typed. A country code typed first is left out, and digits that may
 * or may not start with one ("21612…") are looked for both ways.
 */
export function phoneKeyPrefixes(typed: string): string[] {
  if (!/^[\d\s+().\-/]+$/.test(typed)) return [];
  let digits = typed.replace(/\D/g, "");
  const international = /^\s*(\+|00)/.test(typed);
  if (international) digits = digits.replace(/^00/, "");
  const readings =
    digits.startsWith(TUNISIA) && (international || digits.length > PHONE_KEY_DIGITS)
      ? [digits.slice(TUNISIA.length)]
      : digits.startsWith(TUNISIA) && !international
        ? [digits, digits.slice(TUNISIA.length)]
        : [digits];
  const prefixes = readings
    .filter((reading) => reading.length >= PHONE_SEARCH_MIN_DIGITS)
    .map((reading) => reading.slice(-PHONE_KEY_DIGITS));
  return [...new Set(prefixes)];
}
