import type { Locale } from "./constants";

/** What the Worker gives the landing page's server renderer (web/landing-server.tsx). */
export interface LandingRenderInput {
  locale: Locale;
  /** The public reads embedded in the page, keyed by API path: the browser hydrates from the same. */
  initialData: Record<string, unknown>;
}

/** Resolves to the HTML of the page's root element. */
export type RenderLanding = (input: LandingRenderInput) => Promise<string>;
