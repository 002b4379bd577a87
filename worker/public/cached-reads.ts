import { asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { faqEntry, pricingPlan } from "../../schema/tables";
import { cached, invalidate, type Shelf } from "../cache/two-tier-cache";
import { type Database, database } from "../db";
import type { AppBindings, Env } from "../env";
import { publicSessions } from "../sessions/seats";
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
  /** Active entries of every language; the page picks those of its language (docs/product-rules.md#states). */
  "/api/faqs": (db: Database) =>
    db
      .select()
      .from(faqEntry)
      .where(eq(faqEntry.isActive, true))
      .orderBy(asc(faqEntry.language), asc(faqEntry.sortOrder), asc(faqEntry.id)),
  /** Published sessions only, each with its spots left: drafts never leave the server. */
  /**
   * Published sessions with an occurrence ahead, each with its spots left and next starts: drafts
   * never leave the server. The cron drops the answer when one of its occurrences starts
   * (public/started-occurrences.ts), so the next starts never list one already begun.
   */
  "/api/sessions": (db: Database) => publicSessions(db, new Date()),
  /**
   * The business's details (Site settings) and the stats band. Its counts of leads and approved
   * requests follow within the hour: a public form does not drop the cache (nor every written
   * page with it), so nobody can make each view cost a rebuild by posting forms.
   */
  "/api/site": publicSite,
} as const;

export type PublicReadPath = keyof typeof PUBLIC_READS;
export const PUBLIC_READ_PATHS = Object.keys(PUBLIC_READS) as PublicReadPath[];

/** Raise the version whenever an answer's shape changes, so a deploy never serves the old shape. */
const cacheKey = (path: PublicReadPath) => `public:${path}:v3`;

/**
 * Each answer is kept in KV for an hour, and in this isolate's memory for 10 s, so under load
 * almost every read is answered without a KV round trip (locally that round trip cost a third of
 * the throughput). An admin change clears the copy at once in the isolate that made it; other
 * isolates show it within the 10 s, inside the minute KV itself may take to show a change elsewhere.
 */
const PUBLIC_READ: Shelf<string> = { memoryMs: 10_000, kv: { seconds: 3600, fromKv: (json) => json } };

/** The answer of a public read as JSON text: from memory, else KV, else D1. */
export const publicReadJson = (env: Pick<Env, "DB" | "CACHE">, path: PublicReadPath): Promise<string> =>
  cached(env, cacheKey(path), PUBLIC_READ, async () => {
    const json = JSON.stringify(await PUBLIC_READS[path](database(env.DB)));
    return { value: json, kv: { text: json } };
  });

/** Forgets the cached answers an admin change made stale, and the written pages that embed them. */
export const invalidatePublicReads = (env: Pick<Env, "CACHE">, ...paths: PublicReadPath[]) =>
  invalidate(env, ...paths.map(cacheKey));

/** The route answering a public read. */
export const servePublicRead = (path: PublicReadPath) => async (c: Context<AppBindings>) =>
  c.body(await publicReadJson(c.env, path), 200, { "Content-Type": "application/json" });
