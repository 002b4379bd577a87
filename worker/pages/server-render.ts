import { renderLanding, renderPublicPage } from "landing-server";
import type { LandingRenderInput } from "../../schema/landing-render";
import type { PublicPageRenderInput } from "../../schema/public-page-render";
import type { PublicReadPath } from "../public/cached-reads";
import type { SeoSettings } from "../site/seo-settings";
import { type LandingData, scriptSafe } from "./structured-data";

/**
 * The landing page's initial data, one JSON text safe inside a `<script>`: the public reads it
 * starts from, keyed by API path, built from the cached answers' own text.
 */
export function initialDataJson(reads: Record<PublicReadPath, string>, settings: SeoSettings | null): string {
  const entries = [
    ...Object.entries(reads).map(([path, json]) => `${JSON.stringify(path)}:${json}`),
    `"/api/seo":${JSON.stringify(settings ?? {})}`,
  ];
  return scriptSafe(`{${entries.join(",")}}`);
}

/** The public reads of the initial data that the page's JSON-LD graph describes. */
export const landingData = (initialData: Record<string, unknown>) =>
  ({
    plans: initialData["/api/pricing"],
    faqs: initialData["/api/faqs"],
    sessions: initialData["/api/sessions"],
    site: initialData["/api/site"],
  }) as LandingData;

/**
 * The landing page's root as HTML, so it paints before any script runs. Null when rendering
 * fails: the page still works, the browser renders it from the same embedded data.
 */
export async function serverRender(input: LandingRenderInput): Promise<string | null> {
  try {
    return await renderLanding(input);
  } catch (error) {
    console.error("landing page render failed; the browser renders it instead", error);
    return null;
  }
}

/** A session's or café's page root as HTML; null when rendering fails (the page is then not kept, and written again next time). */
export async function renderPublicPageHtml(input: PublicPageRenderInput): Promise<string | null> {
  try {
    return await renderPublicPage(input);
  } catch (error) {
    console.error(`${input.page.kind} page render failed`, error);
    return null;
  }
}
