import type { Env } from "../env";
import { splitAtNonceSlots } from "./nonce";
import type { WrittenPage } from "./write-page";

/**
 * Written pages, kept so that a view costs neither rendering the landing page's React tree nor
 * rewriting a shell: those change only when an admin edits content, or with a new build. Each is
 * kept under its path, its language and its content's version (a digest of what it is written
 * from, page-content.ts), in this isolate's memory, and the landing page also in KV, under the
 * deployed version too, so a new isolate starts from it instead of rendering it again. An admin
 * save drops them all, with the public reads (cached-reads.ts, settings.ts).
 *
 * The kept form is the page's bytes split at its nonce slots: each answer joins them around its
 * own nonce (nonce.ts). A page with no slot is one piece, sent as it is, and is also kept
 * gzipped for the browsers that take it (page-response.ts).
 */
export interface KeptPage {
  pieces: Uint8Array[];
  /** The one piece of a page with no nonce slot, gzipped; null for a page with slots. */
  gzipped: Uint8Array | null;
  status: number;
  lang: string;
  /** The CSP sources of its own inline scripts (inline-scripts.ts). */
  scriptHashes: string[];
}

type KeptMetadata = Omit<KeptPage, "pieces" | "gzipped">;
/** What KV keeps beside a landing page's HTML. */
type StoredMetadata = KeptMetadata & Pick<WrittenPage, "nonceSlot">;

export interface PageKey {
  path: string;
  locale: string;
  /** The content's version: PageContent.version. */
  content: string;
}

type PagesEnv = Pick<Env, "CACHE" | "CF_VERSION_METADATA">;

/** Enough for every page in three languages a few times over; the least recently used goes first. */
const MAX_PAGES = 64;
const inMemory = new Map<string, KeptPage>();

/**
 * Only the landing page goes to KV: its server render is what costs, and any path may be a 404
 * page, which must not fill KV. A day at most, as a safety net: a save deletes them.
 */
const inKv = (key: PageKey) => key.path === "/";
const KV_PREFIX = "page:landing:";
const KV_SECONDS = 24 * 3600;
const kvKey = (env: PagesEnv, key: PageKey) => `${KV_PREFIX}${env.CF_VERSION_METADATA.id}:${key.content}:${key.locale}`;

const memoryKey = (key: PageKey) => `${key.content}:${key.locale}:${key.path}`;

function remember(key: PageKey, page: KeptPage): KeptPage {
  const id = memoryKey(key);
  // Most recently used last, so the eviction below drops the least used.
  inMemory.delete(id);
  inMemory.set(id, page);
  while (inMemory.size > MAX_PAGES) inMemory.delete(inMemory.keys().next().value!);
  return page;
}

async function kept({ html, nonceSlot, ...metadata }: StoredMetadata & { html: string }): Promise<KeptPage> {
  const pieces = splitAtNonceSlots(html, nonceSlot);
  return { pieces, gzipped: pieces.length === 1 ? await gzip(pieces[0]!) : null, ...metadata };
}

/** Gzip at the default level, once per kept page, not per view: 0.6 ms for the landing page here. */
async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const metadataOf = ({ status, lang, scriptHashes, nonceSlot }: WrittenPage): StoredMetadata => ({
  status,
  lang,
  scriptHashes,
  nonceSlot,
});

export const writtenPages = {
  /** The page kept under this key: from memory, else (the landing page) from KV. */
  async find(env: PagesEnv, key: PageKey): Promise<KeptPage | undefined> {
    const page = inMemory.get(memoryKey(key));
    if (page) return remember(key, page);
    if (!inKv(key)) return undefined;
    const stored = await env.CACHE.getWithMetadata<StoredMetadata>(kvKey(env, key));
    // Metadata without the hashes or the slot was kept by an older build: write the page again.
    if (stored.value === null || !stored.metadata?.scriptHashes || !stored.metadata.nonceSlot) return undefined;
    return remember(key, await kept({ html: stored.value, ...stored.metadata }));
  },

  /** Keeps a page just written, unless part of it failed; answers it in the kept form either way. */
  async keep(env: PagesEnv, key: PageKey, page: WrittenPage): Promise<KeptPage> {
    const keptPage = await kept({ html: page.html, ...metadataOf(page) });
    if (!page.reusable) return keptPage;
    if (inKv(key)) {
      await env.CACHE.put(kvKey(env, key), page.html, { expirationTtl: KV_SECONDS, metadata: metadataOf(page) });
    }
    return remember(key, keptPage);
  },

  /**
   * After an admin save: this isolate's pages and every landing page in KV. Other isolates keep
   * theirs until their caches of the content refresh: a new content version is a new key.
   */
  async drop(cache: KVNamespace) {
    inMemory.clear();
    let cursor: string | undefined;
    do {
      const list = await cache.list({ prefix: KV_PREFIX, ...(cursor ? { cursor } : {}) });
      await Promise.all(list.keys.map((entry) => cache.delete(entry.name)));
      cursor = list.list_complete ? undefined : list.cursor;
    } while (cursor);
  },

  /** Tests start every case from empty storage; this isolate's pages must go with it. */
  forgetInMemory() {
    inMemory.clear();
  },
};
