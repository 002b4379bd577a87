import type { Locale } from "@schema/constants";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { DeferredToaster } from "@web/components/ui/deferred-toaster";
import { I18nProvider, isLocale, storedLocale, useI18n } from "@web/i18n";
import { StrictMode, useEffect } from "react";
import { LandingPage } from "./LandingPage";

/**
 * The landing page as one tree, rendered by the Worker (web/landing-server.tsx) and hydrated in
 * the browser (web/landing.tsx): both must build exactly this, from the same data and language.
 * No router: the page links to other pages with plain links.
 */
export function LandingApp({ queryClient, locale }: { queryClient: QueryClient; locale: Locale }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale}>
          <LandingPage />
          <DeferredToaster />
          <StoredChoice />
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * The Worker picks the page's language from ?lang=, the locale cookie, then Accept-Language.
 * A browser whose choice is stored but whose cookie is gone gets its language back here, after
 * hydration (which must use the language the Worker rendered). A ?lang= link still wins.
 */
function StoredChoice() {
  const { locale, setLocale } = useI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the language the page opened in.
  useEffect(() => {
    if (isLocale(new URLSearchParams(window.location.search).get("lang"))) return;
    const stored = storedLocale();
    if (stored && stored !== locale) setLocale(stored);
  }, []);
  return null;
}
