import type { Context } from "hono";
import { renderLanding } from "landing-server";
import { database } from "../db";
import { HUMAN_CHECK_SITE_KEY_META, INITIAL_DATA_ELEMENT_ID } from "../../schema/api";
import type { LandingRenderInput } from "../../schema/landing-render";
import type { AppBindings, Env } from "../env";
import { PUBLIC_READ_PATHS, publicReadJson, type PublicReadPath } from "../public/cached-reads";
import { headTags, pageLocale, type HeadTags } from "./head";
import { isPrivatePage, isSpaRoute, isTokenPage } from "./routes";
import { readSeoSettings, siteBase, type SeoSettings } from "./settings";
import { HydrationAfterPaint } from "./hydration";
import { customSnippets, trackingSnippets } from "./snippets";
import { scriptJson, scriptSafe, structuredData, type LandingData } from "./structured-data";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const meta = (key: "name" | "property", name: string, content: string) => `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;

function headHtml(tags: HeadTags): string {
  return [
    meta("name", "description", tags.description),
    tags.keywords ? meta("name", "keywords", tags.keywords) : "",
    meta("name", "robots", tags.robots),
    `<link rel="canonical" href="${escapeAttribute(tags.canonical)}">`,
    ...tags.alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeAttribute(alt.href)}">`),
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
  const entries = [...Object.entries(reads).map(([path, json]) => `${JSON.stringify(path)}:${json}`), `"/api/seo":${JSON.stringify(settings ?? {})}`];
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

function isLocalhost(url: URL) {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1";
}

/**
 * Every HTML navigation: the SPA's index.html with its head written here, per language, for
 * crawlers and link previews that run no JavaScript; unknown paths get the SPA's 404 page with
 * status 404. Everything else is a static file.
 */
export async function servePage(c: Context<AppBindings>): Promise<Response> {
  const url = new URL(c.req.url);
  const wantsHtml = c.req.method === "GET" && (c.req.header("Accept") ?? "").includes("text/html") && !/\.[a-z0-9]+$/i.test(url.pathname);
  if (!wantsHtml) return c.env.ASSETS.fetch(c.req.raw);

  const isLanding = url.pathname === "/";
  // The landing page has its own shell (landing.html: hydration, no router); every other page is the SPA's.
  const shell = await c.env.ASSETS.fetch(new Request(new URL(isLanding ? "/landing.html" : "/index.html", url)));
  if (!shell.ok) return shell;

  const known = isSpaRoute(url.pathname);
  const privatePage = isPrivatePage(url.pathname);
  const locale = pageLocale(c.req.raw);
  const [settings, reads] = await Promise.all([
    readSeoSettings(database(c.env.DB), c.env.CACHE),
    isLanding ? landingReads(c.env) : null,
  ]);
  const base = siteBase(settings, c.env.PUBLIC_BASE_URL);
  const tags = headTags({ settings, locale, path: url.pathname, base, indexable: known && !privatePage });
  const dataJson = reads ? initialDataJson(reads, settings) : null;
  const initialData = dataJson ? (JSON.parse(dataJson) as Record<string, unknown>) : null;
  const landing = initialData
    ? ({ plans: initialData["/api/pricing"], faqs: initialData["/api/faqs"], sessions: initialData["/api/sessions"] } as LandingData)
    : null;
  const graph = structuredData({ settings, locale, base, landing });
  const nonce = randomNonce();
  const rootHtml = initialData ? await renderedLanding({ locale, initialData }) : null;
  const publicPage = known && !privatePage;
  const custom = publicPage ? customSnippets(settings, nonce) : { head: "", body: "" };
  const tracking = publicPage ? trackingSnippets(settings, nonce) : "";
  // The public site key of the optional Turnstile check, for the forms (only when the server checks).
  const humanCheckKey = publicPage && c.env.TURNSTILE_SITE_KEY && c.env.TURNSTILE_SECRET_KEY ? meta("name", HUMAN_CHECK_SITE_KEY_META, c.env.TURNSTILE_SITE_KEY) : "";
  const data = dataJson ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}" nonce="${nonce}">${dataJson}</script>` : "";

  const hydration = new HydrationAfterPaint();
  const rewritten = new HTMLRewriter()
    .on("html", { element: (el) => void el.setAttribute("lang", tags.lang).setAttribute("dir", tags.dir) })
    .on("title", { element: (el) => void el.setInnerContent(tags.title) })
    .on('meta[name="description"]', { element: (el) => void el.remove() })
    .on("script", { element: (el) => void el.setAttribute("nonce", nonce) })
    .on('link[rel="modulepreload"]', { element: (el) => void el.setAttribute("nonce", nonce) })
    .on('script[type="module"][src], link[rel="modulepreload"]', { element: (el) => void (rootHtml ? hydration.take(el) : undefined) })
    .on("head", {
      element: (el) =>
        void el.append(
          [headHtml(tags), humanCheckKey, `<script type="application/ld+json" nonce="${nonce}">${scriptJson(graph)}</script>`, data, tracking, custom.head].filter(Boolean).join("\n"),
          { html: true },
        ),
    })
    .on("#root", { element: (el) => void (rootHtml ? el.setAttribute("data-server-rendered", "").setInnerContent(rootHtml, { html: true }) : undefined) })
    .on("body", { element: (el) => void el.append([rootHtml ? hydration.script(nonce) : "", custom.body].join(""), { html: true }) })
    .transform(shell);

  const headers = new Headers(rewritten.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-cache");
  headers.set("Content-Security-Policy", `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", isTokenPage(url.pathname) ? "no-referrer" : "strict-origin-when-cross-origin");
  headers.set("Content-Language", tags.lang);
  headers.append("Vary", "Accept-Language, Cookie");
  if (!isLocalhost(url)) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return new Response(rewritten.body, { status: known ? 200 : 404, headers });
}
