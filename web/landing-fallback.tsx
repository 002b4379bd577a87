import type { Locale } from "@schema/constants";
import { LandingApp } from "@web/features/landing/LandingApp";
import { loadLocale } from "@web/i18n";
import { primeQueryCache } from "@web/lib/initial-data";
import { createQueryClient } from "@web/lib/query-client";
import { createRoot } from "react-dom/client";

/** The landing page rendered by the browser, as one tree, when the Worker could not write it. */
export async function renderLanding(root: HTMLElement, locale: Locale) {
  const queryClient = createQueryClient();
  primeQueryCache(queryClient);
  await loadLocale(locale);
  createRoot(root).render(<LandingApp queryClient={queryClient} locale={locale} />);
}
