import type { Context } from "hono";
import type { AppBindings } from "../env";
import { prefersGzip } from "../http/accept-encoding";
import { errorBody } from "../http/errors";
import { publicReadJson } from "../public/cached-reads";
import { pageLocale } from "./head";
import { digest, pageContent } from "./page-content";
import { pageResponse } from "./page-response";
import { serveRecordPage } from "./public-page";
import { isPrivacyPage, isSpaRoute } from "./routes";
import { type SitePageInput, writeSitePage } from "./site-page";
import { type WrittenPage, writePage } from "./write-page";
import { keptPage } from "./written-pages";

/** The HTML shells Vite builds: only ever sent written, never as files. */
const isShellFile = (path: string) => /\.html?$/i.test(path);

/**
 * Every request the routes before it did not answer. A page of the SPA is written here, in its
 * language, whatever the request's Accept header or user agent: link-preview bots and several
 * crawlers send `Accept: *\/*` or nothing, and must still see the title, description, social
 * tags and JSON-LD. A real file (built or public) is sent as it is; anything else is the
 * written 404 page.
 */
export async function servePage(c: Context<AppBindings>): Promise<Response> {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") {
    return c.json(errorBody("method_not_allowed", "Pages are read with GET."), 405, { Allow: "GET, HEAD" });
  }
  const url = new URL(c.req.url);
  const recordPage = await serveRecordPage(c, url);
  if (recordPage) return recordPage;
  if (!isSpaRoute(url.pathname) && !isPrivacyPage(url.pathname) && !isShellFile(url.pathname)) {
    const file = await assetFile(c);
    if (file) return file;
  }
  return writtenPage(c, url);
}

/** A file of the assets binding (built or public) as it is, headers made writable for the baseline. */
async function assetFile(c: Context<AppBindings>): Promise<Response | null> {
  const file = await c.env.ASSETS.fetch(c.req.raw);
  if (file.status === 404) return null;
  return new Response(file.body, file);
}

/**
 * The page at this path in the request's language, as kept (written-pages.ts) or written now: a
 * page of the SPA, else the privacy page or the 404 page, which the Worker renders (site-page.ts).
 */
async function writtenPage(c: Context<AppBindings>, url: URL): Promise<Response> {
  const path = url.pathname;
  const origin = url.origin;
  const locale = pageLocale(c.req.raw, url);
  const content = await pageContent(c.env, path === "/");
  let version = content.version;
  let write: () => Promise<WrittenPage | null>;
  if (isSpaRoute(path)) {
    write = () => writePage(c.env, { origin, path, locale, content });
  } else {
    // Their header, footer and contact address are the Site settings': the version names them too.
    const siteJson = await publicReadJson(c.env, "/api/site");
    version = await digest([content.version, siteJson]);
    const page: SitePageInput["page"] = isPrivacyPage(path) ? { kind: "privacy" } : { kind: "not-found" };
    write = () => writeSitePage(c.env, { origin, path, locale, settings: content.settings, siteJson, page });
  }
  const page = await keptPage(c.env, { path, locale, content: version }, write);
  if (!page) return new Response("The page's shell is missing from the build.", { status: 500 });
  return pageResponse(page, {
    withBody: c.req.method !== "HEAD",
    gzip: prefersGzip(c.req.raw),
  });
}
