import { QueryClient, type QueryFunctionContext } from "@tanstack/react-query";
import { apiGet } from "./api";

/** Reads are keyed by their API path: `useQuery({ queryKey: ["/api/pricing"] })`. */
async function fetchByPath({ queryKey }: QueryFunctionContext) {
  return apiGet(String(queryKey[0]));
}

/** SPEC.md §7: never stale, no refetch on focus, no polling, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchByPath,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
