import type { Locale } from "../../schema/constants";
import { publicUrl } from "./layout";

/**
 * A page of the public site, opened in the email's language whatever the reader's browser
 * prefers: `?lang=` is what both the Worker (worker/pages/head.ts) and the SPA (web/i18n) read
 * first, before a stored choice and Accept-Language. English is named too, so a reader who once
 * chose French on this browser still lands on the English page of an English email.
 */
export function pageLinkIn(locale: Locale, baseUrl: string, path: string): string {
  const url = new URL(publicUrl(baseUrl, path));
  url.searchParams.set("lang", locale);
  return url.href;
}
