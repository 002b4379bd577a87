import { INITIAL_DATA_ELEMENT_ID } from "../../schema/api";
import type { Locale } from "../../schema/constants";
import type { Env } from "../env";
import { type SeoSettings, siteBase } from "../site/seo-settings";
import { consentedTracking } from "./consent";
import { type HeadTags, headTags } from "./head";
import { InlineScripts } from "./inline-scripts";
import { newNonceSlot } from "./nonce";
import type { PageContent } from "./page-content";
import { rewriteShell } from "./rewrite-shell";
import { isPrivatePage } from "./routes";
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

type WriteEnv = Pick<Env, "ASSETS" | "PUBLIC_BASE_URL" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">;

/**
 * The SPA's page at this path in this language (the landing page with its server render in its
 * root). Null when the build has no shell.
 */
export async function writePage(
  env: WriteEnv,
  { origin, path, locale, content }: { origin: string; path: string; locale: Locale; content: PageContent },
): Promise<WrittenPage | null> {
  const { settings } = content;
  const publicPage = !isPrivatePage(path);
  const base = siteBase(settings, env.PUBLIC_BASE_URL);
  const dataJson = content.reads ? initialDataJson(content.reads, settings) : null;
  const initialData = dataJson ? (JSON.parse(dataJson) as Record<string, unknown>) : null;
  const rootHtml = initialData ? await serverRender({ locale, initialData }) : null;
  return writeShell(env, origin, {
    // The landing page has its own shell (landing.html: hydration, no router); every other page is the SPA's.
    shell: path === "/" ? "/landing.html" : "/index.html",
    settings,
    tags: headTags({ settings, locale, path, base, indexable: publicPage }),
    publicPage,
    graph: structuredData({
      settings,
      locale,
      base,
      landing: initialData ? landingData(initialData) : null,
      imageVersion: content.version,
    }),
    dataJson,
    rootHtml,
    status: 200,
    reusable: !initialData || rootHtml !== null,
  });
}

/** A page as the shell of the build is made into it: what each writer decided. */
export interface ShellPage {
  /** landing.html (a page the Worker renders, hydrated by islands) or index.html (the SPA). */
  shell: "/landing.html" | "/index.html";
  settings: SeoSettings | null;
  tags: HeadTags;
  /** A public page: the human check's key, the consented tracking and the admin's snippets go in. */
  publicPage: boolean;
  graph: unknown;
  /** The initial data (public reads by API path) as script-safe JSON, or null. */
  dataJson: string | null;
  /** More data blocks for the head (a public page's own data). */
  headData?: string;
  rootHtml: string | null;
  status: number;
  reusable: boolean;
}

/** The shell rewritten into the page: its head, its data, its root, its scripts. Null when the build has no shell. */
export async function writeShell(env: WriteEnv, origin: string, page: ShellPage): Promise<WrittenPage | null> {
  const shell = await env.ASSETS.fetch(new Request(new URL(page.shell, origin)));
  if (!shell.ok) return null;

  const { settings, publicPage, dataJson, tags } = page;
  const nonce = newNonceSlot();
  const custom = publicPage ? customSnippets(settings, nonce) : { head: "", body: "" };
  const scripts = new InlineScripts();

  const html = await rewriteShell(shell, {
    tags,
    head: [
      publicPage ? humanCheckSiteKey(env) : "",
      `<script type="application/ld+json">${scriptJson(page.graph)}</script>`,
      dataJson ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${dataJson}</script>` : "",
      page.headData ?? "",
      publicPage ? consentedTracking(settings, scripts) : "",
      custom.head,
    ]
      .filter(Boolean)
      .join("\n"),
    rootHtml: page.rootHtml,
    bodyEnd: custom.body,
    nonce,
    scripts,
  });
  return {
    html,
    nonceSlot: nonce,
    status: page.status,
    lang: tags.lang,
    scriptHashes: await scripts.hashSources(),
    reusable: page.reusable,
  };
}
