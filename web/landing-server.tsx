import type { RenderLanding } from "@schema/landing-render";
import type { LeadFormsValue } from "@web/features/forms";
import { IslandHtmlProvider, IslandRoot } from "@web/features/landing/islands/Island";
import { ISLANDS, type IslandName, islandIdPrefix } from "@web/features/landing/islands/registry";
import { LandingApp } from "@web/features/landing/LandingApp";
import { loadLocale } from "@web/i18n";
import { primeQueryCacheWith } from "@web/lib/initial-data";
import { createQueryClient } from "@web/lib/query-client";
import type { ReactNode } from "react";
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
  const islands: Partial<Record<IslandName, string>> = {};
  for (const [name, island] of Object.entries(ISLANDS) as [IslandName, (typeof ISLANDS)[IslandName]][]) {
    const { default: Content } = await island.load();
    islands[name] = await render(
      <IslandRoot locale={locale} queryClient={queryClient} leadForms={NO_FORMS}>
        <Content />
      </IslandRoot>,
      islandIdPrefix(name),
    );
  }
  return render(
    <IslandHtmlProvider value={islands}>
      <LandingApp queryClient={queryClient} locale={locale} />
    </IslandHtmlProvider>,
  );
};

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
