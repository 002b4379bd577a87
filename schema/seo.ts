import type { Locale } from "./constants";

/** The page's title and description when the SEO settings leave them empty. */
export const SEO_DEFAULT_TEXTS: Record<Locale, { title: string; description: string }> = {
  en: {
    title: "Café Talk — Language conversation sessions in cafés across Tunisia",
    description:
      "Practise English, French, German and more in small groups in cafés across Tunisia. Your first session is free, no credit card needed.",
  },
  fr: {
    title: "Café Talk — Sessions de conversation en langues dans les cafés de Tunisie",
    description:
      "Pratiquez l'anglais, le français, l'allemand et plus en petits groupes dans des cafés partout en Tunisie. Première séance gratuite, sans carte bancaire.",
  },
  ar: {
    title: "Café Talk — جلسات محادثة باللغات في مقاهي تونس",
    description:
      "تدرّب على الإنجليزية والفرنسية والألمانية وغيرها في مجموعات صغيرة في مقاهي تونس. الجلسة الأولى مجانية ودون بطاقة بنكية.",
  },
};

/** Fields of the SEO settings kept once per language: `defaultTitle`, `defaultTitleFr`, `defaultTitleAr`. */
type LocalizedSeoField = "defaultTitle" | "defaultDescription" | "defaultKeywords" | "ogTitle" | "ogDescription";
const SUFFIX: Record<Locale, "" | "Fr" | "Ar"> = { en: "", fr: "Fr", ar: "Ar" };

type LocalizedSeoSettings = Partial<Record<`${LocalizedSeoField}${"" | "Fr" | "Ar"}`, string | null>>;

/** The field in the given language, trimmed; null when empty (no fallback to another language). */
function localizedSeo(
  settings: LocalizedSeoSettings | null | undefined,
  field: LocalizedSeoField,
  locale: Locale,
): string | null {
  const value = settings?.[`${field}${SUFFIX[locale]}`];
  return value?.trim() ? value.trim() : null;
}

/** Title and description a page shows in a language: the settings', else the defaults. */
export function seoPageTexts(settings: LocalizedSeoSettings | null | undefined, locale: Locale) {
  const title = localizedSeo(settings, "defaultTitle", locale) ?? SEO_DEFAULT_TEXTS[locale].title;
  const description = localizedSeo(settings, "defaultDescription", locale) ?? SEO_DEFAULT_TEXTS[locale].description;
  return {
    title,
    description,
    keywords: localizedSeo(settings, "defaultKeywords", locale),
    ogTitle: localizedSeo(settings, "ogTitle", locale) ?? title,
    ogDescription: localizedSeo(settings, "ogDescription", locale) ?? description,
  };
}
