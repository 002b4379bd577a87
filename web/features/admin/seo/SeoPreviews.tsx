import type { Locale } from "@schema/constants";
import { isSiteOrigin } from "@schema/inputs";
import { seoPageTexts } from "@schema/seo";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useWatch } from "react-hook-form";
import { SEO_LANGUAGES, type SeoFormValues } from "./seo-form";

/** Search engines cut titles and descriptions about here; the preview cuts them the same way. */
const SEARCH_TITLE_CHARS = 60;
const SEARCH_DESCRIPTION_CHARS = 160;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The page's address for a language, as the Worker writes it in canonical and hreflang links:
 * on the canonical URL while it is typed, on this site's address while it is not (yet) one the
 * Worker would use.
 */
function pageAddress(canonicalUrl: string, locale: Locale): URL {
  const typed = canonicalUrl.trim();
  const base = isSiteOrigin(typed)
    ? typed
    : typeof window === "undefined"
      ? "https://example.com"
      : window.location.origin;
  const url = new URL("/", base);
  if (locale !== "en") url.searchParams.set("lang", locale);
  return url;
}

/** How the page would look in a search result and in a link preview, for each language, as typed. */
export function SeoPreviews() {
  const values = useWatch<SeoFormValues>() as SeoFormValues;
  return (
    <section aria-labelledby="seo-previews" className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <h2 id="seo-previews" className="text-base font-bold text-stone-900">
        Preview
      </h2>
      <Tabs defaultValue="en" className="mt-3">
        <TabsList aria-label="Preview language">
          {SEO_LANGUAGES.map((language) => (
            <TabsTrigger key={language.lang} value={language.lang} lang={language.lang}>
              {language.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {SEO_LANGUAGES.map((language) => {
          const texts = seoPageTexts(values, language.lang);
          const address = pageAddress(values.canonicalUrl ?? "", language.lang);
          return (
            <TabsContent
              key={language.lang}
              value={language.lang}
              lang={language.lang}
              dir={language.dir}
              className="grid items-start gap-4 lg:grid-cols-2"
            >
              <figure className="rounded-lg bg-white p-4 shadow-sm" aria-label={`Search result (${language.label})`}>
                <figcaption className="mb-2 text-xs font-semibold text-stone-600" lang="en" dir="ltr">
                  Search result
                </figcaption>
                <p className="truncate text-sm text-stone-700" dir="ltr">
                  {address.href}
                </p>
                <p className="text-lg leading-snug text-blue-800">{clip(texts.title, SEARCH_TITLE_CHARS)}</p>
                <p className="text-sm text-stone-700">{clip(texts.description, SEARCH_DESCRIPTION_CHARS)}</p>
              </figure>
              <figure
                className="overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm"
                aria-label={`Link preview (${language.label})`}
              >
                <figcaption className="px-4 pt-3 text-xs font-semibold text-stone-600" lang="en" dir="ltr">
                  Link preview
                </figcaption>
                {values.ogImage?.trim() ? (
                  <img
                    src={values.ogImage.trim()}
                    alt=""
                    className="mt-2 aspect-[1200/630] w-full bg-stone-100 object-cover"
                  />
                ) : (
                  <div
                    className="mt-2 flex aspect-[1200/630] items-center justify-center bg-stone-100 text-sm text-stone-600"
                    lang="en"
                    dir="ltr"
                  >
                    No image set
                  </div>
                )}
                <div className="space-y-1 p-4">
                  <p className="text-xs uppercase text-stone-600" dir="ltr">
                    {address.host}
                  </p>
                  <p className="font-semibold text-stone-900">{texts.ogTitle}</p>
                  <p className="line-clamp-2 text-sm text-stone-700">{texts.ogDescription}</p>
                </div>
              </figure>
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}
