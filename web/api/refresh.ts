import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Query keys are hierarchical: who reads (`public`, `admin`, `auth`), the resource, then a list's
 * parameters as one object or an item's id, e.g. `["admin", "outbox", { page: 2, … }]` and
 * `["admin", "outbox", 7]`. Each module of this folder binds a resource's keys, fetchers and
 * answer types (schema/api.ts) once, and names the keys a change touches: a key is a prefix,
 * so `["admin", "outbox"]` refreshes every page and every email of the outbox.
 *
 * Marks those reads stale: the ones on screen fetch again, the others when next shown.
 */
export function refreshAfterChange(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
