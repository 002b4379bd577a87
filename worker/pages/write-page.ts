import { INITIAL_DATA_ELEMENT_ID } from "../../schema/api";
import type { Locale } from "../../schema/constants";
import type { Env } from "../env";
import { siteBase } from "../site/seo-settings";
import { consentedTracking } from "./consent";
import { headTags } from "./head";
import { InlineScripts } from "./inline-scripts";
import { newNonceSlot } from "./nonce";
import type { PageContent } from "./page-content";
import { rewriteShell } from "./rewrite-shell";
import { isPrivatePage, isSpaRoute } from "./routes";
import { initialDataJson, landingData, serverRender } from "./server-render";
import { customSnippets, humanCheckSiteKey } from "./snippets";
import { scriptJson, structuredData } from "./structured-data";

/** A page as written, its nonce slot wherever its nonce goes. */
export interface WrittenPage {
  html: string;
  /** This page's own nonce slot (nonce.ts). */
  nonceSlot: string;
  status: number;
  lang: Locale;
  /** The CSP sources of its own inline scripts (inline-scripts.ts). */
  scriptHashes: string[];
  /** False when part of it could not be written (a failed server render): never kept, written again next time. */
  reusable: boolean;
}

/**
 * The SPA's page at this path in this language (the landing page with its server render in its
 * root), or its 404 page. Null when the build has no shell.
 */
export async function writePage(
  env: Pick<Env, "ASSETS" | "PUBLIC_BASE_URL" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">,
  { origin, path, locale, content }: { origin: string; path: string; locale: Locale; content: PageContent },
): Promise<WrittenPage | null> {
  // The landing page has its own shell (landing.html: hydration, no router); every other page is the SPA's.
  const shell = await env.ASSETS.fetch(new Request(new URL(path === "/" ? "/landing.html" : "/index.html", origin)));
  if (!shell.ok) return null;

  const { settings } = content;
  const nonce = newNonceSlot();
  const known = isSpaRoute(path);
  const publicPage = known && !isPrivatePage(path);
  const base = siteBase(settings, env.PUBLIC_BASE_URL);
  const tags = headTags({ settings, locale, path, base, indexable: publicPage });
  const dataJson = content.reads ? initialDataJson(content.reads, settings) : null;
  const initialData = dataJson ? (JSON.parse(dataJson) as Record<string, unknown>) : null;
  const rootHtml = initialData ? await serverRender({ locale, initialData }) : null;
  const graph = structuredData({ settings, locale, base, landing: initialData ? landingData(initialData) : null });
  const custom = publicPage ? customSnippets(settings, nonce) : { head: "", body: "" };
  const scripts = new InlineScripts();

  const html = await rewriteShell(shell, {
    tags,
    head: [
      publicPage ? humanCheckSiteKey(env) : "",
      `<script type="application/ld+json">${scriptJson(graph)}</script>`,
      dataJson ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${dataJson}</script>` : "",
      publicPage ? consentedTracking(settings, scripts) : "",
      custom.head,
    ]
      .filter(Boolean)
      .join("\n"),
    rootHtml,
    bodyEnd: custom.body,
    nonce,
    scripts,
  });
  return {
    html,
    nonceSlot: nonce,
    status: known ? 200 : 404,
    lang: tags.lang,
    scriptHashes: await scripts.hashSources(),
    reusable: !initialData || rootHtml !== null,
  };
}
