import type { Locale } from "@schema/constants";
import { hasHtmlTag, NEWSLETTER_TEST_RECIPIENTS_MAX } from "@schema/inputs";
import { validationText } from "@schema/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  NEWSLETTER_SEND_CHANGES,
  NEWSLETTER_TEST_CHANGES,
  sendNewsletter,
  sendTestNewsletter,
} from "@web/api/admin/newsletter";
import { refreshAfterChange } from "@web/api/refresh";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/field";
import { Input, Select, Textarea } from "@web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { toast, toastError } from "@web/components/ui/toaster";
import { LOCALE_NAMES } from "@web/i18n";
import { Send } from "lucide-react";
import { useState } from "react";

const LANGUAGES = [
  { key: "En", label: LOCALE_NAMES.en, lang: "en", dir: "ltr" },
  { key: "Fr", label: LOCALE_NAMES.fr, lang: "fr", dir: "ltr" },
  { key: "Ar", label: LOCALE_NAMES.ar, lang: "ar", dir: "rtl" },
] as const;

type Draft = Record<`subject${(typeof LANGUAGES)[number]["key"]}` | `body${(typeof LANGUAGES)[number]["key"]}`, string>;
const EMPTY: Draft = { subjectEn: "", bodyEn: "", subjectFr: "", bodyFr: "", subjectAr: "", bodyAr: "" };

/** The addresses typed for a test, split at commas, semicolons or spaces. */
const addressesIn = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

const MARKDOWN_HINT =
  "Markdown: **bold**, *italic*, # Heading, - list, [link](https://…), ![image](https://…). An empty line between paragraphs.";

/** Compose in three languages; readers get their language, English when it is left empty. */
export function ComposeDialog({ activeCount }: { activeCount: number }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [testTo, setTestTo] = useState("");
  const [testLocale, setTestLocale] = useState<Locale | "">("");
  const queryClient = useQueryClient();

  /** The checks the server makes, told here with the field (the server's toast only says "invalid"). */
  const invalidDraft = () => {
    if (!draft.subjectEn.trim() || !draft.bodyEn.trim()) {
      toast.error("Validation Error", { description: "Please provide at least English subject and body" });
      return true;
    }
    const withHtml = LANGUAGES.find((language) => hasHtmlTag(draft[`body${language.key}`]));
    if (!withHtml) return false;
    toast.error("Validation Error", {
      description: `Body (${withHtml.label}): ${validationText("newsletter_body_html", "en")}`,
    });
    return true;
  };

  /** More addresses than a test takes: told before anything is sent. */
  const invalidTest = () => {
    if (addressesIn(testTo).length <= NEWSLETTER_TEST_RECIPIENTS_MAX) return false;
    toast.error("Validation Error", { description: validationText("newsletter_test_recipients", "en") });
    return true;
  };

  const send = useMutation({
    mutationFn: () => sendNewsletter(draft),
    onSuccess: async () => {
      await refreshAfterChange(queryClient, NEWSLETTER_SEND_CHANGES);
      toast.success("Newsletter Sent", { description: "Your newsletter has been sent to all active subscribers." });
      setDraft(EMPTY);
      setOpen(false);
    },
    onError: (error) => toastError("Error", error, "Failed to send newsletter"),
  });
  const test = useMutation({
    mutationFn: () =>
      sendTestNewsletter({
        ...draft,
        ...(addressesIn(testTo).length > 0 ? { to: addressesIn(testTo) } : {}),
        ...(testLocale ? { locale: testLocale } : {}),
      }),
    onSuccess: async (answer) => {
      await refreshAfterChange(queryClient, NEWSLETTER_TEST_CHANGES);
      toast.success("Test sent", { description: `${answer.sent} test email(s) sent to ${answer.to.join(", ")}.` });
    },
    onError: (error) => toastError("Error", error, "Failed to send newsletter"),
  });
  const busy = send.isPending || test.isPending;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
        <Send aria-hidden className="size-4" />
        Compose newsletter
      </Button>
      <DialogContent
        title="Compose newsletter"
        description="English is required; French and Arabic readers get English when their version is empty."
        closeLabel="Close"
        width="2xl"
      >
        <Tabs defaultValue="En">
          <TabsList>
            {LANGUAGES.map((language) => (
              <TabsTrigger key={language.key} value={language.key} lang={language.lang}>
                {language.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {LANGUAGES.map((language) => (
            <TabsContent key={language.key} value={language.key} className="space-y-4">
              <Field label={`Subject (${language.label})`}>
                <Input
                  lang={language.lang}
                  dir={language.dir}
                  value={draft[`subject${language.key}`]}
                  onChange={(e) => setDraft({ ...draft, [`subject${language.key}`]: e.target.value })}
                />
              </Field>
              <Field label={`Body (${language.label})`} hint={MARKDOWN_HINT}>
                <Textarea
                  lang={language.lang}
                  dir={language.dir}
                  rows={10}
                  value={draft[`body${language.key}`]}
                  onChange={(e) => setDraft({ ...draft, [`body${language.key}`]: e.target.value })}
                />
              </Field>
            </TabsContent>
          ))}
        </Tabs>
        <fieldset className="mt-6 grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start">
          <legend className="px-1 text-sm font-semibold text-stone-800">Test send</legend>
          <Field
            label="Send a test to"
            hint={`Up to ${NEWSLETTER_TEST_RECIPIENTS_MAX} addresses, separated by commas; empty: your own address.`}
          >
            <Input type="text" inputMode="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} />
          </Field>
          <Field label="Test language">
            <Select value={testLocale} onChange={(e) => setTestLocale(e.target.value as Locale | "")}>
              <option value="">Each written language</option>
              {LANGUAGES.map((language) => (
                <option key={language.lang} value={language.lang}>
                  {language.label}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            variant="outline"
            // Level with the inputs beside it, under their labels.
            className="sm:mt-6"
            disabled={busy}
            onClick={() => invalidDraft() || invalidTest() || test.mutate()}
          >
            Send test
          </Button>
        </fieldset>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button disabled={busy} onClick={() => invalidDraft() || send.mutate()}>
            {send.isPending ? "Sending..." : `Send to ${activeCount} active subscriber${activeCount === 1 ? "" : "s"}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
