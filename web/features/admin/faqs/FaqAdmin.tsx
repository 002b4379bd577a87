import type { FaqEntry } from "@schema/api";
import { LOCALES } from "@schema/constants";
import type { FaqEntryInput } from "@schema/inputs";
import { adminFaqs } from "@web/api/admin/faqs";
import { SelectField, SwitchField, TextAreaField, TextField } from "@web/components/form/fields";
import { LOCALE_NAMES } from "@web/i18n";
import { useMemo } from "react";
import { AdminFormDialog } from "../admin-form";
import { AdminList, AdminTable, type Column, ListIntro } from "../admin-list";
import { useAdminResource, useEditing } from "../resource";
import { activeColumn, RowActions } from "../row-controls";
import { faqEntryForm, faqFormValues } from "./faq-form";

const LANGUAGE_OPTIONS = LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }));

/** /admin/faqs: every entry of every language, with create, edit, toggle and delete (SPEC.md §2). */
export function FaqAdmin() {
  const { list, update, remove, save } = useAdminResource<FaqEntry, FaqEntryInput>(adminFaqs, "FAQ");
  const editor = useEditing<FaqEntry>();
  const label = (entry: FaqEntry) => `FAQ #${entry.id}`;
  const columns: Column<FaqEntry>[] = [
    { header: "Language", className: "font-medium", cell: (entry) => entry.language.toUpperCase() },
    { header: "Category", dir: "auto", cell: (entry) => entry.category || "-" },
    { header: "Question", className: "max-w-md", dir: "auto", cell: (entry) => entry.question },
    { header: "Order", cell: (entry) => entry.sortOrder },
    activeColumn(label, (entry, isActive) => update.mutate({ id: entry.id, isActive }), update.isPending),
  ];

  return (
    <>
      <ListIntro newLabel="New FAQ" onNew={editor.startNew}>
        Each language shows its own active FAQs in sort order; a language without any shows the 10 built-in questions.
      </ListIntro>
      <AdminList
        query={list}
        what="FAQs"
        empty="No FAQs yet. The site shows the 10 built-in questions until you add some."
      >
        {(entries) => (
          <AdminTable
            label="FAQs"
            rows={entries}
            columns={columns}
            actions={(entry) => (
              <RowActions
                itemLabel={label(entry)}
                onEdit={() => editor.edit(entry)}
                onDelete={() => remove.mutate(entry.id)}
                confirmText="Are you sure you want to delete this FAQ?"
                busy={remove.isPending}
              />
            )}
          />
        )}
      </AdminList>
      <FaqDialog
        open={editor.open}
        entry={editor.row}
        onClose={editor.close}
        onSave={(input) => save(input, editor.row)}
      />
    </>
  );
}

function FaqDialog({
  open,
  entry,
  onClose,
  onSave,
}: {
  open: boolean;
  /** Absent for a new entry. */
  entry?: FaqEntry;
  onClose: () => void;
  onSave: (input: FaqEntryInput) => Promise<unknown>;
}) {
  const values = useMemo(() => faqFormValues(entry), [entry]);
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={entry ? "Edit FAQ" : "New FAQ"}
      schema={faqEntryForm}
      values={values}
      onSave={onSave}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="language" label="Language" options={LANGUAGE_OPTIONS} />
        <TextField name="category" label="Category (optional)" />
      </div>
      <TextField name="question" label="Question" />
      <TextAreaField name="answer" label="Answer" rows={5} />
      <TextField
        name="sortOrder"
        label="Sort order"
        inputMode="numeric"
        hint="Lower numbers come first; 0 by default."
      />
      <SwitchField name="isActive" label="Active" hint="(shown on the public site)" />
    </AdminFormDialog>
  );
}
