import { isLocale, type Locale } from "@schema/constants";

// No React here: the landing page's entry reads and writes the choice before any React loads.

const LOCALE_STORAGE_KEY = "locale";

/** The language this browser chose before (the language menu or a ?lang= link), if any. */
export function storedLocale(): Locale | null {
  const stored = safeStorageGet();
  return isLocale(stored) ? stored : null;
}

export function safeStorageGet(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, embedded views): fall back quietly
  }
}

/** Remembers a choice of language: in a cookie for the Worker, in storage for this browser. */
export function storeLocale(locale: Locale) {
  // The cookie lets the Worker write the next page's head in this language before any script runs.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `locale=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // the choice then lasts for this page view only
  }
}
