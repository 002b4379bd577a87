import { renderToReadableStream } from "react-dom/server";
import type { RenderLanding } from "@schema/landing-render";
import { LandingApp } from "@web/features/landing/LandingApp";
import { primeQueryCacheWith } from "@web/lib/initial-data";
import { createQueryClient } from "@web/lib/query-client";

/**
 * The landing page's HTML, rendered in the Worker so it paints before any script runs. Built by
 * `vite build --ssr` into dist/ssr/landing-server.js, which the Worker imports as "landing-server".
 */
export const renderLanding: RenderLanding = async ({ locale, initialData, nonce }) => {
  const queryClient = createQueryClient();
  primeQueryCacheWith(queryClient, initialData);
  let failure: unknown;
  const stream = await renderToReadableStream(<LandingApp queryClient={queryClient} locale={locale} />, {
    nonce,
    onError: (error) => {
      failure ??= error;
    },
  });
  // Everything, lazy parts included, so the page arrives whole rather than streamed in pieces.
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  return html;
};
