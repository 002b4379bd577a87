import type { RenderLanding } from "@schema/landing-render";
import type { RenderPublicPage } from "@schema/public-page-render";
import { QueryClientProvider } from "@tanstack/react-query";
import type { LeadFormsValue } from "@web/features/forms";
import { LandingApp } from "@web/features/landing/LandingApp";
import { PublicPage } from "@web/features/session-pages/PublicPage";
import { PageDataProvider } from "@web/features/session-pages/page-data";
import { I18nProvider, loadLocale } from "@web/i18n";
import { IslandHtmlProvider, IslandRoot } from "@web/islands/Island";
import {
  ISLANDS,
  type IslandName,
  islandIdPrefix,
  LANDING_ISLANDS,
  PUBLIC_PAGE_ISLANDS,
  SITE_PAGE_ISLANDS,
} from "@web/islands/registry";
import { primeQueryCacheWith } from "@web/lib/initial-data";
import { createQueryClient } from "@web/lib/query-client";
import { type ReactNode, StrictMode } from "react";
import { prerender } from "react-dom/static";

/** On the server no form opens. */
const NO_FORMS: LeadFormsValue = { openLeadForm: async () => {}, preloadLeadForms: () => {} };

/**
 * The landing page's HTML, rendered in the Worker so it paints before any script runs. Built by
 * `vite build --ssr` into dist/ssr/landing-server.js, which the Worker imports as "landing-server".
 *
 * Each island (the parts a visitor acts on, docs/decisions/0030) is rendered first in a root of
 * its own, exactly as the browser hydrates it (same providers, same useId prefix); the page is
 * then the one tree it always was, with each island's HTML in its place.
 */
export const renderLanding: RenderLanding = async ({ locale, initialData }) => {
  await loadLocale(locale);
  const queryClient = createQueryClient();
  primeQueryCacheWith(queryClient, initialData);
  const islands = await renderIslands(LANDING_ISLANDS, (content) => (
    <IslandRoot locale={locale} queryClient={queryClient} leadForms={NO_FORMS}>
      {content}
    </IslandRoot>
  ));
  return render(
    <IslandHtmlProvider value={islands}>
      <LandingApp queryClient={queryClient} locale={locale} />
    </IslandHtmlProvider>,
  );
};

/**
 * A session's or café's page (issue 38), the privacy page or the 404 page (issue 37), rendered the
 * same way: its islands first, each in its own root, then the page around them. The islands read the page's data from a context here and
 * from the data block the Worker writes in the browser (web/features/session-pages/page-data.tsx).
 */
export const renderPublicPage: RenderPublicPage = async ({ locale, page, site }) => {
  await loadLocale(locale);
  const queryClient = createQueryClient();
  primeQueryCacheWith(queryClient, { "/api/site": site });
  const recordPage = page.kind === "session" || page.kind === "cafe";
  const islands = await renderIslands(recordPage ? PUBLIC_PAGE_ISLANDS : SITE_PAGE_ISLANDS, (content) => (
    <IslandRoot locale={locale} queryClient={queryClient} leadForms={NO_FORMS}>
      <PageDataProvider value={recordPage ? page : null}>{content}</PageDataProvider>
    </IslandRoot>
  ));
  return render(
    <IslandHtmlProvider value={islands}>
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <I18nProvider locale={locale}>
            <PublicPage page={page} />
          </I18nProvider>
        </QueryClientProvider>
      </StrictMode>
    </IslandHtmlProvider>,
  );
};

/** Each of these islands' HTML, rendered in a root of its own exactly as the browser hydrates it. */
async function renderIslands(names: readonly IslandName[], root: (content: ReactNode) => ReactNode) {
  const islands: Partial<Record<IslandName, string>> = {};
  for (const name of names) {
    const { default: Content } = await ISLANDS[name].load();
    islands[name] = await render(root(<Content />), islandIdPrefix(name));
  }
  return islands;
}

/**
 * Every part in place, in one piece: prerender waits for the lazy sections before it writes,
 * and no size limit lets React move a large part out of order into hidden markup that a script
 * puts in place (which would leave it hidden with JavaScript off).
 */
async function render(tree: ReactNode, identifierPrefix?: string) {
  let failure: unknown;
  const { prelude } = await prerender(tree, {
    identifierPrefix,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}
