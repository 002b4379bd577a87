import type { SeoSettingsAnswer } from "@schema/api";
import { SEO_GUIDANCE, TRACKING_ID_FORMATS } from "@schema/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { saveSeoSettings } from "@web/api/admin/seo";
import { seoSettingsQuery } from "@web/api/public-reads";
import { SelectField, TextAreaField, TextField, textError } from "@web/components/form/fields";
import { Button } from "@web/components/ui/button";
import { asChoices } from "@web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { toast } from "@web/components/ui/toaster";
import { ApiRequestError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { type ReactNode, useEffect, useState } from "react";
import { FormProvider, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { toastChangeFailed } from "../change-failed";
import { SeoPreviews } from "./SeoPreviews";
import {
  SEO_JSON_FIELDS,
  SEO_LANGUAGES,
  SEO_TABS,
  SEO_TEXT_FIELDS,
  type SeoFormValues,
  type SeoLanguage,
  type SeoTab,
  seoFormValues,
  seoSettingsPayload,
  seoTabOf,
} from "./seo-form";

const TWITTER_CARDS = asChoices(["summary_large_image", "summary"]);
/** The snippets are not held behind the cookie banner: the admin must know what they put on every visit. */
const SNIPPETS_RUN_BEFORE_CONSENT =
  "Its scripts run on every visit, before the visitor accepts or refuses the tracking cookies. Changing it takes a sign-in of the last 15 minutes.";
const INVALID_JSON_TEXT = { aiInfoJson: "AI Info JSON", organizationSchema: "Organization schema" } as const;

/** /admin/seo: the five tabs of docs/product-rules.md#admin-pages over the single settings row, saved with one button. */
export function SeoAdmin() {
  const settings = useQuery(seoSettingsQuery());
  if (settings.isPending) return <p role="status">Loading...</p>;
  if (settings.isError) {
    return (
      <p role="alert" className="text-red-800">
        Could not load the SEO settings: {settings.error.message}
      </p>
    );
  }
  return <SeoForm settings={settings.data} />;
}

const FORM_FIELDS: readonly string[] = [...SEO_TEXT_FIELDS, ...SEO_JSON_FIELDS];
const isFormField = (name: string): name is keyof SeoFormValues => FORM_FIELDS.includes(name);

/** Marks each field in error and opens the tab of the first one, with focus on it. */
function showFieldErrors(
  form: UseFormReturn<SeoFormValues>,
  fields: Partial<Record<string, string>>,
  openTab: (tab: SeoTab) => void,
) {
  // In the order the form shows them: tab by tab, then field by field.
  const names = Object.keys(fields)
    .filter(isFormField)
    .sort(
      (a, b) =>
        SEO_TABS.indexOf(seoTabOf(a)) - SEO_TABS.indexOf(seoTabOf(b)) ||
        FORM_FIELDS.indexOf(a) - FORM_FIELDS.indexOf(b),
    );
  for (const name of names) form.setError(name, textError(fields[name] ?? ""));
  const [first] = names;
  if (!first) return;
  openTab(seoTabOf(first));
  // The tab's fields mount on the next render.
  requestAnimationFrame(() => form.setFocus(first));
}

function SeoForm({ settings }: { settings: SeoSettingsAnswer }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<SeoTab>("meta");
  const form = useForm<SeoFormValues>({ defaultValues: seoFormValues(settings) });
  const { reset } = form;
  useEffect(() => reset(seoFormValues(settings)), [settings, reset]);

  const save = useMutation({
    mutationFn: saveSeoSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(seoSettingsQuery().queryKey, saved);
      toast.success("SEO settings updated successfully");
    },
    onError: (error) => {
      toastChangeFailed(error, "/admin/seo");
      const fields = error instanceof ApiRequestError ? error.body?.error.fields : undefined;
      if (fields) showFieldErrors(form, fields, setTab);
    },
  });

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const attempt = seoSettingsPayload(values);
    if (!attempt.ok && attempt.invalidJson) {
      const message = `${INVALID_JSON_TEXT[attempt.invalidJson]} contains invalid JSON. Please fix the syntax.`;
      toast.error("Invalid JSON", { description: message });
      showFieldErrors(
        form,
        { [attempt.invalidJson]: 'Not valid JSON: it must be one JSON object, e.g. {"founded": 2025}.' },
        setTab,
      );
      return;
    }
    if (!attempt.ok) {
      toast.error("Some fields are invalid", { description: "Nothing was saved. Fix the fields marked in red." });
      showFieldErrors(form, attempt.fields, setTab);
      return;
    }
    await save.mutateAsync(attempt.input).catch(() => undefined);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-6">
        <Tabs value={tab} onValueChange={(value) => setTab(value as SeoTab)}>
          <TabsList aria-label="SEO settings">
            <TabsTrigger value="meta">Meta Tags</TabsTrigger>
            <TabsTrigger value="social">Social Media</TabsTrigger>
            <TabsTrigger value="geo">GEO</TabsTrigger>
            <TabsTrigger value="tracking">Tracking</TabsTrigger>
            <TabsTrigger value="advanced">Advanced</TabsTrigger>
          </TabsList>

          <TabsContent value="meta" className="space-y-6">
            {SEO_LANGUAGES.map((language) => (
              <LanguageGroup key={language.lang} language={language}>
                <SeoTextField
                  name={`defaultTitle${language.suffix}`}
                  label={`Title (${language.label})`}
                  language={language}
                  guidance={SEO_GUIDANCE.title}
                />
                <SeoTextArea
                  name={`defaultDescription${language.suffix}`}
                  label={`Description (${language.label})`}
                  language={language}
                  guidance={SEO_GUIDANCE.description}
                  rows={3}
                />
                <SeoTextField
                  name={`defaultKeywords${language.suffix}`}
                  label={`Keywords (${language.label})`}
                  language={language}
                  hint="Comma-separated."
                />
              </LanguageGroup>
            ))}
            <SeoTextField
              name="canonicalUrl"
              label="Canonical URL"
              hint="The site's public address, e.g. https://cafetalk.tn — used for canonical links, hreflang and the sitemap."
            />
            <SeoPreviews />
          </TabsContent>

          <TabsContent value="social" className="space-y-6">
            {SEO_LANGUAGES.map((language) => (
              <LanguageGroup key={language.lang} language={language}>
                <SeoTextField
                  name={`ogTitle${language.suffix}`}
                  label={`Open Graph title (${language.label})`}
                  language={language}
                  guidance={SEO_GUIDANCE.title}
                  hint="Empty: the page title."
                />
                <SeoTextArea
                  name={`ogDescription${language.suffix}`}
                  label={`Open Graph description (${language.label})`}
                  language={language}
                  guidance={SEO_GUIDANCE.description}
                  rows={3}
                  hint="Empty: the page description."
                />
              </LanguageGroup>
            ))}
            <div className="grid gap-4 md:grid-cols-2">
              <SeoTextField
                name="ogImage"
                label="Image URL"
                hint={`${SEO_GUIDANCE.image.width}×${SEO_GUIDANCE.image.height} pixels works best in link previews.`}
              />
              <SeoTextField name="ogType" label="Open Graph type" hint="Usually website." />
              <SelectField name="twitterCard" label="Twitter card type" options={TWITTER_CARDS} />
              <SeoTextField name="twitterSite" label="Site handle" hint="e.g. @cafetalk" />
              <SeoTextField name="twitterCreator" label="Creator handle" hint="e.g. @cafetalk" />
            </div>
            <SeoPreviews />
          </TabsContent>

          <TabsContent value="geo" className="space-y-6">
            {SEO_LANGUAGES.map((language) => (
              <LanguageGroup key={language.lang} language={language}>
                <SeoTextField
                  name={`geoHeading${language.geoSuffix}`}
                  label={`Heading (${language.label})`}
                  language={language}
                />
                <SeoTextArea
                  name={`geoContent${language.geoSuffix}`}
                  label={`Content (${language.label})`}
                  language={language}
                  rows={4}
                />
              </LanguageGroup>
            ))}
            <SeoTextField
              name="geoLocations"
              label="Cities"
              hint="Comma-separated, e.g. Tunis, Sousse, Sfax. Shown to AI assistants in /ai-info.json."
            />
            <SeoTextArea
              name="aiInfoJson"
              label="AI info JSON"
              rows={10}
              mono
              hint="A JSON object merged into /ai-info.json."
            />
          </TabsContent>

          <TabsContent value="tracking" className="grid gap-4 md:grid-cols-2">
            <SeoTextField
              name="googleAnalyticsId"
              label="Analytics measurement id"
              hint="G-XXXXXXX"
              format={TRACKING_ID_FORMATS.googleAnalytics}
            />
            <SeoTextField
              name="googleTagManagerId"
              label="Tag manager id"
              hint="GTM-XXXXXX"
              format={TRACKING_ID_FORMATS.googleTagManager}
            />
            <SeoTextField
              name="facebookPixelId"
              label="Facebook pixel id"
              hint="Digits only."
              format={TRACKING_ID_FORMATS.pixel}
            />
            <SeoTextField
              name="metaPixelId"
              label="Meta pixel id"
              hint="Digits only."
              format={TRACKING_ID_FORMATS.pixel}
            />
          </TabsContent>

          <TabsContent value="advanced" className="space-y-4">
            <SeoTextArea
              name="customHeadScripts"
              label="Custom head scripts"
              rows={6}
              mono
              hint={`Inserted as given into the head of public pages (never admin or emailed-link pages). ${SNIPPETS_RUN_BEFORE_CONSENT}`}
            />
            <SeoTextArea
              name="customBodyScripts"
              label="Custom body scripts"
              rows={6}
              mono
              hint={`Inserted as given at the end of the body of public pages. ${SNIPPETS_RUN_BEFORE_CONSENT}`}
            />
            <SeoTextArea
              name="robotsTxt"
              label="Robots directives"
              rows={6}
              mono
              hint="robots.txt; /admin and /api are always disallowed and the Sitemap line is always added."
            />
            <SeoTextArea
              name="organizationSchema"
              label="Organization schema (JSON-LD)"
              rows={8}
              mono
              hint="A JSON object merged into the Organization entry of the page's structured data."
            />
          </TabsContent>
        </Tabs>

        <div className="flex justify-end border-t border-stone-200 pt-4">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function LanguageGroup({ language, children }: { language: SeoLanguage; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-sm font-bold text-stone-900">{language.label}</legend>
      {children}
    </fieldset>
  );
}

type Guidance = { min: number; max: number };
type FieldName = keyof SeoFormValues;

/** "57 characters — aim for 50–60", live while typing; a hint, never a rule (docs/product-rules.md#validation). */
function LengthCounter({ name, guidance }: { name: FieldName; guidance: Guidance }) {
  const length = (useWatch<SeoFormValues>({ name }) ?? "").trim().length;
  const within = length >= guidance.min && length <= guidance.max;
  return (
    <span className={cn("font-semibold", within ? "text-green-800" : "text-amber-800")} aria-live="polite">
      {length} characters — aim for {guidance.min}–{guidance.max}
    </span>
  );
}

/** Warns (without refusing) when an id does not match its format: the Worker would leave it out. */
function FormatWarning({ name, format }: { name: FieldName; format: RegExp }) {
  const value = (useWatch<SeoFormValues>({ name }) ?? "").trim();
  if (!value || format.test(value)) return null;
  return (
    <span className="font-semibold text-amber-800">
      This does not look like a valid id; it will not be added to the pages.
    </span>
  );
}

interface FieldProps {
  name: FieldName;
  label: string;
  hint?: string;
  language?: SeoLanguage;
  guidance?: Guidance;
  format?: RegExp;
}

function FieldHint({ name, hint, guidance, format }: Omit<FieldProps, "label" | "language">) {
  if (!hint && !guidance && !format) return undefined;
  return (
    <span className="flex flex-wrap gap-x-3">
      {guidance ? <LengthCounter name={name} guidance={guidance} /> : null}
      {hint ? <span>{hint}</span> : null}
      {format ? <FormatWarning name={name} format={format} /> : null}
    </span>
  );
}

function SeoTextField({ name, label, hint, language, guidance, format }: FieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      hint={FieldHint({ name, hint, guidance, format })}
      lang={language?.lang}
      dir={language?.dir ?? "auto"}
    />
  );
}

function SeoTextArea({
  name,
  label,
  hint,
  language,
  guidance,
  rows,
  mono,
}: FieldProps & { rows: number; mono?: boolean }) {
  return (
    <TextAreaField
      name={name}
      label={label}
      hint={FieldHint({ name, hint, guidance })}
      lang={language?.lang}
      dir={language?.dir ?? "auto"}
      rows={rows}
      code={mono}
    />
  );
}
