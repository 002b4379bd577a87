import type { Page } from "@schema/api";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { type ChoiceOption, Input, Select } from "@web/components/ui/input";
import { ActionsTh, Table, Td, Th } from "@web/components/ui/table";
import { cn } from "@web/lib/cn";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import type { ListState, Sorting } from "./list-state";

interface AdminListProps<T> {
  query: UseQueryResult<T>;
  /** The list's name in the plural, as in "Could not load the FAQs: …". */
  what: string;
  /** Said when the answer has nothing to show; absent when the page says it itself. */
  empty?: ReactNode;
  /** Whether the answer has nothing to show; by default, an empty array. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** A back-office list's loading, failure and empty states, said the same way on every page. */
export function AdminList<T>({ query, what, empty, isEmpty = isEmptyArray, children }: AdminListProps<T>) {
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-800">
        Could not load the {what}: {query.error.message}
      </p>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}

/** What an editable list is about, and its button to add one. */
export function ListIntro({ children, newLabel, onNew }: { children: ReactNode; newLabel: string; onNew: () => void }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-4">
      <p className="text-stone-700">{children}</p>
      <Button size="sm" className="ms-auto" onClick={onNew}>
        <Plus aria-hidden className="size-4" />
        {newLabel}
      </Button>
    </div>
  );
}

/** A filter of an admin list: a labelled select whose first choice, "", means any. */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  anyLabel,
  options,
  className,
}: {
  label: string;
  value: V | "";
  onChange: (value: V | "") => void;
  anyLabel: string;
  options: readonly ChoiceOption<V>[];
  className?: string;
}) {
  return (
    <Field label={label} className={className}>
      <Select
        value={value}
        onChange={(event) => onChange(event.target.value as V | "")}
        placeholder={anyLabel}
        options={options}
      />
    </Field>
  );
}

