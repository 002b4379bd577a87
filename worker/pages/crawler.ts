import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { PublicSession } from "../../schema/api";
import { CITIES, CURRENCY, LEARNING_LANGUAGES, LOCALES } from "../../schema/constants";
import { cafePath, sessionPath } from "../../schema/public-paths";
import { faqEntry, languageSession, pricingPlan } from "../../schema/tables";
import { database } from "../db";
import type { AppBindings } from "../env";
import { publicReadJson } from "../public/cached-reads";
import { readSeoSettings, siteBase } from "../site/seo-settings";
import { languageUrl } from "./head";
import { activeCafes } from "./public-records";

const PUBLIC_PATHS = ["/", "/privacy"];

const DEFAULT_ROBOTS = "User-agent: *\nAllow: /";

/** robots.txt, sitemap.xml, ai-info.json and llms.txt, from the SEO settings and live data. */
export const crawlerFiles = new Hono<AppBindings>()
  .get("/robots.txt", async (c) => {
    const settings = await readSeoSettings(c.env);
    const base = siteBase(settings, c.env.PUBLIC_BASE_URL);
    const own = (settings?.robotsTxt?.trim() || DEFAULT_ROBOTS)
      .split("\n")
      .filter((line) => !/^\s*sitemap:/i.test(line));
    // The back office and the API are never for crawlers, whatever the settings say.
    const body = [...own, "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n");
    return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
  })
  .get("/sitemap.xml", async (c) => {
    const settings = await readSeoSettings(c.env);
    const base = siteBase(settings, c.env.PUBLIC_BASE_URL);
    const lastmod = (settings?.updatedAt ? new Date(settings.updatedAt) : new Date()).toISOString().slice(0, 10);
    const pages = [
      ...PUBLIC_PATHS.map((path) => ({ path, lastmod })),
      ...(await recordPages(c.env)).map(({ path, updatedAt }) => ({ path, lastmod: updatedAt.slice(0, 10) })),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${pages.flatMap((page) => sitemapUrls(base, page)).join("\n")}
</urlset>
`;
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("/ai-info.json", async (c) => {
    const db = database(c.env.DB);
    const settings = await readSeoSettings(c.env);
    const plans = await db
      .select()
      .from(pricingPlan)
      .where(eq(pricingPlan.isActive, true))
      .orderBy(asc(pricingPlan.displayOrder));
    // Computed values fill what the admin's own JSON leaves out: where it sets a key, it wins.
    return c.json({
      name: "Café Talk",
      url: siteBase(settings, c.env.PUBLIC_BASE_URL),
      languagesTaught: LEARNING_LANGUAGES,
      interfaceLanguages: LOCALES,
      cities:
        settings?.geoLocations
          ?.split(",")
          .map((city) => city.trim())
          .filter(Boolean) ?? CITIES,
      firstSessionFree: true,
      prices: plans.map((plan) => ({
        type: plan.planType,
        tunis: plan.capitalPrice,
        outsideTunis: plan.outsideCapitalPrice,
        currency: CURRENCY,
      })),
      ...(settings?.aiInfoJson ?? {}),
    });
  })
  .get("/llms.txt", async (c) => {
    const db = database(c.env.DB);
    const settings = await readSeoSettings(c.env);
    const base = siteBase(settings, c.env.PUBLIC_BASE_URL);
    const [plans, faqs] = await Promise.all([
      db.select().from(pricingPlan).where(eq(pricingPlan.isActive, true)).orderBy(asc(pricingPlan.displayOrder)),
      db
        .select()
        .from(faqEntry)
        .where(and(eq(faqEntry.isActive, true), eq(faqEntry.language, "en")))
        .orderBy(asc(faqEntry.sortOrder)),
    ]);
    const cities = settings?.geoLocations?.trim() || CITIES.slice(0, 7).join(", ");
    const text = [
      "# Café Talk",
      "",
      "> Small-group foreign-language conversation sessions in cafés across Tunisia. The first session is free, no credit card needed.",
      "",
      `- Site: ${base}/ (English), ${base}/?lang=fr (Français), ${base}/?lang=ar (العربية)`,
      `- Languages practised: ${LEARNING_LANGUAGES.join(", ")}`,
      `- Cities: ${cities}`,
      "- Groups of at most 4 learners with one conversation guide; first session scheduled within 24-48 hours.",
      "",
      "## Prices (TND per session)",
      "",
      ...plans.map(
        (plan) =>
          `- ${plan.planType === "subscription" ? "Subscription" : "Flexible credits"}: ${plan.capitalPrice} ${CURRENCY} in Tunis, ${plan.outsideCapitalPrice} ${CURRENCY} outside Tunis`,
      ),
      "",
      "## FAQ",
      "",
      ...faqs.flatMap((faq) => [`### ${faq.question}`, "", faq.answer, ""]),
    ].join("\n");
    return c.text(text, 200, { "Content-Type": "text/plain; charset=utf-8" });
  });

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** One `<url>` per language of a page, each naming every language's version (and x-default: English). */
function sitemapUrls(base: string, { path, lastmod }: { path: string; lastmod: string }): string[] {
  const alternates = [
    ...LOCALES.map((alt) => ({ hreflang: alt, href: languageUrl(base, path, alt) })),
    { hreflang: "x-default", href: languageUrl(base, path, "en") },
  ]
    .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
    .join("\n");
  return LOCALES.map(
    (locale) => `  <url>
    <loc>${escapeXml(languageUrl(base, path, locale))}</loc>
    <lastmod>${lastmod}</lastmod>
${alternates}
  </url>`,
  );
}

/**
 * The pages of the sessions the schedule lists (published, an occurrence ahead) and of the active
 * cafés, each with when its row last changed. Closed sessions and inactive cafés are noindex: not listed.
 */
async function recordPages(env: AppBindings["Bindings"]): Promise<{ path: string; updatedAt: string }[]> {
  const live = new Set(
    (JSON.parse(await publicReadJson(env, "/api/sessions")) as PublicSession[]).map((session) => session.id),
  );
  const db = database(env.DB);
  const [sessions, cafes] = await Promise.all([
    db
      .select({ id: languageSession.id, title: languageSession.title, updatedAt: languageSession.updatedAt })
      .from(languageSession)
      .where(eq(languageSession.isPublished, true))
      .orderBy(asc(languageSession.id)),
    activeCafes(env),
  ]);
  return [
    ...sessions
      .filter((session) => live.has(session.id))
      .map((session) => ({ path: sessionPath(session), updatedAt: new Date(session.updatedAt).toISOString() })),
    ...cafes.map((cafe) => ({ path: cafePath(cafe), updatedAt: new Date(cafe.updatedAt).toISOString() })),
  ];
}
