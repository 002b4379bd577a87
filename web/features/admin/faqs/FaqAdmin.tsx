import type { FaqEntry } from "@schema/api";
import { LOCALES } from "@schema/constants";
import type { FaqEntryInput } from "@schema/inputs";
import { adminFaqs } from "@web/api/admin/faqs";
import { SelectField, SwitchField, TextAreaField, TextField } from "@web/components/form/fields";
import { Button } from "@web/components/ui/button";
import { Table, Td, Th } from "@web/components/ui/table";
import { LOCALE_NAMES } from "@web/i18n";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { AdminFormDialog } from "../admin-form";
import { useAdminResource } from "../resource";
import { ActiveSwitch, RowActions } from "../row-controls";
import { faqEntryForm, faqFormValues } from "./faq-form";

/** /admin/faqs: every entry of every language, with create, edit, toggle and delete (SPEC.md §2). */
export function FaqAdmin() {
  const { list, create, update, remove } = useAdminResource<FaqEntry, FaqEntryInput>(adminFaqs, "FAQ");
  const [editing, setEditing] = useState<FaqEntry | "new" | null>(null);
  const entries = list.data ?? [];
  const label = (entry: FaqEntry) => `FAQ #${entry.id}`;

  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-stone-700">
          Each language shows its own active FAQs in sort order; a language without any shows the 10 built-in questions.
        </p>
        <Button size="sm" className="ms-auto" onClick={() => setEditing("new")}>
          <Plus aria-hidden className="size-4" />
          New FAQ
        </Button>
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <p role="status">Loading...</p>
        ) : list.isError ? (
          <p role="alert" className="text-red-800">
            Could not load the FAQs: {list.error.message}
          </p>
        ) : entries.length === 0 ? (
          <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
            No FAQs yet. The site shows the 10 built-in questions until you add some.
          </p>
        ) : (
          <Table aria-label="FAQs">
            <thead>
              <tr>
                <Th>Language</Th>
                <Th>Category</Th>
                <Th>Question</Th>
                <Th>Order</Th>
                <Th>Status</Th>
                {/* Named without an sr-only span: absolutely positioned, it would widen the page past the scrolling table. */}
                <Th aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-faq-id={entry.id}>
                  <Td className="font-medium">{entry.language.toUpperCase()}</Td>
                  <Td dir="auto">{entry.category || "-"}</Td>
                  <Td className="max-w-md" dir="auto">
                    {entry.question}
                  </Td>
                  <Td>{entry.sortOrder}</Td>
                  <Td>
                    <ActiveSwitch
                      active={entry.isActive}
                      itemLabel={label(entry)}
                      busy={update.isPending}
                      onToggle={() => update.mutate({ id: entry.id, isActive: !entry.isActive })}
                    />
                  </Td>
                  <Td>
                    <RowActions
                      itemLabel={label(entry)}
                      onEdit={() => setEditing(entry)}
                      onDelete={() => remove.mutate(entry.id)}
                      confirmText="Are you sure you want to delete this FAQ?"
                      busy={remove.isPending}
                    />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>

      <FaqDialog
        entry={editing}
        onClose={() => setEditing(null)}
        onSave={(input) =>
          editing && editing !== "new" ? update.mutateAsync({ id: editing.id, ...input }) : create.mutateAsync(input)
        }
      />
    </>
  );
}

function FaqDialog({
  entry,
  onClose,
  onSave,
}: {
  entry: FaqEntry | "new" | null;
  onClose: () => void;
  onSave: (input: FaqEntryInput) => Promise<unknown>;
}) {
  const existing = entry && entry !== "new" ? entry : undefined;
  const values = useMemo(() => faqFormValues(existing), [existing]);
  return (
    <AdminFormDialog
      open={entry !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={existing ? "Edit FAQ" : "New FAQ"}
      schema={faqEntryForm}
      values={values}
      onSave={onSave}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="language"
          label="Language"
          options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
        />
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
