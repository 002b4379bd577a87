import type { QueryClient } from "@tanstack/react-query";
import { createRouter, parseSearchWith, type RouterHistory, stringifySearchWith } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

/**
 * The SPA's router, the QueryClient in its context for loaders and the admin gate. Search values
 * stay the strings the URL holds (not JSON-parsed: `?q=123` is text), so a list's URL is read by
 * the same zod schema the Worker reads its query string with.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    scrollRestoration: true,
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
