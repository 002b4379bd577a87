import { type QueryKey, queryOptions, type UseQueryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";

/** A back-office list that the admin edits row by row (SPEC.md §7: GET, POST, PATCH and DELETE). */
export interface AdminResource<Row> {
  /** GET lists and POST creates here; PATCH and DELETE go to `${path}/{id}`. */
  path: string;
  list: () => UseQueryOptions<Row[], Error, Row[], QueryKey>;
  /** Every read a change to a row changes: the list itself and the public reads that show it. */
  changes: readonly QueryKey[];
}

/** The list at `path` under `key`; a change to a row refreshes it and `alsoChanges`. */
export function adminResource<Row>(
  path: string,
  key: QueryKey,
  alsoChanges: readonly QueryKey[] = [],
): AdminResource<Row> {
  return {
    path,
    list: () => queryOptions({ queryKey: key, queryFn: () => apiGet<Row[]>(path) }),
    changes: [key, ...alsoChanges],
  };
}
