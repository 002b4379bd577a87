import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { type ChoiceOption, Input, Select } from "@web/components/ui/input";
import { ActionsTh, Table, Td, Th } from "@web/components/ui/table";
import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import type { ReactNode } from "react";

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
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** For what admins type in any language. */
  dir?: "auto";
}

interface AdminTableProps<Row extends { id: number }> {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  /** The row's buttons (edit, delete, view), in a last column named for assistive technology. */
  actions?: (row: Row) => ReactNode;
  actionsLabel?: string;
  /** Data attributes of a row, e.g. a test id. */
  rowProps?: (row: Row) => { [attribute: `data-${string}`]: string | number };
}

/** An admin list's table, one row per item: every back-office table looks and reads the same. */
export function AdminTable<Row extends { id: number }>({
  label,
  rows,
  columns,
  actions,
  actionsLabel,
  rowProps,
}: AdminTableProps<Row>) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column.header}>{column.header}</Th>
          ))}
          {actions ? <ActionsTh label={actionsLabel} /> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} {...rowProps?.(row)}>
            {columns.map((column) => (
              <Td key={column.header} className={column.className} dir={column.dir}>
                {column.cell(row)}
              </Td>
            ))}
            {actions ? <Td className="text-end">{actions(row)}</Td> : null}
          </tr>
        ))}
      </tbody>
    </Table>
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
    <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-3">
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
