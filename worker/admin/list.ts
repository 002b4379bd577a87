import { asc, desc, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import type { ListParams, SortOrder } from "../../schema/inputs";
import { auditEntryStatement, currentActor } from "../audit/record";
import { database } from "../db";
import type { AppBindings } from "../env";

/** How a list may be sorted: a column (or expression) per sort key, and its default. */
export interface ListSorting<S extends string> {
  columns: Record<S, SQLiteColumn | SQL>;
  default: { sort: S; order: SortOrder };
  /** A unique column, so rows that tie keep one order from page to page. */
  tiebreak: SQLiteColumn;
}

/**
 * ORDER BY of one page: the chosen column (ascending unless told), then the tiebreak; `fromEnd`,
 * the exact reverse (the tiebreak makes the order total), for a page read from the list's end.
 */
export function listOrder<S extends string>(query: ListParams<S>, sorting: ListSorting<S>, fromEnd = false): SQL[] {
  const sort = query.sort ?? sorting.default.sort;
  const order = query.order ?? (query.sort ? "asc" : sorting.default.order);
  const by = (order === "asc") !== fromEnd ? asc : desc;
  return [by(sorting.columns[sort]), by(sorting.tiebreak)];
}

/** LIMIT and OFFSET of the page asked for. */
export const pageWindow = (query: ListParams) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

/** A page as read: LIMIT and OFFSET, counted from the list's end (in `listOrder`'s reverse) when `fromEnd`. */
export interface PageWindow {
  limit: number;
  offset: number;
  fromEnd: boolean;
}

/**
 * The page asked for once the list's total is known, read from the nearer end. SQLite steps over
 * every row an OFFSET skips: the last page of 50,000 rows read from the start skips 49,975, read
 * from the end (the rows then put back in order, `inListOrder`) none. It asks for no more rows than
 * the list has from there on, so a query whose filter matches few rows stops at its last one
 * instead of reading on for the rest of a page; a page past the end asks for none (`limit` 0).
 */
export function nearerEndWindow(query: ListParams, total: number): PageWindow {
  const { limit, offset } = pageWindow(query);
  const after = Math.max(0, total - offset);
  const rows = Math.min(limit, after);
  const fromEndOffset = after - rows;
  return fromEndOffset < offset
    ? { limit: rows, offset: fromEndOffset, fromEnd: true }
    : { limit: rows, offset, fromEnd: false };
}

/** The rows of a page read through `window`, in the list's order. */
export const inListOrder = <T>(rows: T[], window: PageWindow): T[] => (window.fromEnd ? rows.reverse() : rows);

/** `%text%` for LIKE, with the pattern characters in the admin's text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Rows where any of `columns` contains `text` (case-insensitive for ASCII, as SQLite's LIKE). */
export function matchingAny(text: string | undefined, columns: (SQLiteColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containing(text);
  return or(...columns.map((column) => sql`${column} like ${pattern} escape '\\'`));
}

/** `{ status: count }` for every status, zero for those with no row. */
export function countsByStatus<S extends string>(
  statuses: readonly S[],
  rows: { status: S; count: number }[],
): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The answer of a list: one page of rows and how many rows match in all (schema/api.ts's Page). */
export const pageOf = <T>(items: T[], total: number | undefined, query: ListParams) => ({
  items,
  total: total ?? 0,
  page: query.page,
  pageSize: query.pageSize,
});

/**
 * An export's first page read goes on the audit log (issue 18 §3: who took the list away, which
 * rows, how many): the filters of the export, never the rows. Later pages of the same export add
 * nothing.
 */
export async function recordExport(
  c: Context<AppBindings>,
  target: "newsletter_subscriber" | "lead",
  query: ListParams & Record<string, unknown>,
  total: number | undefined,
) {
  if (query.export !== "1" || query.page !== 1) return;
  // A search may be someone's address, which an erase must be able to remove: only that there was one.
  const { page: _page, pageSize: _pageSize, export: _export, q, ...filters } = query;
  const context = Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
  await auditEntryStatement(database(c.env.DB), {
    actor: currentActor(c),
    action: "exported",
    target: { type: target },
    context: { ...context, ...(q ? { searched: true } : {}), rows: total ?? 0 },
  });
}
