import type { Context } from "hono";
import { renderLanding } from "landing-server";
import { HUMAN_CHECK_SITE_KEY_META, INITIAL_DATA_ELEMENT_ID } from "../../schema/api";
import type { Locale } from "../../schema/constants";
import type { LandingRenderInput } from "../../schema/landing-render";
import type { AppBindings, Env } from "../env";
import { errorBody } from "../http/errors";
import { PUBLIC_READ_PATHS, type PublicReadPath, publicReadJson } from "../public/cached-reads";
import { type HeadTags, headTags, pageLocale } from "./head";
import { HydrationAfterPaint } from "./hydration";
import { isPrivatePage, isSpaRoute, isTokenPage } from "./routes";
import { readSeoSettings, type SeoSettings, siteBase } from "./settings";
import { customSnippets, trackingSnippets } from "./snippets";
import { type LandingData, scriptJson, scriptSafe, structuredData } from "./structured-data";
import { type WrittenPage, writtenPages } from "./written-pages";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const meta = (key: "name" | "property", name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;

function headHtml(tags: HeadTags): string {
  return [
    meta("name", "description", tags.description),
    tags.keywords ? meta("name", "keywords", tags.keywords) : "",
    meta("name", "robots", tags.robots),
    `<link rel="canonical" href="${escapeAttribute(tags.canonical)}">`,
    ...tags.alternates.map(
      (alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeAttribute(alt.href)}">`,
    ),
    ...Object.entries(tags.og).map(([name, content]) => meta("property", name, content)),
    ...Object.entries(tags.twitter).map(([name, content]) => meta("name", name, content)),
    `<link rel="sitemap" type="application/xml" href="/sitemap.xml">`,
    `<link rel="alternate" type="application/json" title="AI info" href="/ai-info.json">`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The public reads the landing page starts from, as their cached JSON texts, keyed by API path. */
async function landingReads(env: Env): Promise<Record<PublicReadPath, string>> {
  const texts = await Promise.all(PUBLIC_READ_PATHS.map((path) => publicReadJson(env, path)));
  return Object.fromEntries(PUBLIC_READ_PATHS.map((path, i) => [path, texts[i]!])) as Record<PublicReadPath, string>;
}

/** One JSON text for the page's initial-data element, built from the cached answers' text. */
function initialDataJson(reads: Record<PublicReadPath, string>, settings: SeoSettings | null): string {
  const entries = [
    ...Object.entries(reads).map(([path, json]) => `${JSON.stringify(path)}:${json}`),
    `"/api/seo":${JSON.stringify(settings ?? {})}`,
  ];
  return scriptSafe(`{${entries.join(",")}}`);
}

/**
 * The landing page's HTML, so it paints before any script runs. Should rendering fail, the page
 * still works: the browser renders it from the same embedded data.
 */
async function renderedLanding(input: LandingRenderInput): Promise<string | null> {
  try {
    return await renderLanding(input);
  } catch (error) {
    console.error("landing page render failed; the browser renders it instead", error);
    return null;
  }
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The HTML shells Vite builds: only ever sent written, never as files. */
const isShellFile = (path: string) => /\.html?$/i.test(path);

/** A file of the assets binding (built or public) as it is, headers made writable for the baseline. */
async function assetFile(c: Context<AppBindings>): Promise<Response | null> {
  const file = await c.env.ASSETS.fetch(c.req.raw);
  if (file.status === 404) return null;
  return new Response(file.body, file);
}

/**
 * Every request the routes before it did not answer. A page of the SPA is written here, in its
 * language, whatever the request's Accept header or user agent: link-preview bots and several
 * crawlers send `Accept: *\/*` or nothing, and must still see the title, description, social
 * tags and JSON-LD. A real file (built or public) is sent as it is; anything else is the
 * written 404 page.
 */
export async function servePage(c: Context<AppBindings>): Promise<Response> {
  const url = new URL(c.req.url);
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") {
    return c.json(errorBody("method_not_allowed", "Pages are read with GET."), 405, { Allow: "GET, HEAD" });
  }
  if (!isSpaRoute(url.pathname) && !isShellFile(url.pathname)) {
    const file = await assetFile(c);
    if (file) return file;
  }
  return writePage(c, url);
}

/** Where each answer's own nonce goes in a written page kept for reuse; never sent as it is. */
const NONCE_SLOT = "__csp_nonce_slot__";

/** The SPA's page for this URL (the landing page rendered in it), or its 404 page with status 404. */
async function writePage(c: Context<AppBindings>, url: URL): Promise<Response> {
  const isLanding = url.pathname === "/";
  const locale = pageLocale(c.req.raw);
  const [settings, reads] = await Promise.all([readSeoSettings(c.env), isLanding ? landingReads(c.env) : null]);
  const inputs: PageInputs = { url, locale, settings, reads, env: c.env };
  const keyParts = pageKeyParts(inputs);
  const page =
    (await writtenPages.find(keyParts)) ?? (await writtenPages.keep(keyParts, await writePageHtml(c.env, inputs)));
  if (!page) return new Response("The page's shell is missing from the build.", { status: 500 });

  const nonce = randomNonce();
  // A fresh set, not the shell's: its ETag and Last-Modified describe the unwritten file, and a
  // 304 on them would reuse a body whose nonce no longer matches this answer's CSP.
  const headers = new Headers();
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-cache");
  headers.set(
    "Content-Security-Policy",
    `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
  );
  if (isTokenPage(url.pathname)) headers.set("Referrer-Policy", "no-referrer");
  headers.set("Content-Language", page.lang);
  headers.append("Vary", "Accept-Language, Cookie");
  const body = c.req.method === "HEAD" ? null : page.html.replaceAll(NONCE_SLOT, nonce);
  return new Response(body, { status: page.status, headers });
}

interface PageInputs {
  url: URL;
  locale: Locale;
  settings: SeoSettings | null;
  reads: Record<PublicReadPath, string> | null;
  env: Env;
}

/** Everything a written page is made from besides the build itself (which a new isolate brings). */
function pageKeyParts({ url, locale, settings, reads, env }: PageInputs): string[] {
  return [
    url.pathname,
    locale,
    JSON.stringify(settings),
    ...Object.values(reads ?? {}),
    env.PUBLIC_BASE_URL,
    env.TURNSTILE_SITE_KEY ?? "",
    env.TURNSTILE_SECRET_KEY ? "checked" : "",
  ];
}

/**
 * The page as HTML with NONCE_SLOT where its nonce goes: its shell streamed through HTMLRewriter
 * with the head written in its language and, on the landing page, the server render in its root.
 * Null when the build has no shell.
 */
async function writePageHtml(env: Env, { url, locale, settings, reads }: PageInputs): Promise<WrittenPage | null> {
  const isLanding = url.pathname === "/";
  // The landing page has its own shell (landing.html: hydration, no router); every other page is the SPA's.
  const shell = await env.ASSETS.fetch(new Request(new URL(isLanding ? "/landing.html" : "/index.html", url)));
  if (!shell.ok) return null;

  const nonce = NONCE_SLOT;
  const known = isSpaRoute(url.pathname);
  const privatePage = isPrivatePage(url.pathname);
  const base = siteBase(settings, env.PUBLIC_BASE_URL);
  const tags = headTags({ settings, locale, path: url.pathname, base, indexable: known && !privatePage });
  const dataJson = reads ? initialDataJson(reads, settings) : null;
  const initialData = dataJson ? (JSON.parse(dataJson) as Record<string, unknown>) : null;
  const landing = initialData
    ? ({
        plans: initialData["/api/pricing"],
        faqs: initialData["/api/faqs"],
        sessions: initialData["/api/sessions"],
      } as LandingData)
    : null;
  const graph = structuredData({ settings, locale, base, landing });
  const rootHtml = initialData ? await renderedLanding({ locale, initialData }) : null;
  const publicPage = known && !privatePage;
  const custom = publicPage ? customSnippets(settings, nonce) : { head: "", body: "" };
  const tracking = publicPage ? trackingSnippets(settings, nonce) : "";
  // The public site key of the optional Turnstile check, for the forms (only when the server checks).
  const humanCheckKey =
    publicPage && env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
      ? meta("name", HUMAN_CHECK_SITE_KEY_META, env.TURNSTILE_SITE_KEY)
      : "";
  const data = dataJson
    ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}" nonce="${nonce}">${dataJson}</script>`
    : "";

  const hydration = new HydrationAfterPaint();
  const rewritten = new HTMLRewriter()
    .on("html", { element: (el) => void el.setAttribute("lang", tags.lang).setAttribute("dir", tags.dir) })
    .on("title", { element: (el) => void el.setInnerContent(tags.title) })
    .on('meta[name="description"]', { element: (el) => void el.remove() })
    .on("script", { element: (el) => void el.setAttribute("nonce", nonce) })
    .on('link[rel="modulepreload"]', { element: (el) => void el.setAttribute("nonce", nonce) })
    .on('script[type="module"][src], link[rel="modulepreload"]', {
      element: (el) => void (rootHtml ? hydration.take(el) : undefined),
    })
    .on("head", {
      element: (el) =>
        void el.append(
          [
            headHtml(tags),
            humanCheckKey,
            `<script type="application/ld+json" nonce="${nonce}">${scriptJson(graph)}</script>`,
            data,
            tracking,
            custom.head,
          ]
            .filter(Boolean)
            .join("\n"),
          { html: true },
        ),
    })
    .on("#root", {
      element: (el) =>
        void (rootHtml
          ? el.setAttribute("data-server-rendered", "").setInnerContent(rootHtml, { html: true })
          : undefined),
    })
    .on("body", {
      element: (el) => void el.append([rootHtml ? hydration.script(nonce) : "", custom.body].join(""), { html: true }),
    })
    .transform(shell);

  return {
    html: await rewritten.text(),
    status: known ? 200 : 404,
    lang: tags.lang,
    reusable: !initialData || rootHtml !== null,
  };
}
