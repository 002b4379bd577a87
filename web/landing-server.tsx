import type { RenderLanding } from "@schema/landing-render";
import { LandingApp } from "@web/features/landing/LandingApp";
import { loadLocale } from "@web/i18n";
import { primeQueryCacheWith } from "@web/lib/initial-data";
import { createQueryClient } from "@web/lib/query-client";
import { prerender } from "react-dom/static";

/**
 * The landing page's HTML, rendered in the Worker so it paints before any script runs. Built by
 * `vite build --ssr` into dist/ssr/landing-server.js, which the Worker imports as "landing-server".
 */
export const renderLanding: RenderLanding = async ({ locale, initialData }) => {
  await loadLocale(locale);
  const queryClient = createQueryClient();
  primeQueryCacheWith(queryClient, initialData);
  let failure: unknown;
  // Every part in place, in one piece: prerender waits for the lazy sections before it writes,
  // and no size limit lets React move a large part out of order into hidden markup that a script
  // puts in place (which would leave it hidden with JavaScript off).
  const { prelude } = await prerender(<LandingApp queryClient={queryClient} locale={locale} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
};
