import type { PublicSite } from "../../schema/api";
import type { Locale } from "../../schema/constants";
import type { NotFoundPageData, PrivacyPageData } from "../../schema/public-page-render";
import { PUBLIC_PAGE_HEAD_TEXTS } from "../../schema/public-page-texts";
import type { Env } from "../env";
import { type SeoSettings, siteBase } from "../site/seo-settings";
import { headTags } from "./head";
import { renderPublicPageHtml } from "./server-render";
import { scriptSafe, structuredData } from "./structured-data";
import { type WrittenPage, writeShell } from "./write-page";

/** What the privacy page or the 404 page is written from, besides the build. */
export interface SitePageInput {
  origin: string;
  path: string;
  locale: Locale;
  settings: SeoSettings | null;
  /** The Site settings as the public read's JSON text (header, footer, the privacy page's contact address). */
  siteJson: string;
  page: PrivacyPageData | NotFoundPageData;
}

type WriteEnv = Pick<Env, "ASSETS" | "PUBLIC_BASE_URL" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">;

/**
 * The privacy page and the 404 page (issue 37), written like a session's page: rendered by React in
 * the Worker, in landing.html's shell, with only the header and footer islands to hydrate. Privacy
 * is indexable under its own title; the 404 page is not (status 404).
 */
export async function writeSitePage(env: WriteEnv, input: SitePageInput): Promise<WrittenPage | null> {
  const { locale, settings, path, page } = input;
  const base = siteBase(settings, env.PUBLIC_BASE_URL);
  const site = JSON.parse(input.siteJson) as PublicSite;
  const texts = PUBLIC_PAGE_HEAD_TEXTS[locale];
  const privacy = page.kind === "privacy";
  const rootHtml = await renderPublicPageHtml({ locale, page, site });
  return writeShell(env, input.origin, {
    shell: "/landing.html",
    settings,
    tags: headTags({
      settings,
      locale,
      path,
      base,
      indexable: privacy,
      title: privacy ? `${texts.privacyTitle} · Café Talk` : texts.pageNotFoundTitle,
    }),
    publicPage: true,
    graph: structuredData({ settings, locale, base, landing: null, site }),
    dataJson: scriptSafe(`{"/api/site":${input.siteJson}}`),
    rootHtml,
    status: privacy ? 200 : 404,
    reusable: rootHtml !== null,
  });
}
