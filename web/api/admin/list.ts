import type { Page } from "@schema/api";
import type { PathAnswering } from "@schema/api-answers";
import { LIST_PAGE_SIZE, type ListParams } from "@schema/inputs";
import { type QueryKey, queryOptions } from "@tanstack/react-query";
import { apiGetAnswering, type QueryParams } from "@web/lib/api";

/** A list's page, sort and filters; an empty filter means "any" and is left out of the URL. */
export type ListQuery = ListParams & QueryParams;

/**
 * A back-office list paginated, sorted and filtered by the Worker (`GET path?page=&pageSize=&sort=&order=&…`):
 * one query per page and filters, under `key`, so a change refreshing `key` refreshes every page.
 * `path` must be one that answers an `Answer` (schema/api-answers.ts).
 */
export function pagedList<Answer extends Page<unknown>, Params extends ListQuery = ListQuery>(
  path: PathAnswering<Answer>,
  key: QueryKey,
) {
  const read = (query: QueryParams) => apiGetAnswering<Answer>(path, query);
  return {
    page: (params: Params) => queryOptions({ queryKey: [...key, params], queryFn: () => read(params) }),
    /**
     * Every row under the same filters and sort, a page of the largest size at a time: a CSV
     * export, which the Worker puts on the audit log (`export=1`).
     */
    all: async (params: Params): Promise<Answer["items"]> => {
      const rows: Answer["items"] = [];
      for (let page = 1; ; page += 1) {
        const answer = await read({ ...params, page, pageSize: LIST_PAGE_SIZE.max, export: "1" });
        rows.push(...answer.items);
        if (answer.items.length === 0 || rows.length >= answer.total) return rows;
      }
    },
  };
}
