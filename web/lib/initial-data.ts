import type { QueryClient } from "@tanstack/react-query";
import { INITIAL_DATA_ELEMENT_ID } from "@schema/api";

/**
 * Starts the query cache from the public reads the Worker embedded in the page (keyed by API
 * path, as the queries are), so the landing page's first paint shows real data. A page without
 * them, or with unreadable ones, simply fetches as usual.
 */
export function primeQueryCache(queryClient: QueryClient, doc: Document = document) {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return;
  }
  if (!data || typeof data !== "object") return;
  for (const [path, value] of Object.entries(data)) queryClient.setQueryData([path], value);
}
