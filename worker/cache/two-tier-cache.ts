import type { Env } from "../env";

type CacheEnv = Pick<Env, "CACHE">;

/**
 * The one cache of what the public site reads (the public lists, the SEO settings, the written
 * pages). Each entry is kept under its key in two tiers: this isolate's memory, which answers
 * most views with no round trip at all, and KV, where a new isolate finds it instead of building
 * it again. Memory holds the value ready to use (parsed, checked, gzipped); KV holds it as text
 * with metadata, read back by its shelf.
 */
export interface Shelf<T> {
  /**
   * How long this isolate trusts its copy before asking KV again (Infinity: until dropped or
   * evicted). A change made in another isolate shows here within it.
   */
  memoryMs: number;
  /** Null: kept in memory only. */
  kv: {
    /** A safety net: a change deletes the entries it makes stale. */
    seconds: number;
    /** The value from what KV holds; undefined when it cannot be used (an older build's form): built again. */
    fromKv(text: string, metadata: unknown): T | undefined | Promise<T | undefined>;
  } | null;
}

/** An entry as just built: its value, and what KV keeps of it. */
interface Built<T> {
  value: T;
  /** False when it must be built again next time (part of it failed); true unless said. */
  keep?: boolean;
  /** Left out: not kept in KV, only in memory. */
  kv?: { text: string; metadata?: unknown };
}

/**
 * Pages are written from every other entry: any change drops them all, in this isolate and in
 * KV. Their keys are made by pageKey, so the one invalidation path finds them.
 */
const PAGE_PREFIX = "page:";
export const pageKey = (...parts: string[]) => `${PAGE_PREFIX}${parts.join(":")}`;

/** Every page in three languages a few times over, and the reads; the least recently used goes first. */
const MEMORY_ENTRIES = 72;
const memory = new Map<string, { value: unknown; until: number }>();

function remember<T>(key: string, value: T, until: number): T {
  // Most recently used last, so the eviction below drops the least used.
  memory.delete(key);
  memory.set(key, { value, until });
  while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  return value;
}

/** The entry under this key: from memory, else KV, else built now (and kept, unless it says not to). */
export async function cached<T>(
  env: CacheEnv,
  key: string,
  shelf: Shelf<T>,
  build: () => Promise<Built<T>>,
): Promise<T> {
  const inMemory = memory.get(key);
  if (inMemory && inMemory.until > Date.now()) return remember(key, inMemory.value as T, inMemory.until);
  const until = Date.now() + shelf.memoryMs;
  if (shelf.kv) {
    const fromKv = await readKv(env, key, shelf.kv);
    if (fromKv !== undefined) return remember(key, fromKv, until);
  }
  const built = await build();
  if (built.keep === false) return built.value;
  if (shelf.kv && built.kv) {
    const { text, metadata } = built.kv;
    await env.CACHE.put(key, text, { expirationTtl: shelf.kv.seconds, ...(metadata ? { metadata } : {}) });
  }
  return remember(key, built.value, until);
}

/** KV failing costs a rebuild, not the answer. */
async function readKv<T>(env: CacheEnv, key: string, kv: NonNullable<Shelf<T>["kv"]>): Promise<T | undefined> {
  const stored = await env.CACHE.getWithMetadata(key).catch(() => null);
  return stored?.value == null ? undefined : kv.fromKv(stored.value, stored.metadata);
}

/**
 * After a change: drops the entries it made stale and every page, here and in KV. Other isolates
 * keep their copies until their memory time runs out; a page's key holds its content's version,
 * so they never keep a page written from the old content past that.
 */
export async function invalidate(env: CacheEnv, ...keys: string[]) {
  for (const key of memory.keys()) if (key.startsWith(PAGE_PREFIX)) memory.delete(key);
  for (const key of keys) memory.delete(key);
  await Promise.all([...keys.map((key) => env.CACHE.delete(key)), deleteKvPages(env.CACHE)]);
}

async function deleteKvPages(cache: KVNamespace) {
  let cursor: string | undefined;
  do {
    const list = await cache.list({ prefix: PAGE_PREFIX, ...(cursor ? { cursor } : {}) });
    await Promise.all(list.keys.map((entry) => cache.delete(entry.name)));
    cursor = list.list_complete ? undefined : list.cursor;
  } while (cursor);
}

/** What a new isolate starts with; tests start every case from empty storage, so this goes with it. */
export function forgetAllInMemory() {
  memory.clear();
}
