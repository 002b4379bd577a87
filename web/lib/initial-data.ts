import { INITIAL_DATA_ELEMENT_ID } from "@schema/api";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import {
  publicFaqsQuery,
  publicPricingQuery,
  publicSessionsQuery,
  publicSiteQuery,
  seoSettingsQuery,
} from "@web/api/public-reads";

/** The reads the Worker embeds in the landing page, by the API path it names each one with. */
const EMBEDDED_READS: Record<string, () => { queryKey: QueryKey }> = {
  "/api/pricing": publicPricingQuery,
  "/api/faqs": publicFaqsQuery,
  "/api/sessions": publicSessionsQuery,
  "/api/seo": seoSettingsQuery,
  "/api/site": publicSiteQuery,
};

/** Puts each embedded public read (an object keyed by API path) in the query cache, under its query's key. */
export function primeQueryCacheWith(queryClient: QueryClient, data: unknown) {
  if (!data || typeof data !== "object") return;
  for (const [path, value] of Object.entries(data)) {
    const read = Object.hasOwn(EMBEDDED_READS, path) ? EMBEDDED_READS[path] : undefined;
    if (read) queryClient.setQueryData(read().queryKey, value);
  }
}

/**
 * Starts the query cache from the public reads the Worker embedded in the page, so the landing
 * page's first paint shows real data (and hydrates what the Worker rendered from the same data).
 * A page without them, or with unreadable ones, simply fetches as usual.
 */
export function primeQueryCache(queryClient: QueryClient, doc: Document = document) {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    primeQueryCacheWith(queryClient, JSON.parse(text));
  } catch {
    // unreadable data: the queries fetch
  }
}
