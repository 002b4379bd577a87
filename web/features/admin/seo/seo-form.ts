import type { SeoSettingsAnswer } from "@schema/api";
import { type SeoSettingsInput, seoSettingsInput } from "@schema/inputs";
import { validationText } from "@schema/messages";
import { LOCALE_NAMES } from "@web/i18n";

/** The three languages of the settings: their field suffixes (the geo fields spell English "En"). */
export const SEO_LANGUAGES = [
  { suffix: "", geoSuffix: "En", label: LOCALE_NAMES.en, lang: "en", dir: "ltr" },
  { suffix: "Fr", geoSuffix: "Fr", label: LOCALE_NAMES.fr, lang: "fr", dir: "ltr" },
  { suffix: "Ar", geoSuffix: "Ar", label: LOCALE_NAMES.ar, lang: "ar", dir: "rtl" },
] as const;
export type SeoLanguage = (typeof SEO_LANGUAGES)[number];

/** The text fields of the SEO settings, edited as typed (docs/product-rules.md#validation: empty text is sent as-is). */
export const SEO_TEXT_FIELDS = [
  "defaultTitle",
  "defaultTitleFr",
  "defaultTitleAr",
  "defaultDescription",
  "defaultDescriptionFr",
  "defaultDescriptionAr",
  "defaultKeywords",
  "defaultKeywordsFr",
  "defaultKeywordsAr",
  "canonicalUrl",
  "ogTitle",
  "ogTitleFr",
  "ogTitleAr",
  "ogDescription",
  "ogDescriptionFr",
  "ogDescriptionAr",
  "ogImage",
  "ogType",
  "twitterCard",
  "twitterSite",
  "twitterCreator",
  "geoHeadingEn",
  "geoHeadingFr",
  "geoHeadingAr",
  "geoContentEn",
  "geoContentFr",
  "geoContentAr",
  "geoLocations",
  "googleAnalyticsId",
  "googleTagManagerId",
  "facebookPixelId",
  "metaPixelId",
  "customHeadScripts",
  "customBodyScripts",
  "robotsTxt",
] as const satisfies readonly (keyof SeoSettingsInput)[];

/** Fields holding a JSON object, edited as text and parsed before saving. */
export const SEO_JSON_FIELDS = [
  "aiInfoJson",
  "organizationSchema",
] as const satisfies readonly (keyof SeoSettingsInput)[];

type SeoTextField = (typeof SEO_TEXT_FIELDS)[number];
type SeoJsonField = (typeof SEO_JSON_FIELDS)[number];
export type SeoFormValues = Record<SeoTextField | SeoJsonField, string>;

const DEFAULTS: Partial<SeoFormValues> = { ogType: "website", twitterCard: "summary_large_image" };

export function seoFormValues(settings: SeoSettingsAnswer | null | undefined): SeoFormValues {
  const values = {} as SeoFormValues;
  for (const field of SEO_TEXT_FIELDS) values[field] = settings?.[field] ?? DEFAULTS[field] ?? "";
  for (const field of SEO_JSON_FIELDS) {
    const value = settings?.[field];
    values[field] = value && Object.keys(value).length > 0 ? JSON.stringify(value, null, 2) : "";
  }
  return values;
}

/** A JSON object, null for empty text, or undefined when the text is not a JSON object. */
function parseJsonObject(text: string): Record<string, unknown> | null | undefined {
  if (!text.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export type SeoSaveAttempt =
  | { ok: true; input: SeoSettingsInput }
  | { ok: false; invalidJson: SeoJsonField }
  | { ok: false; invalidJson?: undefined; fields: Partial<Record<keyof SeoFormValues, string>> };

/** The `PUT /api/seo` payload, with the JSON fields sent as objects; refused when one does not parse. */
export function seoSettingsPayload(values: SeoFormValues): SeoSaveAttempt {
  const input: Record<string, unknown> = {};
  for (const field of SEO_TEXT_FIELDS) input[field] = values[field];
  for (const field of SEO_JSON_FIELDS) {
    const parsed = parseJsonObject(values[field]);
    if (parsed === undefined) return { ok: false, invalidJson: field };
    input[field] = parsed;
  }
  // The table keeps the spec's defaults for these two; an emptied field means "the default".
  input.ogType = values.ogType.trim() || "website";
  input.twitterCard = values.twitterCard.trim() || "summary_large_image";
  // The same rules the Worker applies: each field says what is wrong before anything is sent.
  const checked = seoSettingsInput.safeParse(input);
  if (!checked.success) {
    const fields: Partial<Record<keyof SeoFormValues, string>> = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as keyof SeoFormValues;
      fields[field] ??= validationText(issue.message, "en");
    }
    return { ok: false, fields };
  }
  return { ok: true, input: checked.data };
}

export const SEO_TABS = ["meta", "social", "geo", "tracking", "advanced"] as const;
export type SeoTab = (typeof SEO_TABS)[number];

/** The tab a field is on, so a refused save can show the first field in error. */
export function seoTabOf(field: keyof SeoFormValues): SeoTab {
  if (/^default|^canonicalUrl$/.test(field)) return "meta";
  if (/^og|^twitter/.test(field)) return "social";
  if (/^geo|^aiInfoJson$/.test(field)) return "geo";
  if (/Id$/.test(field)) return "tracking";
  return "advanced";
}
