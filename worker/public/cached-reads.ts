import { asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { faqEntry, languageSession, pricingPlan } from "../../schema/tables";
import { type Database, database } from "../db";
import type { AppBindings, Env } from "../env";
import { writtenPages } from "../pages/written-pages";
import { sessionsWithSeats, toPublicSession } from "../sessions/seats";
import { publicSite } from "../site/settings";

/**
 * The public lists the landing page reads, each under its API path. Answers are kept in KV as
 * JSON text, so a page view costs no D1 query; any admin change that alters one deletes its entry
 * (invalidatePublicReads), and the next read builds it again. The hour is only a safety net.
 */
const PUBLIC_READS = {
  /** Active plans only, in display order: inactive plans never leave the server. */
  "/api/pricing": (db: Database) =>
    db
      .select()
      .from(pricingPlan)
      .where(eq(pricingPlan.isActive, true))
      .orderBy(asc(pricingPlan.displayOrder), asc(pricingPlan.id)),
  /** Active entries of every language; the page picks those of its language (SPEC.md §4). */
  "/api/faqs": (db: Database) =>
    db
      .select()
      .from(faqEntry)
      .where(eq(faqEntry.isActive, true))
      .orderBy(asc(faqEntry.language), asc(faqEntry.sortOrder), asc(faqEntry.id)),
  /** Published sessions only, each with its spots left: drafts never leave the server. */
  "/api/sessions": async (db: Database) =>
    (await sessionsWithSeats(db, eq(languageSession.isPublished, true))).map(toPublicSession),
  /**
   * The business's details (Site settings) and the stats band. Its counts of leads and approved
   * requests follow within the hour: a public form does not drop the cache (nor every written
   * page with it), so nobody can make each view cost a rebuild by posting forms.
   */
  "/api/site": publicSite,
} as const;

export type PublicReadPath = keyof typeof PUBLIC_READS;
export const PUBLIC_READ_PATHS = Object.keys(PUBLIC_READS) as PublicReadPath[];

const CACHE_SECONDS = 3600;
/** Raise the version whenever an answer's shape changes, so a deploy never serves the old shape. */
const cacheKey = (path: PublicReadPath) => `public:${path}:v2`;

/**
 * Each answer is also kept in this isolate's memory for a few seconds, so under load almost every
 * read is answered without a KV round trip (locally that round trip cost a third of the
 * throughput). An admin change clears the copy at once in the isolate that made it; other isolates
 * show it within MEMORY_SECONDS, inside the minute KV itself may take to show a change elsewhere.
 */
const MEMORY_SECONDS = 10;
const inMemory = new Map<PublicReadPath, { json: string; until: number }>();

/** The answer of a public read as JSON text: from memory, else KV, else D1. */
export async function publicReadJson(env: Pick<Env, "DB" | "CACHE">, path: PublicReadPath): Promise<string> {
  const kept = inMemory.get(path);
  if (kept && kept.until > Date.now()) return kept.json;
  const json = (await env.CACHE.get(cacheKey(path))) ?? (await readAndStore(env, path));
  inMemory.set(path, { json, until: Date.now() + MEMORY_SECONDS * 1000 });
  return json;
}

async function readAndStore(env: Pick<Env, "DB" | "CACHE">, path: PublicReadPath) {
  const json = JSON.stringify(await PUBLIC_READS[path](database(env.DB)));
  await env.CACHE.put(cacheKey(path), json, { expirationTtl: CACHE_SECONDS });
  return json;
}

/** Forgets the cached answers an admin change made stale, and the written pages that embed them. */
export async function invalidatePublicReads(env: Pick<Env, "CACHE">, ...paths: PublicReadPath[]) {
  for (const path of paths) inMemory.delete(path);
  await Promise.all([...paths.map((path) => env.CACHE.delete(cacheKey(path))), writtenPages.drop(env.CACHE)]);
}

/** Tests start every case from empty storage; this isolate's copies must go with it. */
export function forgetPublicReadsInMemory() {
  inMemory.clear();
}

/** The route answering a public read. */
export const servePublicRead = (path: PublicReadPath) => async (c: Context<AppBindings>) =>
  c.body(await publicReadJson(c.env, path), 200, { "Content-Type": "application/json" });
