import { type QueryKey, queryOptions, type UseQueryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";

/** A back-office list that the admin edits row by row (SPEC.md §7: GET, POST, PATCH and DELETE). */
export interface AdminResource<Row, Input> {
  list: () => UseQueryOptions<Row[], Error, Row[], QueryKey>;
  create: (input: Input) => Promise<Row>;
  /** Changes only the fields given. */
  update: (id: number, patch: Partial<Input>) => Promise<Row>;
  remove: (id: number) => Promise<void>;
  /** Every read a change to a row changes: the list itself and the public reads that show it. */
  changes: readonly QueryKey[];
}

/**
 * The list at `path` under `key`: GET lists and POST creates there, PATCH and DELETE go to
 * `${path}/{id}`; a change refreshes the list and `alsoChanges`.
 */
export function adminResource<Row, Input>(
  path: string,
  key: QueryKey,
  alsoChanges: readonly QueryKey[] = [],
): AdminResource<Row, Input> {
  return {
    list: () => queryOptions({ queryKey: key, queryFn: () => apiGet<Row[]>(path) }),
    create: (input) => apiSend<Row>("POST", path, input),
    update: (id, patch) => apiSend<Row>("PATCH", `${path}/${id}`, patch),
    remove: (id) => apiSend<void>("DELETE", `${path}/${id}`),
    changes: [key, ...alsoChanges],
  };
}
