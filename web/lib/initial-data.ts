import { INITIAL_DATA_ELEMENT_ID } from "@schema/api";
import type { QueryClient } from "@tanstack/react-query";

/** Puts each public read (an object keyed by API path, as the queries are) in the query cache. */
export function primeQueryCacheWith(queryClient: QueryClient, data: unknown) {
  if (!data || typeof data !== "object") return;
  for (const [path, value] of Object.entries(data)) queryClient.setQueryData([path], value);
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
