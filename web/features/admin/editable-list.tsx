import type { Page } from "@schema/api";
import type { UseQueryResult } from "@tanstack/react-query";
import type { AdminMutations } from "@web/api/admin/resource";
import { type ReactNode, useMemo, useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { AdminFormDialog } from "./admin-form";
import { AdminList, AdminTable, type Column, ListIntro, Pager } from "./admin-list";
import type { ListState, Sorting } from "./list-state";
import { useAdminMutations } from "./resource";
import { RowActions } from "./row-controls";

/** The rows: a short list read whole, or one page of a list the Worker pages, sorts and filters. */
type EditableRows<Row> =
  | { query: UseQueryResult<Row[]> }
  | {
      query: UseQueryResult<Page<Row>>;
      sorting: Sorting<string>;
      page: number;
      pages: (total: number | undefined) => number;
      setPage: (page: number) => void;
      /** Filters and search, above the table. */
      toolbar: ReactNode;
      /** Said when filters leave nothing to show. */
      filteredEmpty?: string;
      filtered: boolean;
    };

/** A page of a list the Worker pages, as its list state (list-state.ts) and its query read it: the rows less their filters. */
export const pagedRows = <Row,>(
  list: Pick<ListState<string, Record<string, string>>, "sorting" | "page" | "pages" | "setPage" | "filtered">,
  query: UseQueryResult<Page<Row>>,
) => ({
  query,
  sorting: list.sorting,
  page: list.page,
  pages: list.pages,
  setPage: list.setPage,
  filtered: list.filtered,
});

const itemsOf = <Row,>(data: Row[] | Page<Row>): Row[] => (Array.isArray(data) ? data : data.items);

/** Changes some fields of one row at once (a switch in the table). */
type RowChange<Row, Input> = (row: Row, patch: Partial<Input>) => void;

interface EditableListProps<Row extends { id: number }, S extends z.ZodType<unknown, FieldValues>> {
  resource: AdminMutations<Row, z.output<S>>;
  rows: EditableRows<Row>;
  /** A row in the spec's toasts: "Pricing plan" → "Pricing plan created successfully". */
  toastNoun: string;
  intro: ReactNode;
  newLabel: string;
  /** The rows in the plural ("pricing plans"); capitalised, the table's name. */
  what: string;
  empty: string;
  /** One row's name for its buttons, e.g. "FAQ #3" → "Edit FAQ #3". */
  itemLabel: (row: Row) => string;
  columns: (change: RowChange<Row, z.output<S>>, busy: boolean) => Column<Row>[];
  /** The spec's question before a delete, e.g. 'Are you sure you want to delete this FAQ?'. */
  confirmText: string;
  confirmDescription?: (row: Row) => ReactNode;
  /** After a row is saved (created or edited), e.g. to warn about what it leaves out. */
  onSaved?: (row: Row) => void;
  /** The create-or-edit dialog: its schema, starting values, title and fields (web/components/form). */
  form: {
    schema: S;
    values: (row?: Row) => z.input<S>;
    title: (row?: Row) => string;
    submitLabel?: (row?: Row) => string;
    width?: "lg" | "2xl";
    /** Said above the fields of the row being edited (what needs the admin's attention). */
    summary?: (row?: Row) => ReactNode;
    fields: ReactNode;
  };
}

/** A back-office list edited row by row: intro and New button, the table, and its dialog. */
export function EditableList<Row extends { id: number }, S extends z.ZodType<unknown, FieldValues>>({
  resource,
  rows: list,
  toastNoun,
  intro,
  newLabel,
  what,
  empty,
  itemLabel,
  columns,
  confirmText,
  confirmDescription,
  onSaved,
  form,
}: EditableListProps<Row, S>) {
  const { update, remove, save } = useAdminMutations(resource, toastNoun);
  const paged = "sorting" in list ? list : null;
  const editor = useEditing<Row>();
  const change: RowChange<Row, z.output<S>> = (row, patch) => update.mutate({ id: row.id, ...patch });
  const values = useMemo(() => form.values(editor.row), [form.values, editor.row]);

  return (
    <>
      <ListIntro newLabel={newLabel} onNew={editor.startNew}>
        {intro}
      </ListIntro>
      {paged?.toolbar}
      <AdminList
        query={list.query as UseQueryResult<Row[] | Page<Row>>}
        what={what}
        empty={paged?.filtered ? (paged.filteredEmpty ?? empty) : empty}
        isEmpty={(data) => itemsOf(data).length === 0}
      >
        {(data) => (
          <AdminTable
            label={what.charAt(0).toUpperCase() + what.slice(1)}
            rows={itemsOf(data)}
            sorting={paged?.sorting}
            columns={columns(change, update.isPending)}
            actions={(row) => (
              <RowActions
                itemLabel={itemLabel(row)}
                onEdit={() => editor.edit(row)}
                onDelete={() => remove.mutate(row.id)}
                confirmText={confirmText}
                confirmDescription={confirmDescription?.(row)}
                busy={remove.isPending}
              />
            )}
          />
        )}
      </AdminList>
      {paged ? <Pager page={paged.page} pages={paged.pages(paged.query.data?.total)} onChange={paged.setPage} /> : null}
      <AdminFormDialog
        open={editor.open}
        onClose={editor.close}
        title={form.title(editor.row)}
        submitLabel={form.submitLabel?.(editor.row)}
        width={form.width}
        summary={form.summary?.(editor.row)}
        schema={form.schema}
        values={values}
        onSave={(input) => save(input, editor.row).then((row) => onSaved?.(row))}
      >
        {form.fields}
      </AdminFormDialog>
    </>
  );
}

/** Which row a create-or-edit dialog is open for: a new one, an existing one, or none. */
function useEditing<Row>() {
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  return {
    open: editing !== null,
    /** The row being edited; undefined while creating. */
    row: editing?.row,
    startNew: () => setEditing({}),
    edit: (row: Row) => setEditing({ row }),
    close: () => setEditing(null),
  };
}
