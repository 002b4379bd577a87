/**
 * Written pages kept in this isolate's memory. A page changes only when what it is written from
 * changes (the settings, the public reads, its path and language) or with a new build, which
 * comes with new isolates; so each is kept under a digest of those inputs and is always what
 * writing it again would give. Rendering the landing page's React tree and rewriting its shell
 * cost most of an uncached view; reusing it puts `/` near a static file's throughput.
 *
 * Each answer still gets its own CSP nonce: the kept HTML holds a slot where it goes.
 */
export interface WrittenPage {
  html: string;
  status: number;
  lang: string;
  /** False when part of it could not be written (a failed server render): written again next time. */
  reusable: boolean;
}

/** Enough for every page in three languages a few times over; the oldest goes first. */
const MAX_PAGES = 64;

async function digest(parts: string[]): Promise<string> {
  const bytes = new TextEncoder().encode(parts.join("\u0000"));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const kept = new Map<string, WrittenPage>();

export const writtenPages = {
  async find(parts: string[]): Promise<WrittenPage | undefined> {
    const key = await digest(parts);
    const page = kept.get(key);
    if (page) {
      // Most recently used last, so the eviction below drops the least used.
      kept.delete(key);
      kept.set(key, page);
    }
    return page;
  },

  async keep(parts: string[], page: WrittenPage | null): Promise<WrittenPage | null> {
    if (!page?.reusable) return page;
    kept.set(await digest(parts), page);
    while (kept.size > MAX_PAGES) kept.delete(kept.keys().next().value!);
    return page;
  },

  /** Tests start every case from empty storage; this isolate's pages must go with it. */
  forget() {
    kept.clear();
  },
};
