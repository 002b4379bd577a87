import { LOCALES, type Locale } from "@schema/constants";

/** The geo fields of the SEO settings (`GET /api/seo`). */
export interface GeoSettings {
  geoHeadingEn?: string | null;
  geoHeadingFr?: string | null;
  geoHeadingAr?: string | null;
  geoContentEn?: string | null;
  geoContentFr?: string | null;
  geoContentAr?: string | null;
  geoLocations?: string | null;
}

interface GeoText {
  heading: string;
  content: string;
}

const SUFFIX: Record<Locale, "En" | "Fr" | "Ar"> = { en: "En", fr: "Fr", ar: "Ar" };

/**
 * The geo texts that exist, and which one the current language shows: its own, else English,
 * else whichever exists. Null when no language has content: the section is then hidden.
 */
export function selectGeoTexts(settings: GeoSettings | null | undefined, locale: Locale) {
  if (!settings) return null;
  const texts: Partial<Record<Locale, GeoText>> = {};
  for (const code of LOCALES) {
    const content = settings[`geoContent${SUFFIX[code]}`]?.trim();
    if (content) texts[code] = { heading: settings[`geoHeading${SUFFIX[code]}`]?.trim() ?? "", content };
  }
  const current = [locale, "en" as const, ...LOCALES].find((code) => texts[code]);
  if (!current) return null;
  return { texts, current };
}
