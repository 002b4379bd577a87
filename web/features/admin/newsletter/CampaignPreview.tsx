import { LOCALES, type Locale } from "@schema/constants";
import { NEWSLETTER_TEST_RECIPIENTS_MAX } from "@schema/inputs";
import { validationText } from "@schema/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { NEWSLETTER_TEST_CHANGES, previewNewsletter, sendTestNewsletter } from "@web/api/admin/newsletter";
import { refreshAfterChange } from "@web/api/refresh";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Input, Select } from "@web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { toast, toastError } from "@web/components/ui/toaster";
import { useState } from "react";
import { EMAIL_LANGUAGE_NAMES } from "../labels";
import type { CampaignContent } from "./campaign-draft";
import { useSettled } from "./settled";

/** The email a reader of each language gets, from the content as it is typed. */
export function CampaignPreview({ content }: { content: CampaignContent }) {
  const [locale, setLocale] = useState<Locale>("en");
  const settled = useSettled(content, 800);
  return (
    <Tabs value={locale} onValueChange={(value) => setLocale(value as Locale)}>
      <TabsList aria-label="Preview language">
        {LOCALES.map((value) => (
          <TabsTrigger key={value} value={value} lang={value}>
            {EMAIL_LANGUAGE_NAMES[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      {LOCALES.map((value) => (
        <TabsContent key={value} value={value}>
          <PreviewOf content={settled} locale={value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PreviewOf({ content, locale }: { content: CampaignContent; locale: Locale }) {
  const preview = useQuery({
    queryKey: ["admin", "newsletter", "preview", locale, content],
    queryFn: () => previewNewsletter(content, locale),
    placeholderData: (previous) => previous,
  });
  if (preview.isPending) return <p role="status">Loading the preview...</p>;
  if (preview.isError)
    return (
      <p role="alert" className="text-red-800">
        Could not show the preview: {preview.error.message}
      </p>
    );
  const name = EMAIL_LANGUAGE_NAMES[locale];
  return (
    <div className="space-y-3">
      <p>
        <span className="font-semibold">Subject: </span>
        <bdi lang={locale}>{preview.data.subject || "(no subject)"}</bdi>
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <figure className="space-y-1">
          <figcaption className="text-sm font-semibold text-stone-700">HTML</figcaption>
          <iframe
            title={`Email preview, ${name}`}
            sandbox=""
            srcDoc={preview.data.html}
            className="h-96 w-full rounded-lg border border-stone-200 bg-white"
          />
        </figure>
        <figure className="space-y-1">
          <figcaption className="text-sm font-semibold text-stone-700">Plain text</figcaption>
          <pre
            lang={locale}
            dir={locale === "ar" ? "rtl" : "ltr"}
            className="h-96 overflow-auto whitespace-pre-wrap rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm"
          >
            {preview.data.text}
          </pre>
        </figure>
      </div>
    </div>
  );
}

/** The addresses typed for a test, split at commas, semicolons or spaces. */
const addressesIn = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** A test of the content as typed: to up to five addresses, in one language or each written one. */
export function TestSend({ content, englishMissing }: { content: CampaignContent; englishMissing: boolean }) {
  const [testTo, setTestTo] = useState("");
  const [testLocale, setTestLocale] = useState<Locale | "">("");
  const [problem, setProblem] = useState<string>();
  const queryClient = useQueryClient();
  const test = useMutation({
    mutationFn: () =>
      sendTestNewsletter({
        ...content,
        ...(addressesIn(testTo).length > 0 ? { to: addressesIn(testTo) } : {}),
        ...(testLocale ? { locale: testLocale } : {}),
      }),
    onSuccess: async (answer) => {
      await refreshAfterChange(queryClient, NEWSLETTER_TEST_CHANGES);
      toast.success("Test sent", { description: `${answer.sent} test email(s) sent to ${answer.to.join(", ")}.` });
    },
    onError: (error) => toastError("Error", error, "Failed to send the test"),
  });

  const send = () => {
    if (englishMissing) return setProblem(validationText("newsletter_english_required", "en"));
    if (addressesIn(testTo).length > NEWSLETTER_TEST_RECIPIENTS_MAX)
      return setProblem(validationText("newsletter_test_recipients", "en"));
    setProblem(undefined);
    test.mutate();
  };

  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start">
        <Field
          label="Send a test to"
          hint={`Up to ${NEWSLETTER_TEST_RECIPIENTS_MAX} addresses, separated by commas; empty: your own address.`}
        >
          <Input type="text" inputMode="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} />
        </Field>
        <Field label="Test language">
          <Select value={testLocale} onChange={(e) => setTestLocale(e.target.value as Locale | "")}>
            <option value="">Each written language</option>
            {LOCALES.map((value) => (
              <option key={value} value={value}>
                {EMAIL_LANGUAGE_NAMES[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant="outline"
          // Level with the inputs beside it, under their labels.
          className="sm:mt-6"
          disabled={test.isPending}
          onClick={send}
        >
          {test.isPending ? "Sending test..." : "Send test"}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
