import type { FaqEntry } from "@schema/api";
import { LOCALES } from "@schema/constants";
import { useQuery } from "@tanstack/react-query";
import { adminFaqs } from "@web/api/admin/faqs";
import { SelectField, TextAreaField, TextField } from "@web/components/form/fields";
import { SwitchField } from "@web/components/form/switch-field";
import { LOCALE_NAMES } from "@web/i18n";
import { EditableList } from "../editable-list";
import { activeColumn } from "../row-controls";
import { faqEntryForm, faqFormValues } from "./faq-form";

const LANGUAGE_OPTIONS = LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }));
const label = (entry: FaqEntry) => `FAQ #${entry.id}`;

/** /admin/faqs: every entry of every language, with create, edit, toggle and delete (docs/product-rules.md#admin-pages). */
export function FaqAdmin() {
  return (
    <EditableList
      resource={adminFaqs}
      rows={{ query: useQuery(adminFaqs.list()) }}
      toastNoun="FAQ"
      intro="Each language shows its own active FAQs in sort order; a language without any shows the 10 built-in questions."
      newLabel="New FAQ"
      what="FAQs"
      empty="No FAQs yet. The site shows the 10 built-in questions until you add some."
      itemLabel={label}
      columns={(change, busy) => [
        { header: "Language", className: "font-medium", cell: (entry) => entry.language.toUpperCase() },
        { header: "Category", dir: "auto", cell: (entry) => entry.category || "-" },
        { header: "Question", className: "max-w-md", dir: "auto", cell: (entry) => entry.question },
        { header: "Order", cell: (entry) => entry.sortOrder },
        activeColumn(label, (entry, isActive) => change(entry, { isActive }), busy),
      ]}
      confirmText="Are you sure you want to delete this FAQ?"
      form={{
        schema: faqEntryForm,
        values: faqFormValues,
        title: (entry) => (entry ? "Edit FAQ" : "New FAQ"),
        fields: <FaqFields />,
      }}
    />
  );
}

function FaqFields() {
  return (
    <>
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
    </>
  );
}
