import { LeadFormsProvider } from "@web/features/forms";
import { Island } from "@web/islands/Island";
import { lazy, Suspense } from "react";
import HeaderIsland from "./islands/HeaderIsland";
import HeroIsland from "./islands/HeroIsland";
import { usePageHead } from "./usePageHead";

/**
 * Rendered as one tree (the SPA's "/", the browser's own render when the Worker could not write
 * the page), what the first screen shows (header and hero) is in the page's first script; the
 * sections below come in a second one that starts loading as soon as rendering starts. The
 * Worker's page is the same tree, its interactive parts (`Island`) each hydrated on their own.
 */
const loadBelowTheFold = () => import("./BelowTheFold");
const LaterSections = lazy(() => loadBelowTheFold().then((module) => ({ default: module.LaterSections })));
const LastSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.LastSection })));

/** The public landing page: every section of docs/product-rules.md#landing-page, in order, with one host for its modals. */
export function LandingPage() {
  usePageHead();
  return (
    <LeadFormsProvider>
      <Island name="header">
        <HeaderIsland />
      </Island>
      <main id="main">
        <Island name="hero">
          <HeroIsland />
        </Island>
        <Suspense fallback={null}>
          <LaterSections />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LastSection />
      </Suspense>
    </LeadFormsProvider>
  );
}
