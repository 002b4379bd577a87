import { splitAtNonceSlots } from "./nonce";
import type { WrittenPage } from "./write-page";

/**
 * Written pages kept in this isolate's memory, so that a view costs neither rendering the landing
 * page's React tree nor rewriting a shell: those change only when an admin edits content, or with
 * a new build, which comes with new isolates. Each is kept under its path, its language and its
 * content's version (a digest of what it is written from, page-content.ts), so it is always what
 * writing it again would give.
 *
 * The kept form is the page's bytes split at its nonce slots: each answer joins them around its
 * own nonce (nonce.ts).
 */
export interface KeptPage {
  pieces: Uint8Array[];
  status: number;
  lang: string;
}

export interface PageKey {
  path: string;
  locale: string;
  /** The content's version: PageContent.version. */
  content: string;
}

/** Enough for every page in three languages a few times over; the least recently used goes first. */
const MAX_PAGES = 64;
const inMemory = new Map<string, KeptPage>();

const memoryKey = (key: PageKey) => `${key.content}:${key.locale}:${key.path}`;

function remember(key: PageKey, page: KeptPage): KeptPage {
  const id = memoryKey(key);
  // Most recently used last, so the eviction below drops the least used.
  inMemory.delete(id);
  inMemory.set(id, page);
  while (inMemory.size > MAX_PAGES) inMemory.delete(inMemory.keys().next().value!);
  return page;
}

const kept = (page: { html: string; status: number; lang: string }): KeptPage => ({
  pieces: splitAtNonceSlots(page.html),
  status: page.status,
  lang: page.lang,
});

export const writtenPages = {
  /** The page kept under this key, if any. */
  find(key: PageKey): KeptPage | undefined {
    const page = inMemory.get(memoryKey(key));
    return page ? remember(key, page) : undefined;
  },

  /** Keeps a page just written, unless part of it failed; answers it in the kept form either way. */
  keep(key: PageKey, page: WrittenPage): KeptPage {
    return page.reusable ? remember(key, kept(page)) : kept(page);
  },

  /** Tests start every case from empty storage; this isolate's pages must go with it. */
  forgetInMemory() {
    inMemory.clear();
  },
};
