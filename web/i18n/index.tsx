import { DEFAULT_LOCALE, isLocale, type Locale, RTL_LOCALES } from "@schema/constants";
import { Direction } from "radix-ui";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import { dictionary } from "./dictionary";
import type { Dictionary } from "./en";
import { isLocaleLoaded, loadLocale, type Messages, readMessages } from "./messages";
import { safeStorageGet, storeLocale } from "./stored-locale";

export { loadLocale, preloadLocale } from "./messages";
export { formatNumber, plural } from "./numbers";
export { storedLocale } from "./stored-locale";

/** Each language named in itself, as the language menu (and the back office's language choices) show it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", ar: "العربية" };

export { isLocale } from "@schema/constants";

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}

/** `?lang=` wins (shareable per-language URLs), then the stored choice, then the page's own lang. */
export function initialLocale(): Locale {
  if (typeof window === "undefined") return DEFAULT_LOCALE;
  const fromUrl = new URLSearchParams(window.location.search).get("lang");
  if (isLocale(fromUrl)) return fromUrl;
  const stored = safeStorageGet();
  if (isLocale(stored)) return stored;
  const fromHtml = document.documentElement.lang;
  return isLocale(fromHtml) ? fromHtml : DEFAULT_LOCALE;
}

/** Replaces `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

interface I18nValue {
  locale: Locale;
  dir: "ltr" | "rtl";
  t: Dictionary;
  setLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

interface I18nProviderProps {
  children: ReactNode;
  /** Starts the page in that language (the one the Worker rendered, or a test's); else `initialLocale()`. */
  locale?: Locale;
  /**
   * A choice of language loads the page again in it (`?lang=`), written by the Worker, instead
   * of re-rendering here: for the landing page's islands, where most of the page has no React.
   */
  switchByLoading?: boolean;
}

export function I18nProvider({ children, locale: startLocale, switchByLoading = false }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => startLocale ?? initialLocale());
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the language the page opened in.
  useEffect(() => {
    // A per-language link (?lang=fr) counts as a choice, so later visits keep it.
    if (new URLSearchParams(window.location.search).get("lang") === locale) storeLocale(locale);
  }, []);
  const dir = directionOf(locale);

  useLayoutEffect(() => {
    const root = document.documentElement;
    // A screen that fixes its own language (the English back office) keeps it.
    if (root.dataset.languageLocked) return;
    root.lang = locale;
    root.dir = dir;
  }, [locale, dir]);

  const setLocale = useCallback(
    (next: Locale) => {
      if (switchByLoading) {
        storeLocale(next);
        const url = new URL(window.location.href);
        url.searchParams.set("lang", next);
        window.location.assign(url.href);
        return;
      }
      const choose = () => {
        storeLocale(next);
        setLocaleState(next);
      };
      const loading = loadLocale(next);
      if (isLocaleLoaded(next)) choose();
      // Offline, the page stays in its language, and the next tap tries again.
      else loading.then(choose, (error: unknown) => console.error(`Texts in "${next}" could not be loaded`, error));
    },
    [switchByLoading],
  );

  const t = readMessages(dictionary, locale);
  const value = useMemo(() => ({ locale, dir, t, setLocale }), [locale, dir, t, setLocale]);
  return (
    <I18nContext.Provider value={value}>
      <Direction.Provider dir={dir}>{children}</Direction.Provider>
    </I18nContext.Provider>
  );
}

/** A feature's texts (see ./messages.ts) in the visitor's current language. */
export function useMessages<T>(messages: Messages<T>): T {
  return readMessages(messages, useI18n().locale);
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}

/** Sets the document title in the current language while the calling page is shown. */
export function useDocumentTitle(title: string) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
