import type { Page } from "@schema/api";
import { LIST_PAGE_SIZE, type ListParams } from "@schema/inputs";
import { type QueryKey, queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";

/** A list's page, sort and filters; an empty filter means "any" and is left out of the URL. */
export type ListQuery = ListParams & Record<string, string | number | undefined>;

function listPath(path: string, params: ListQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(name, String(value));
  return `${path}?${search}`;
}

/**
 * A back-office list paginated, sorted and filtered by the Worker (`GET path?page=&pageSize=&sort=&order=&…`):
 * one query per page and filters, under `key`, so a change refreshing `key` refreshes every page.
 */
export function pagedList<Answer extends Page<unknown>, Params extends ListQuery = ListQuery>(
  path: string,
  key: QueryKey,
) {
  return {
    page: (params: Params) =>
      queryOptions({ queryKey: [...key, params], queryFn: () => apiGet<Answer>(listPath(path, params)) }),
    /**
     * Every row under the same filters and sort, a page of the largest size at a time: a CSV
     * export, which the Worker puts on the audit log (`export=1`).
     */
    all: async (params: Params): Promise<Answer["items"]> => {
      const rows: Answer["items"] = [];
      for (let page = 1; ; page += 1) {
        const answer = await apiGet<Answer>(
          listPath(path, { ...params, page, pageSize: LIST_PAGE_SIZE.max, export: "1" }),
        );
        rows.push(...answer.items);
        if (answer.items.length === 0 || rows.length >= answer.total) return rows;
      }
    },
  };
}
