import { LEAD_TYPES, LOCALES, type Locale, RTL_LOCALES } from "@schema/constants";
import { type LeadReplyTemplates, leadReplyTemplatesInput } from "@schema/inputs";
import { REPLY_PLACEHOLDERS } from "@schema/lead-reply";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { replyTemplatesQuery, saveReplyTemplates } from "@web/api/admin/site";
import { FormLanguage, TextAreaField } from "@web/components/form/fields";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";
import { FormProvider } from "react-hook-form";
import { usePageForm } from "../admin-form";

const TYPE_TITLES = {
  learner: "Learners",
  teacher: "Teachers",
  cafe_owner: "Café owners",
  contact: "Contact messages",
} as const;

/** Each language named in itself, as the person it is written for reads it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", ar: "العربية" };

/**
 * The messages a reply to a lead starts from (the lead's page: WhatsApp or email), one per type
 * of lead and language; the lead's details fill the placeholders. Saved whole, apart from the
 * rest of the Site settings: the public pages show none of them.
 */
export function ReplyTemplates() {
  const templates = useQuery(replyTemplatesQuery());
  if (templates.isPending) return <p role="status">Loading...</p>;
  if (templates.isError) {
    return (
      <p role="alert" className="text-red-800">
        Could not load the reply templates: {templates.error.message}
      </p>
    );
  }
  return <TemplatesForm stored={templates.data} />;
}

function TemplatesForm({ stored }: { stored: LeadReplyTemplates }) {
  const queryClient = useQueryClient();
  const { form, submit, isSaving } = usePageForm({
    schema: leadReplyTemplatesInput,
    values: stored,
    save: saveReplyTemplates,
    onSaved: (saved) => {
      queryClient.setQueryData(replyTemplatesQuery().queryKey, saved);
      toast.success("Reply templates saved");
    },
  });

  return (
    <FormLanguage value="en">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="space-y-6" aria-labelledby="reply-templates">
          <div>
            <h2 id="reply-templates" className="text-xl font-bold text-stone-900">
              Reply templates
            </h2>
            <p className="mt-1 max-w-3xl text-stone-700">
              What a reply to a lead says before you add to it, in the language the person used on the site. In braces,
              the lead's details:{" "}
              {Object.entries(REPLY_PLACEHOLDERS).map(([name, meaning], index, all) => (
                <span key={name}>
                  <code className="rounded bg-stone-100 px-1">{`{${name}}`}</code> {meaning}
                  {index < all.length - 1 ? ", " : "."}
                </span>
              ))}
            </p>
          </div>
          {LEAD_TYPES.map((type) => (
            <fieldset key={type} className="rounded-2xl border border-stone-200 p-5">
              <legend className="px-1 font-semibold text-stone-900">{TYPE_TITLES[type]}</legend>
              <div className="grid gap-4 lg:grid-cols-3">
                {LOCALES.map((locale) => (
                  <TextAreaField
                    key={locale}
                    name={`${type}.${locale}`}
                    label={<span lang={locale}>{LANGUAGE_NAMES[locale]}</span>}
                    lang={locale}
                    dir={RTL_LOCALES.includes(locale) ? "rtl" : "ltr"}
                    rows={5}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <Button type="submit" disabled={isSaving}>
            {isSaving ? "Saving..." : "Save reply templates"}
          </Button>
        </form>
      </FormProvider>
    </FormLanguage>
  );
}
