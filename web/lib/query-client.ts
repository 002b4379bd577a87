import { QueryClient } from "@tanstack/react-query";

/**
 * docs/product-rules.md#api-calls: never stale, no refetch on focus, no polling, no retries. Every read names its key,
 * fetcher and type once, in web/api/ (there is no default fetcher to fall back on).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
