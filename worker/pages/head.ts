import { isLocale, LOCALES, type Locale, OG_LOCALE, ogLocaleAlternates, RTL_LOCALES } from "../../schema/constants";
import { seoPageTexts } from "../../schema/seo";
import type { SeoSettings } from "../site/seo-settings";

export interface HeadTags {
  lang: Locale;
  dir: "ltr" | "rtl";
  title: string;
  description: string;
  keywords: string | null;
  robots: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  og: Record<string, string>;
  /** `og:locale:alternate`, one per other language (a property Open Graph repeats). */
  ogLocaleAlternates: string[];
  twitter: Record<string, string>;
}

/** One URL per language: `/?lang=fr`; English is the plain URL. */
export function languageUrl(base: string, path: string, locale: Locale): string {
  const url = new URL(path, base);
  if (locale !== "en") url.searchParams.set("lang", locale);
  return url.href;
}

/** A session's or café's own head (issue 38), in place of the site's default texts and image. */
export interface RecordHead {
  title: string;
  /** What the preview's title says (the record's name, without the site's). */
  ogTitle: string;
  description: string;
  ogType: string;
  /** The share image: 1200×630 (worker/share*); none for a removed session. */
  image: { url: string; alt: string } | null;
}

export function headTags(options: {
  settings: SeoSettings | null;
  locale: Locale;
  path: string;
  base: string;
  indexable: boolean;
  record?: RecordHead;
  /** A page's own title in place of the site's (the privacy and 404 pages); the rest stays the site's. */
  title?: string;
}): HeadTags {
  const { settings, locale, path, base, record } = options;
  const texts = seoPageTexts(settings, locale);
  const canonical = languageUrl(base, path, locale);
  const image = record ? record.image?.url : settings?.ogImage;
  const og: Record<string, string> = {
    "og:title": record?.ogTitle ?? texts.ogTitle,
    "og:description": record?.description ?? texts.ogDescription,
    "og:type": record?.ogType ?? (settings?.ogType || "website"),
    "og:url": canonical,
    "og:site_name": "Café Talk",
    "og:locale": OG_LOCALE[locale],
  };
  if (image) og["og:image"] = image;
  if (record?.image) {
    og["og:image:width"] = "1200";
    og["og:image:height"] = "630";
    og["og:image:alt"] = record.image.alt;
  }
  const twitter: Record<string, string> = {
    "twitter:card": settings?.twitterCard || "summary_large_image",
    "twitter:title": og["og:title"]!,
    "twitter:description": og["og:description"]!,
  };
  if (settings?.twitterSite) twitter["twitter:site"] = settings.twitterSite;
  if (settings?.twitterCreator) twitter["twitter:creator"] = settings.twitterCreator;
  if (image) twitter["twitter:image"] = image;
  if (record?.image) twitter["twitter:image:alt"] = record.image.alt;
  return {
    lang: locale,
    dir: RTL_LOCALES.includes(locale) ? "rtl" : "ltr",
    title: record?.title ?? options.title ?? texts.title,
    description: record?.description ?? texts.description,
    keywords: record ? null : texts.keywords,
    robots: options.indexable ? "index, follow" : "noindex, nofollow",
    canonical,
    alternates: [
      ...LOCALES.map((code) => ({ hreflang: code, href: languageUrl(base, path, code) })),
      { hreflang: "x-default", href: languageUrl(base, path, "en") },
    ],
    og,
    ogLocaleAlternates: ogLocaleAlternates(locale),
    twitter,
  };
}

/** The page's language: `?lang=`, else the `locale` cookie the SPA writes, else Accept-Language, else English. */
export function pageLocale(request: Request, url = new URL(request.url)): Locale {
  const fromQuery = url.searchParams.get("lang");
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = /(?:^|;\s*)locale=([a-z]{2})/.exec(request.headers.get("Cookie") ?? "")?.[1];
  if (isLocale(fromCookie)) return fromCookie;
  const accepted = (request.headers.get("Accept-Language") ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", q = "q=1"] = part.trim().split(";");
      return { code: tag.slice(0, 2).toLowerCase(), q: Number(q.split("=")[1] ?? 1) };
    })
    .sort((a, b) => b.q - a.q)
    .find((entry) => isLocale(entry.code));
  return accepted ? (accepted.code as Locale) : "en";
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const metaTag = (key: "name" | "property", name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;

/** The tags as HTML for the page's head (the title and `<html lang dir>` are set on the shell's own elements). */
export function headHtml(tags: HeadTags): string {
  return [
    metaTag("name", "description", tags.description),
    tags.keywords ? metaTag("name", "keywords", tags.keywords) : "",
    metaTag("name", "robots", tags.robots),
    `<link rel="canonical" href="${escapeAttribute(tags.canonical)}">`,
    ...tags.alternates.map(
      (alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeAttribute(alt.href)}">`,
    ),
    ...Object.entries(tags.og).map(([name, content]) => metaTag("property", name, content)),
    ...tags.ogLocaleAlternates.map((content) => metaTag("property", "og:locale:alternate", content)),
    ...Object.entries(tags.twitter).map(([name, content]) => metaTag("name", name, content)),
    `<link rel="sitemap" type="application/xml" href="/sitemap.xml">`,
    `<link rel="alternate" type="application/json" title="AI info" href="/ai-info.json">`,
  ]
    .filter(Boolean)
    .join("\n");
}