/** The search box of an admin list. */
export function SearchBox({
  placeholder,
  value,
  onChange,
  className,
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Field label="Search" className={className}>
      <Input type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/** One column of an admin table: its header and what each row shows under it. */
export interface Column<Row, S extends string = string> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** For what admins type in any language. */
  dir?: "auto";
  /** The list's sort key this column sorts by, when it can. */
  sort?: S;
  /** What sorting by it is called, when the header says it short ("Next" → "Next session"). */
  sortLabel?: string;
}

/** Rows chosen for one action on several at once: a checkbox per row, and one for the whole page. */
export interface RowSelection<Row> {
  selected: ReadonlySet<number>;
  onChange: (selected: ReadonlySet<number>) => void;
  /** Names the row in its checkbox's label, "Select Amira". */
  rowLabel: (row: Row) => string;
}

interface AdminTableProps<Row extends { id: number }, S extends string = string> {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row, S>[];
  /** The row's buttons (edit, delete, view), in a last column named for assistive technology. */
  actions?: (row: Row) => ReactNode;
  actionsLabel?: string;
  /** Data attributes of a row, e.g. a test id. */
  rowProps?: (row: Row) => { [attribute: `data-${string}`]: string | number };
  /** The list's sort, done by the Worker: the sortable columns' headers are buttons. */
  sorting?: Sorting<S>;
  /** Makes the rows selectable (a first column of checkboxes). */
  selection?: RowSelection<Row>;
}

/*
 * Below the `sm` breakpoint (phones) each row is a card: its cells stacked, each after its column's
 * name (`data-label`), so nothing scrolls sideways; the header row gives way to a "Sort by" select.
 */
const STACKED = {
  table: "max-sm:block",
  head: "max-sm:hidden",
  body: "max-sm:block",
  row: "max-sm:block max-sm:border-b max-sm:border-stone-200 max-sm:px-4 max-sm:py-3 max-sm:last:border-b-0",
  cell: "max-sm:flex max-sm:gap-3 max-sm:border-0 max-sm:px-0 max-sm:py-1 max-sm:[overflow-wrap:anywhere] max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-stone-600 max-sm:before:content-[attr(data-label)]",
  actions: "max-sm:flex max-sm:justify-end max-sm:border-0 max-sm:px-0 max-sm:pt-2 max-sm:pb-0",
};

/** An admin list's table, one row per item: every back-office table looks and reads the same. */
export function AdminTable<Row extends { id: number }, S extends string = string>({
  label,
  rows,
  columns,
  actions,
  actionsLabel,
  rowProps,
  sorting,
  selection,
}: AdminTableProps<Row, S>) {
  return (
    <>
      {sorting ? <PhoneSortSelect columns={columns} sorting={sorting} /> : null}
      <Table aria-label={label} className={STACKED.table}>
        <thead className={STACKED.head}>
          <tr>
            {selection ? (
              <Th className="w-0 pe-0">
                <SelectPageCheckbox rows={rows} selection={selection} />
              </Th>
            ) : null}
            {columns.map((column) => (
              <SortableTh key={column.header} column={column} sorting={sorting} />
            ))}
            {actions ? <ActionsTh label={actionsLabel} /> : null}
          </tr>
        </thead>
        <tbody className={STACKED.body}>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={cn(STACKED.row, selection?.selected.has(row.id) && "bg-orange-50")}
              {...rowProps?.(row)}
            >
              {selection ? (
                <Td data-label="Select" className={cn(STACKED.cell, "w-0 pe-0 max-sm:items-center")}>
                  <Checkbox
                    aria-label={`Select ${selection.rowLabel(row)}`}
                    checked={selection.selected.has(row.id)}
                    onChange={(checked) => selection.onChange(toggled(selection.selected, [row.id], checked))}
                  />
                </Td>
              ) : null}
              {columns.map((column) => (
                <Td
                  key={column.header}
                  data-label={column.header}
                  className={cn(STACKED.cell, column.className)}
                  dir={column.dir}
                >
                  {column.cell(row)}
                </Td>
              ))}
              {actions ? <Td className={cn("text-end", STACKED.actions)}>{actions(row)}</Td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

const toggled = (selected: ReadonlySet<number>, ids: readonly number[], on: boolean): ReadonlySet<number> => {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
};

function Checkbox({
  checked,
  indeterminate = false,
  onChange,
  ...props
}: Omit<ComponentProps<"input">, "type" | "onChange"> & {
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      // Only a property, not an attribute, says "some of them".
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-5 shrink-0 cursor-pointer accent-orange-700"
      {...props}
    />
  );
}

/**
 * Selects every row of the page, or none: checked when all are, "mixed" when some are. In the
 * table's header; a page shows it with a visible label where the header is hidden (phones).
 */
export function SelectPageCheckbox<Row extends { id: number }>({
  rows,
  selection,
  label,
}: {
  rows: readonly Row[];
  selection: RowSelection<Row>;
  /** Shown next to it; without one, the checkbox is named for assistive technology only. */
  label?: string;
}) {
  const id = useId();
  const ids = rows.map((row) => row.id);
  const count = ids.filter((rowId) => selection.selected.has(rowId)).length;
  const all = ids.length > 0 && count === ids.length;
  const box = (
    <Checkbox
      id={id}
      aria-label={label ? undefined : "Select all on this page"}
      checked={all}
      indeterminate={count > 0 && !all}
      disabled={ids.length === 0}
      onChange={() => selection.onChange(toggled(selection.selected, ids, !all))}
    />
  );
  if (!label) return box;
  return (
    <span className="inline-flex items-center gap-2 text-sm font-medium text-stone-800">
      {box}
      <label htmlFor={id} className="cursor-pointer">
        {label}
      </label>
    </span>
  );
}

/** A column header; a button that sorts by it when the column can sort, its state in `aria-sort`. */
function SortableTh<Row, S extends string>({ column, sorting }: { column: Column<Row, S>; sorting?: Sorting<S> }) {
  const key = column.sort;
  if (!sorting || !key) return <Th>{column.header}</Th>;
  const active = sorting.sort === key;
  const Icon = active ? (sorting.order === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <Th aria-sort={active ? (sorting.order === "asc" ? "ascending" : "descending") : undefined} className="p-0">
      <button
        type="button"
        className="flex w-full items-center gap-1.5 px-4 py-3 font-semibold hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-orange-700"
        onClick={() => sorting.sortBy(key)}
        aria-label={column.sortLabel}
      >
        {column.header}
        <Icon aria-hidden className={cn("size-3.5", active ? "text-orange-800" : "text-stone-400")} />
      </button>
    </Th>
  );
}

/** On phones, where the header row is hidden, the same sort as a select. */
function PhoneSortSelect<Row, S extends string>({
  columns,
  sorting,
}: {
  columns: readonly Column<Row, S>[];
  sorting: Sorting<S>;
}) {
  const sortable = columns.flatMap((column) =>
    column.sort
      ? [
          { value: `${column.sort}:asc`, label: `${column.sortLabel ?? column.header}, ascending` },
          { value: `${column.sort}:desc`, label: `${column.sortLabel ?? column.header}, descending` },
        ]
      : [],
  );
  const current = `${sorting.sort}:${sorting.order}`;
  // A list whose default order has no column of its own (sessions: as created) still names it.
  const options = sortable.some((option) => option.value === current)
    ? sortable
    : [{ value: current, label: "Default order" }, ...sortable];
  return (
    <Field label="Sort by" className="mb-3 sm:hidden">
      <Select
        value={current}
        options={options}
        onChange={(event) => {
          const [sort, order] = event.target.value.split(":") as [S, "asc" | "desc"];
          sorting.sortBy(sort, order);
        }}
      />
    </Field>
  );
}

interface PagedTableProps<Row extends { id: number }, S extends string>
  extends Omit<AdminTableProps<Row, S>, "rows" | "sorting"> {
  /** One page of the list, as the Worker answered it. */
  query: UseQueryResult<Page<Row>>;
  /** The list's name in the plural, for its loading and failure states. */
  what: string;
  /** Said when the page is empty: none yet, or none for these filters. */
  empty: ReactNode;
  /** The list's state (list-state.ts): its sort and its page. */
  state: Pick<ListState<S, Record<string, string>>, "page" | "setPage" | "pages"> & { sorting: Sorting<S> };
}

/** One page of a list the Worker pages and sorts: its states, its table and the pager under it. */
export function PagedTable<Row extends { id: number }, S extends string>({
  query,
  what,
  empty,
  state,
  ...table
}: PagedTableProps<Row, S>) {
  return (
    <>
      <AdminList query={query} what={what} isEmpty={(answer) => answer.items.length === 0} empty={empty}>
        {(answer) => <AdminTable {...table} rows={answer.items} sorting={state.sorting} />}
      </AdminList>
      <Pager page={state.page} pages={state.pages(query.data?.total)} onChange={state.setPage} />
    </>
  );
}

/** What an admin list says when it has nothing to show (none yet, or none for these filters). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
      {children}
    </p>
  );
}

/** Previous and next through a paginated list; nothing when everything fits on one page. */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-end gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </Button>
      <span className="text-sm text-stone-700">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
