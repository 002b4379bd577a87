import { eq } from "drizzle-orm";
import { SEO_CACHE_SECONDS } from "../../schema/constants";
import { seoSettings } from "../../schema/tables";
import type { SeoSettingsInput } from "../../schema/inputs";
import type { Database } from "../db";

export const SEO_CACHE_KEY = "seo:settings:v1";
const ROW_ID = 1;

export type SeoSettings = typeof seoSettings.$inferSelect;

/** The settings row, read through KV (1 hour); null until an admin or the seed writes one. */
export async function readSeoSettings(db: Database, cache: KVNamespace): Promise<SeoSettings | null> {
  const cached = await cache.get<SeoSettings>(SEO_CACHE_KEY, "json");
  if (cached) return cached;
  const [row] = await db.select().from(seoSettings).where(eq(seoSettings.id, ROW_ID)).limit(1);
  if (row) await cache.put(SEO_CACHE_KEY, JSON.stringify(row), { expirationTtl: SEO_CACHE_SECONDS });
  return row ?? null;
}

/** Saves the row and refreshes KV at once, so the very next page view sees the change. */
export async function saveSeoSettings(db: Database, cache: KVNamespace, input: SeoSettingsInput): Promise<SeoSettings> {
  const values = { ...input, id: ROW_ID };
  const [row] = await db.insert(seoSettings).values(values).onConflictDoUpdate({ target: seoSettings.id, set: { ...input, updatedAt: new Date() } }).returning();
  await cache.put(SEO_CACHE_KEY, JSON.stringify(row), { expirationTtl: SEO_CACHE_SECONDS });
  return row!;
}

/** The site's public address: the canonical URL set in /admin/seo, else PUBLIC_BASE_URL. */
export function siteBase(settings: SeoSettings | null, fallback: string): string {
  return (settings?.canonicalUrl?.trim() || fallback).replace(/\/+$/, "");
}
