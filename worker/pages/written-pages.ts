import { cached, pageKey, type Shelf } from "../cache/two-tier-cache";
import type { Env } from "../env";
import { splitAtNonceSlots } from "./nonce";
import type { WrittenPage } from "./write-page";

/**
 * Written pages, kept so that a view costs neither rendering the landing page's React tree nor
 * rewriting a shell: those change only when an admin edits content, or with a new build. Each is
 * kept under its path, its language and its content's version (a digest of what it is written
 * from, page-content.ts), in this isolate's memory, and the landing page also in KV, under the
 * deployed version too, so a new isolate starts from it instead of rendering it again. Any change
 * to what they are written from drops them all (worker/cache/two-tier-cache.ts).
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

/** Metadata without the hashes or the slot was kept by an older build: the page is written again. */
async function fromKv(html: string, metadata: unknown): Promise<KeptPage | undefined> {
  const stored = metadata as Partial<StoredMetadata> | null;
  if (!stored?.scriptHashes || !stored.nonceSlot) return undefined;
  return kept({ html, ...(stored as StoredMetadata) });
}

/**
 * Only the landing page goes to KV, under the deployed version too: its server render is what
 * costs, and any path may be a 404 page, which must not fill KV. A day at most, as a safety net:
 * a save deletes them. In memory, pages stay until a save drops them or newer ones push them out.
 */
const LANDING_PAGE: Shelf<KeptPage | null> = { memoryMs: Number.POSITIVE_INFINITY, kv: { seconds: 24 * 3600, fromKv } };
const OTHER_PAGE: Shelf<KeptPage | null> = { memoryMs: Number.POSITIVE_INFINITY, kv: null };

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

/**
 * The page kept under this key, else written now and kept unless part of it failed; null when
 * it cannot be written (the build has no shell).
 */
export function keptPage(
  env: Pick<Env, "CACHE" | "CF_VERSION_METADATA">,
  { path, locale, content }: PageKey,
  write: () => Promise<WrittenPage | null>,
): Promise<KeptPage | null> {
  const landing = path === "/";
  const key = landing
    ? pageKey("landing", env.CF_VERSION_METADATA.id, content, locale)
    : pageKey(content, locale, path);
  return cached(env, key, landing ? LANDING_PAGE : OTHER_PAGE, async () => {
    const page = await write();
    if (!page) return { value: null, keep: false };
    const metadata = metadataOf(page);
    return {
      value: await kept({ html: page.html, ...metadata }),
      keep: page.reusable,
      kv: { text: page.html, metadata },
    };
  });
}
