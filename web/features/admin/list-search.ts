import { LIST_PAGE_SIZE, type SortOrder } from "@schema/inputs";
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { type SearchSchemaInput, stripSearchParams } from "@tanstack/react-router";
import type { ListQuery } from "@web/api/admin/list";
import type { z } from "zod";
import { type ListSearch, type ListStateOptions, listParams } from "./list-state";

/** The query schema of a Worker list (schema/inputs.ts): its page and sort, and its own filters. */
type ListQuerySchema = z.ZodObject<{
  page: z.ZodType<number>;
  pageSize: z.ZodType<number>;
  sort: z.ZodType;
  order: z.ZodType;
  export: z.ZodType;
}>;

/**
 * What a back-office list route puts in its URL, read with the same schema the Worker reads the
 * list's query string with (less `export`, which only an export's own reads send): a value the
 * schema refuses is dropped, as a hand-edited or outdated link shows the list without it rather
 * than an error. Defaults (first page, page size, the list's own sort) stay out of the URL: a clean
 * /admin/leads is the default list.
 */
function listSearch<T extends ListQuerySchema>(schema: T, defaults: { sort: string; order: SortOrder }) {
  const urlSchema = schema.omit({ export: true });
  type Search = Omit<z.output<T>, "export">;
  return {
    validateSearch: (search: Partial<Search> & SearchSchemaInput): Search => {
      const parsed = urlSchema.safeParse(search);
      if (parsed.success) return parsed.data as Search;
      const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      return urlSchema.parse(Object.fromEntries(Object.entries(search).filter(([key]) => !refused.has(key)))) as Search;
    },
    search: {
      middlewares: [
        stripSearchParams<Search>({
          page: 1,
          pageSize: LIST_PAGE_SIZE.default,
          sort: defaults.sort,
          order: defaults.order,
        } as Partial<Search>),
      ],
    },
    loaderDeps: ({ search }: { search: Search }) => search,
  };
}

/**
 * The route options of a back-office list (lists.ts): its URL read with the Worker's schema. Its
 * loader is `loadList`, in the route (where the router's context is typed).
 */
export function listRoute<Schema extends ListQuerySchema>(list: { schema: Schema; sort: string; order: SortOrder }) {
  return listSearch(list.schema, list);
}

/**
 * A list route's loader: starts reading the page its URL names with `ensureQueryData` as the route
 * matches (before its code-split page has loaded), into the cache the page's `useQuery` reads. Not
 * awaited: the page shows its filters at once, "Loading..." until the rows come, and a failed read
 * next to its filters, as it says every state of its list (admin-list.tsx).
 */
export function loadList<S extends string, F extends Record<string, string>, T, K extends QueryKey>(
  list: ListStateOptions<S, F> & { page: (params: ListQuery) => FetchQueryOptions<T, Error, T, K> },
  { context, deps }: { context: { queryClient: QueryClient }; deps: ListSearch },
) {
  context.queryClient.ensureQueryData(list.page(listParams(deps, list))).catch(() => undefined);
}
