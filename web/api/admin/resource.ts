import type { PathAnswering } from "@schema/api-answers";
import { type QueryKey, queryOptions, type UseQueryOptions } from "@tanstack/react-query";
import { apiGetAnswering, apiSend } from "@web/lib/api";

/** The changes an admin makes to a list's rows (docs/product-rules.md#api-calls: POST, PATCH and DELETE). */
export interface AdminMutations<Row, Input> {
  create: (input: Input) => Promise<Row>;
  /** Changes only the fields given. */
  update: (id: number, patch: Partial<Input>) => Promise<Row>;
  remove: (id: number) => Promise<void>;
  /** Every read a change to a row changes: the list itself and the public reads that show it. */
  changes: readonly QueryKey[];
}

/** A back-office list that the admin edits row by row, read whole (short lists: plans, FAQs). */
export interface AdminResource<Row, Input> extends AdminMutations<Row, Input> {
  list: () => UseQueryOptions<Row[], Error, Row[], QueryKey>;
}

/**
 * The rows at `path` under `key`: POST creates there, PATCH and DELETE go to `${path}/{id}`; a
 * change refreshes `key` and `alsoChanges`.
 */
export function adminMutations<Row, Input>(
  path: string,
  key: QueryKey,
  alsoChanges: readonly QueryKey[] = [],
): AdminMutations<Row, Input> {
  return {
    create: (input) => apiSend<Row>("POST", path, input),
    update: (id, patch) => apiSend<Row>("PATCH", `${path}/${id}`, patch),
    remove: (id) => apiSend<void>("DELETE", `${path}/${id}`),
    changes: [key, ...alsoChanges],
  };
}

/** As adminMutations, and GET lists every row at `path`. */
export function adminResource<Row, Input>(
  path: PathAnswering<Row[]>,
  key: QueryKey,
  alsoChanges: readonly QueryKey[] = [],
): AdminResource<Row, Input> {
  return {
    list: () => queryOptions({ queryKey: key, queryFn: () => apiGetAnswering<Row[]>(path) }),
    ...adminMutations<Row, Input>(path, key, alsoChanges),
  };
}
