import { eq, getTableColumns, sql } from "drizzle-orm";
import { SEO_CACHE_SECONDS } from "../../schema/constants";
import { type SeoSettingsInput, seoSettingsInput } from "../../schema/inputs";
import { seoSettings } from "../../schema/tables";
import { changedFields } from "../audit/changes";
import { type Actor, auditEntryStatement } from "../audit/record";
import { cached, invalidate, type Shelf } from "../cache/two-tier-cache";
import { type Database, database } from "../db";
import type { Env } from "../env";

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
function usableSeoSettings(stored: Record<string, unknown>): SeoSettings {
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

/** The settings as kept in KV, checked again: a text that is not usable is read again from D1. */
function fromCachedText(text: string): SeoSettings | undefined {
  try {
    return usableSeoSettings(JSON.parse(text) as Record<string, unknown>);
  } catch {
    return undefined;
  }
}

/**
 * Every page view reads the settings, so this isolate keeps them for 10 s, as it does the public
 * reads (worker/public/cached-reads.ts): a KV round trip per view cost `/` 40% of its time. A save
 * clears the copy at once in the isolate that made it; other isolates show it within the 10 s.
 */
const SEO_SETTINGS: Shelf<SeoSettings | null> = {
  memoryMs: 10_000,
  kv: { seconds: SEO_CACHE_SECONDS, fromKv: fromCachedText },
};

/**
 * The settings row, read through memory (10 s) and KV (1 hour); null until an admin or the seed
 * writes one. The database client is made only when both miss: making one costs a page view time.
 */
export const readSeoSettings = (env: Pick<Env, "DB" | "CACHE">): Promise<SeoSettings | null> =>
  cached(env, SEO_CACHE_KEY, SEO_SETTINGS, async () => {
    const row = await storedRow(database(env.DB));
    if (!row) return { value: null };
    const settings = usableSeoSettings(row);
    return { value: settings, kv: { text: JSON.stringify(settings) } };
  });

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
 * Saves the row and drops the cached settings and the pages written from them, so the very next
 * page view sees the change.
 */
export async function saveSeoSettings(
  db: Database,
  env: Pick<Env, "CACHE">,
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
  await invalidate(env, SEO_CACHE_KEY);
  return row!;
}

/** The site's public address: the canonical URL set in /admin/seo, else PUBLIC_BASE_URL. */
export function siteBase(settings: SeoSettings | null, fallbackBase: string): string {
  return (settings?.canonicalUrl?.trim() || fallbackBase).replace(/\/+$/, "");
}
