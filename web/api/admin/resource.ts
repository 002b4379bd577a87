import type { QueryKey, UseQueryOptions } from "@tanstack/react-query";

/** A back-office list that the admin edits row by row (SPEC.md §7: GET, POST, PATCH and DELETE). */
export interface AdminResource<Row> {
  /** GET lists and POST creates here; PATCH and DELETE go to `${path}/{id}`. */
  path: string;
  list: () => UseQueryOptions<Row[], Error, Row[], QueryKey>;
  /** Every read a change to a row changes: the list itself and the public reads that show it. */
  changes: readonly QueryKey[];
}
