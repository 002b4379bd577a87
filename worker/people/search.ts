/**
 * The People page's search: who, among the people who filled in a form (a lead, a spot request, the
 * newsletter), has a name, family name or address starting with what the admin typed, or a phone
 * number ending in the digits typed however they were written. Every match is a range of one of
 * the indexes of schema/person-search.ts, and each table gives at most a few rows, so the answer
 * costs the same whatever the number of rows.
 */
import { and, count, eq, gte, inArray, lt, notLike, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { PeopleFound, PersonMatch } from "../../schema/api";
import { familyNameKey, nameKey, phoneKey, phoneKeyPrefixes } from "../../schema/person-search";
import { emailSuppression, lead, newsletterSubscriber, sessionRequest } from "../../schema/tables";
import type { Database } from "../db";
import { subscriberStatus } from "../newsletter/subscriber-status";
import { ERASED_ADDRESSES } from "./erased";

/** People listed at most: a screenful; more means the admin types more. */
export const PEOPLE_FOUND_MAX = 20;
/** Rows read per table: a person may have several leads or requests under one address. */
const ROWS_PER_TABLE = 100;

/** After every character a key may hold: the end of the range of keys starting with a prefix. */
const AFTER_ALL = "\u{10FFFF}";

/** Keys starting with `prefix`, as a range an index answers (LIKE would not use these indexes). */
const startsWith = (key: SQLiteColumn | SQL, prefix: string) =>
  and(gte(sql`${key}`, prefix), lt(sql`${key}`, prefix + AFTER_ALL));

/** ASCII letters lower-cased, as SQLite's lower() does, so the typed text meets the name keys. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

interface SearchedTable {
  table: typeof lead | typeof sessionRequest | typeof newsletterSubscriber;
  email: SQLiteColumn;
  name: SQLiteColumn;
  phone?: SQLiteColumn;
  /** When the row was written: the newest row's name is the person's. */
  at: SQLiteColumn;
}

const SEARCHED: SearchedTable[] = [
  { table: lead, email: lead.email, name: lead.name, phone: lead.whatsappNumber, at: lead.createdAt },
  {
    table: sessionRequest,
    email: sessionRequest.email,
    name: sessionRequest.name,
    phone: sessionRequest.phone,
    at: sessionRequest.createdAt,
  },
  {
    table: newsletterSubscriber,
    email: newsletterSubscriber.email,
    name: newsletterSubscriber.name,
    at: newsletterSubscriber.subscribedAt,
  },
];

function matching(searched: SearchedTable, typed: string): SQL {
  const name = asciiLower(typed);
  const phones = searched.phone ? phoneKeyPrefixes(typed) : [];
  return and(
    or(
      startsWith(searched.email, typed.toLowerCase()),
      startsWith(nameKey(searched.name), name),
      startsWith(familyNameKey(searched.name), name),
      ...phones.map((prefix) => startsWith(phoneKey(searched.phone!), prefix)),
    ),
    // Erased rows keep a placeholder address and name: nobody to find there.
    notLike(searched.email, ERASED_ADDRESSES),
  )!;
}

/** The addresses that match, a query per table: each reads only ranges of its indexes. */
export const matchingRows = (db: Database, typed: string) =>
  SEARCHED.map((searched) =>
    db
      .select({ email: sql<string>`${searched.email}` })
      .from(searched.table)
      .where(matching(searched, typed))
      .limit(ROWS_PER_TABLE),
  );

/** The people whose name, family name, address or phone number starts with `typed`. */
export async function searchPeople(db: Database, typed: string): Promise<PeopleFound> {
  const [first, ...others] = matchingRows(db, typed);
  const found = await db.batch([first!, ...others]);
  const matched = new Set(found.flat().map((row) => row.email));
  const emails = [...matched].sort().slice(0, PEOPLE_FOUND_MAX);
  const more = matched.size > PEOPLE_FOUND_MAX || found.some((table) => table.length === ROWS_PER_TABLE);
  return { people: await summaries(db, emails), more };
}

/** `max()` of the row's time: SQLite then reads the group's other bare columns from that row, its newest. */
const newest = (at: SQLiteColumn) => sql<number>`max(${at})`;

/**
 * What each person has here: their leads and requests counted, their subscription's state, and
 * the name they gave last, whichever the form (a subscription may have none).
 */
async function summaries(db: Database, emails: string[]): Promise<PersonMatch[]> {
  if (emails.length === 0) return [];
  const [leads, requests, subscriptions] = await db.batch([
    db
      .select({ email: lead.email, n: count(), name: lead.name, at: newest(lead.createdAt) })
      .from(lead)
      .where(inArray(lead.email, emails))
      .groupBy(lead.email),
    db
      .select({
        email: sessionRequest.email,
        n: count(),
        name: sessionRequest.name,
        at: newest(sessionRequest.createdAt),
      })
      .from(sessionRequest)
      .where(inArray(sessionRequest.email, emails))
      .groupBy(sessionRequest.email),
    db
      .select({
        email: newsletterSubscriber.email,
        status: subscriberStatus,
        name: newsletterSubscriber.name,
        at: sql<number>`${newsletterSubscriber.subscribedAt}`,
      })
      .from(newsletterSubscriber)
      .leftJoin(emailSuppression, eq(emailSuppression.email, newsletterSubscriber.email))
      .where(inArray(newsletterSubscriber.email, emails)),
  ]);
  const byEmail = <R extends { email: string }>(rows: R[]) => new Map(rows.map((row) => [row.email, row]));
  const [leadsOf, requestsOf, subscriptionOf] = [byEmail(leads), byEmail(requests), byEmail(subscriptions)];
  return emails.map((email) => {
    const named = [leadsOf.get(email), requestsOf.get(email), subscriptionOf.get(email)]
      .filter((row) => row?.name)
      .sort((a, b) => b!.at - a!.at);
    return {
      email,
      name: named[0]?.name ?? null,
      leads: leadsOf.get(email)?.n ?? 0,
      sessionRequests: requestsOf.get(email)?.n ?? 0,
      newsletter: subscriptionOf.get(email)?.status ?? null,
    };
  });
}
