import type { SortOrder } from "@schema/inputs";
import { LIST_PAGE_SIZE } from "@schema/inputs";
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

interface ListStateOptions<S extends string, F extends Record<string, string>> {
  sort: S;
  order: SortOrder;
  /** Every filter with its starting value; "" means any. */
  filters: F;
  pageSize?: number;
}

/**
 * What one back-office list shows: its page, sort, filters and search text. Any change but the page
 * starts again from the first page. `params` is what the Worker is asked (web/api/admin/list.ts).
 */
export function useListState<S extends string, F extends Record<string, string>>(options: ListStateOptions<S, F>) {
  const pageSize = options.pageSize ?? LIST_PAGE_SIZE.default;
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState({ sort: options.sort, order: options.order });
  const [filters, setFilters] = useState<F>(options.filters);
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts again from the first page.
  useEffect(() => setPage(1), [q]);

  const sorting: Sorting<S> = {
    ...sort,
    sortBy: (next, order) => {
      setSort((current) => ({
        sort: next,
        order: order ?? (current.sort === next && current.order === "asc" ? "desc" : "asc"),
      }));
      setPage(1);
    },
  };

  return {
    params: { page, pageSize, sort: sort.sort, order: sort.order, ...filters, q },
    page,
    setPage,
    /** How many pages `total` rows make. */
    pages: (total: number | undefined) => Math.max(1, Math.ceil((total ?? 0) / pageSize)),
    sorting,
    filters,
    /** A filter's value and change handler, as FilterSelect takes them. */
    filter: <K extends keyof F>(key: K) => ({
      value: filters[key],
      onChange: (value: F[K]) => {
        setFilters((current) => ({ ...current, [key]: value }));
        setPage(1);
      },
    }),
    search,
    setSearch,
    /** Whether any filter or search narrows the list (for its empty text). */
    filtered: q !== "" || Object.values(filters).some(Boolean),
  };
}

export type ListState<S extends string, F extends Record<string, string>> = ReturnType<typeof useListState<S, F>>;
