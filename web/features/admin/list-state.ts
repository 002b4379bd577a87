import type { SortOrder } from "@schema/inputs";
import { LIST_PAGE_SIZE } from "@schema/inputs";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";

/** The search box's text, once typing pauses: one request per pause, not per key. */
function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface Sorting<S extends string> {
  sort: S;
  order: SortOrder;
  /** Sorts by `sort`: the same column again turns the order round. (A method, so a list of any sort keys fits.) */
  sortBy(sort: S, order?: SortOrder): void;
}

export interface ListStateOptions<S extends string, F extends Record<string, string>> {
  /** The list's default sort and order, as its route leaves them out of the URL (list-search.ts). */
  sort: S;
  order: SortOrder;
  /** Every filter the page offers; "" means any. */
  filters: F;
}

/** A list route's search, as its `validateSearch` gave it (list-search.ts). */
export type ListSearch = Record<string, unknown> & {
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: SortOrder;
};

/** A change of the list's URL; undefined (or "") leaves the key out: the default. */
type ListSearchChange = Record<string, string | number | undefined>;

const urlValue = (value: string | number | undefined) => (value === "" ? undefined : value);

/**
 * What the Worker is asked for the list a URL names: absent values are the list's defaults, absent
 * filters and search "". The route's loader and the page ask with the same, so they share one query.
 */
export function listParams<S extends string, F extends Record<string, string>>(
  search: ListSearch,
  options: ListStateOptions<S, F>,
) {
  const filters = Object.fromEntries(
    Object.keys(options.filters).map((key) => [key, search[key] == null ? "" : String(search[key])]),
  ) as F;
  return {
    page: search.page ?? 1,
    pageSize: search.pageSize ?? LIST_PAGE_SIZE.default,
    sort: (search.sort ?? options.sort) as S,
    order: search.order ?? options.order,
    ...filters,
    q: typeof search.q === "string" ? search.q : "",
  };
}

/**
 * What one back-office list shows: its page, sort, filters and search text, all read from and
 * written to the URL (the route validates them with the Worker's own schema), so the back button,
 * a reload and a shared link show the same list. Any change but the page starts again from the
 * first page. `params` is what the Worker is asked (web/api/admin/list.ts).
 */
export function useListState<S extends string, F extends Record<string, string>>(options: ListStateOptions<S, F>) {
  const navigate = useNavigate();
  const params = listParams(useSearch({ strict: false }) as ListSearch, options);
  const { page, pageSize, sort, order, q, ...rest } = params;
  const filters = rest as unknown as F;

  /** Each filter, sort or page is a step back in history; the search box's pauses replace each other. */
  const change = (next: ListSearchChange, { replace = false } = {}) => {
    const changes = Object.fromEntries(Object.entries(next).map(([key, value]) => [key, urlValue(value)]));
    void navigate({ to: ".", search: (current: object) => ({ ...current, page: undefined, ...changes }), replace });
  };

  const [text, setText] = useState(q);
  const settled = useDebounced(text.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing writes the URL, not the URL changing under it.
  useEffect(() => {
    if (settled !== q) change({ q: settled }, { replace: true });
  }, [settled]);
  // The URL changed under the box (back, a link): the box shows what the list is searched for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL only, not each key typed.
  useEffect(() => {
    if (q !== settled) setText(q);
  }, [q]);

  const sorting: Sorting<S> = {
    sort,
    order,
    sortBy: (next, nextOrder) =>
      change({ sort: next, order: nextOrder ?? (sort === next && order === "asc" ? "desc" : "asc") }),
  };

  return {
    params,
    page,
    setPage: (next: number) => change({ page: next }),
    /** How many pages `total` rows make. */
    pages: (total: number | undefined) => Math.max(1, Math.ceil((total ?? 0) / pageSize)),
    sorting,
    filters,
    /** A filter's value and change handler, as FilterSelect takes them. */
    filter: <K extends keyof F & string>(key: K) => ({
      value: filters[key],
      onChange: (value: F[K]) => change({ [key]: value }),
    }),
    search: text,
    setSearch: setText,
    /** Whether any filter or search narrows the list (for its empty text). */
    filtered: q !== "" || Object.values(filters).some(Boolean),
  };
}

export type ListState<S extends string, F extends Record<string, string>> = ReturnType<typeof useListState<S, F>>;
