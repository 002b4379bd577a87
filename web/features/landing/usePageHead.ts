import { OG_LOCALE, ogLocaleAlternates } from "@schema/constants";
import { seoPageTexts } from "@schema/seo";
import { useQuery } from "@tanstack/react-query";
import { seoSettingsQuery } from "@web/api/public-reads";
import { useDocumentTitle, useI18n } from "@web/i18n";
import { useLayoutEffect } from "react";

function setMeta(selector: string, content: string) {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute("content", content);
}

/**
 * Keeps the head the Worker wrote in step with the page after load and on a language change:
 * the same settings and fallbacks (schema/seo.ts), so the title never flips back and forth.
 */
export function usePageHead() {
  const { locale } = useI18n();
  const { data } = useQuery(seoSettingsQuery());
  const texts = seoPageTexts(data, locale);
  useDocumentTitle(texts.title);
  useLayoutEffect(() => {
    setMeta('meta[name="description"]', texts.description);
    setMeta('meta[property="og:title"]', texts.ogTitle);
    setMeta('meta[property="og:description"]', texts.ogDescription);
    setMeta('meta[name="twitter:title"]', texts.ogTitle);
    setMeta('meta[name="twitter:description"]', texts.ogDescription);
    setMeta('meta[property="og:locale"]', OG_LOCALE[locale]);
    const alternates = ogLocaleAlternates(locale);
    const metas = document.head.querySelectorAll<HTMLMetaElement>('meta[property="og:locale:alternate"]');
    for (const [i, meta] of metas.entries()) meta.setAttribute("content", alternates[i] ?? "");
  }, [texts.description, texts.ogTitle, texts.ogDescription, locale]);
}
