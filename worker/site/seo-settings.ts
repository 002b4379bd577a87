import { eq, getTableColumns, sql } from "drizzle-orm";
import { SEO_CACHE_SECONDS } from "../../schema/constants";
import { type SeoSettingsInput, seoSettingsInput } from "../../schema/inputs";
import { seoSettings } from "../../schema/tables";
import { changedFields } from "../audit/changes";
import { type Actor, auditEntryStatement } from "../audit/record";
import { type Database, database } from "../db";
import type { Env } from "../env";
import { writtenPages } from "../pages/written-pages";

/** v2: values are checked before they are cached (v1 entries may hold unusable ones). */
export const SEO_CACHE_KEY = "seo:settings:v2";
const ROW_ID = 1;

export type SeoSettings = typeof seoSettings.$inferSelect;

const COLUMNS = getTableColumns(seoSettings);
type Field = keyof SeoSettings;

/** What a field falls back to when its stored value cannot be used: the table's default, else nothing. */
function fallback(field: Field): unknown {
  const column = COLUMNS[field];
  return column.hasDefault && typeof column.default !== "object" && typeof column.default !== "function"
    ? column.default
    : null;
}

/**
 * The stored settings, each field held to the rules a save must pass (seoSettingsInput). A value
 * that breaks them (saved before a rule existed, or edited in the database) falls back to its
 * default and is logged, so no page or crawler file can fail because of what is stored.
 */
export function usableSeoSettings(stored: Record<string, unknown>): SeoSettings {
  const usable: Record<string, unknown> = {};
  const refused: string[] = [];
  for (const field of Object.keys(COLUMNS) as Field[]) {
    const value = stored[field] ?? null;
    const rule = seoSettingsInput.shape[field as keyof SeoSettingsInput];
    if (rule) {
      const checked = rule.safeParse(value === null ? undefined : value);
      if (checked.success) usable[field] = checked.data ?? fallback(field);
      else {
        usable[field] = fallback(field);
        refused.push(field);
      }
    } else if (field === "updatedAt") {
      const time = new Date(value as string | number | Date).getTime();
      usable[field] = Number.isFinite(time) ? new Date(time) : null;
    } else {
      usable[field] = value;
    }
  }
  if (refused.length > 0) console.warn(`seo settings: unusable ${refused.join(", ")}; their defaults are used instead`);
  return usable as SeoSettings;
}

/** The row as stored, each column decoded on its own: one malformed JSON column does not lose the others. */
async function storedRow(db: Database): Promise<Record<string, unknown> | null> {
  const raw = await db.get<Record<string, unknown> | undefined>(
    sql`select * from ${seoSettings} where ${seoSettings.id} = ${ROW_ID}`,
  );
  if (!raw) return null;
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = raw[column.name];
    try {
      row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    } catch {
      row[field] = null;
      console.warn(`seo settings: ${column.name} cannot be decoded; its default is used instead`);
    }
  }
  return row;
}

/**
 * Every page view reads the settings, so this isolate keeps them for a few seconds, as it does
 * the public reads (worker/public/cached-reads.ts): a KV round trip per view cost `/` 40% of its
 * time. A save clears the copy at once in the isolate that made it; other isolates show it within
 * MEMORY_MS.
 */
const MEMORY_MS = 10_000;
let inMemory: { settings: SeoSettings | null; until: number } | null = null;

function fromCachedText(text: string): SeoSettings | null {
  try {
    return usableSeoSettings(JSON.parse(text) as Record<string, unknown>);
  } catch {
    return null;
  }
}

/**
 * The settings row, read through memory (10 s) and KV (1 hour); null until an admin or the seed
 * writes one. The database client is made only when both miss: making one costs a page view time.
 */
export async function readSeoSettings(env: Pick<Env, "DB" | "CACHE">): Promise<SeoSettings | null> {
  if (inMemory && inMemory.until > Date.now()) return inMemory.settings;
  const settings = await readThroughKv(env);
  inMemory = { settings, until: Date.now() + MEMORY_MS };
  return settings;
}

async function readThroughKv(env: Pick<Env, "DB" | "CACHE">): Promise<SeoSettings | null> {
  const text = await env.CACHE.get(SEO_CACHE_KEY).catch(() => null);
  const cached = text ? fromCachedText(text) : null;
  if (cached) return cached;
  const row = await storedRow(database(env.DB));
  if (!row) return null;
  const settings = usableSeoSettings(row);
  await env.CACHE.put(SEO_CACHE_KEY, JSON.stringify(settings), { expirationTtl: SEO_CACHE_SECONDS });
  return settings;
}

/** Drops this isolate's copy: after a save, and in tests that change the stored settings directly. */
export function forgetSeoSettingsInMemory() {
  inMemory = null;
}

/** The admin's own markup, run on every public page before any consent: code, not settings. */
const SNIPPET_FIELDS = ["customHeadScripts", "customBodyScripts"] as const;

/** Whether this save changes the head or body snippets (a partial save may leave them out). */
export async function changesSnippets(db: Database, input: SeoSettingsInput): Promise<boolean> {
  const [stored] = await db
    .select({ customHeadScripts: seoSettings.customHeadScripts, customBodyScripts: seoSettings.customBodyScripts })
    .from(seoSettings)
    .where(eq(seoSettings.id, ROW_ID))
    .limit(1);
  return SNIPPET_FIELDS.some(
    (field) => input[field] !== undefined && (input[field] || null) !== (stored?.[field] || null),
  );
}

/**
 * Saves the row, refreshes KV at once and drops the pages written from the old settings, so the
 * very next page view sees the change.
 */
export async function saveSeoSettings(
  db: Database,
  cache: KVNamespace,
  input: SeoSettingsInput,
  actor: Actor,
): Promise<SeoSettings> {
  const values = { ...input, id: ROW_ID };
  const [before] = await db.select().from(seoSettings).where(eq(seoSettings.id, ROW_ID)).limit(1);
  const [[row]] = await db.batch([
    db
      .insert(seoSettings)
      .values(values)
      .onConflictDoUpdate({ target: seoSettings.id, set: { ...input, updatedAt: new Date() } })
      .returning(),
    auditEntryStatement(db, {
      actor,
      action: "update",
      target: { type: "seo_settings" },
      changes: changedFields(before ?? {}, input),
    }),
  ]);
  await Promise.all([
    cache.put(SEO_CACHE_KEY, JSON.stringify(row), { expirationTtl: SEO_CACHE_SECONDS }),
    writtenPages.drop(cache),
  ]);
  forgetSeoSettingsInMemory();
  return row!;
}

/** The site's public address: the canonical URL set in /admin/seo, else PUBLIC_BASE_URL. */
export function siteBase(settings: SeoSettings | null, fallbackBase: string): string {
  return (settings?.canonicalUrl?.trim() || fallbackBase).replace(/\/+$/, "");
}
