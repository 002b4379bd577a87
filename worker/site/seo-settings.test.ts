import { env } from "cloudflare:workers";
import { desc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import { auditEntry, seoSettings } from "../../schema/tables";
import { createSession, RECENT_SIGN_IN_MS } from "../auth/session";
import { forgetAllInMemory } from "../cache/two-tier-cache";
import { adminSession, createAdmin, sameOrigin, withSession } from "../test/admins";
import { call, db, forgetCachedSeoSettings, json } from "../test/helpers";
import { SEO_CACHE_KEY } from "./seo-settings";

const SCRIPT = '"></title></script><script>alert(document.domain)</script><!--';
const HUGE = "x".repeat(200_000);

/** Each settings column at its worst, as it could sit in the database (saved before a rule, or edited by hand). */
const WORST_TEXT: string[] = [
  "",
  "   ",
  HUGE,
  SCRIPT,
  "cafetalk.tn",
  "javascript:alert(1)",
  "https://exa mple.com/\n",
  "\u0000\u0007\u001b",
  "{not json",
  "ـ".repeat(5000),
];

const COLUMNS = [
  "default_title",
  "default_title_fr",
  "default_title_ar",
  "default_description",
  "default_description_fr",
  "default_description_ar",
  "default_keywords",
  "default_keywords_fr",
  "default_keywords_ar",
  "og_title",
  "og_title_fr",
  "og_title_ar",
  "og_description",
  "og_description_fr",
  "og_description_ar",
  "og_image",
  "og_type",
  "twitter_card",
  "twitter_site",
  "twitter_creator",
  "google_analytics_id",
  "google_tag_manager_id",
  "facebook_pixel_id",
  "meta_pixel_id",
  "organization_schema",
  "robots_txt",
  "canonical_url",
  "language",
  "geo_heading_en",
  "geo_heading_fr",
  "geo_heading_ar",
  "geo_content_en",
  "geo_content_fr",
  "geo_content_ar",
  "geo_locations",
  "ai_info_json",
];
/** JSON columns also get JSON that is not an object, and JSON of a huge object. */
const WORST_JSON: string[] = [
  "[1,2]",
  '"text"',
  "null",
  "12",
  JSON.stringify({ "@type": SCRIPT, big: HUGE }),
  '{"name":"</script><script>alert(1)</script>"}',
];

const PAGES = ["/", "/?lang=fr", "/?lang=ar", "/privacy", "/admin/seo", "/admin", "/no/such/page"];
const CRAWLER_FILES = ["/robots.txt", "/sitemap.xml", "/ai-info.json", "/llms.txt", "/api/seo"];

async function storeRaw(column: string, value: string) {
  await forgetCachedSeoSettings();
  await db().run(sql`insert into seo_settings (id) values (1) on conflict(id) do nothing`);
  await db().run(sql`update seo_settings set ${sql.raw(column)} = ${value} where id = 1`);
}

async function expectEverythingAnswers(label: string) {
  for (const path of [...PAGES, ...CRAWLER_FILES]) {
    const res = await call(path);
    expect(res.status, `${label} → ${path}`).toBeLessThan(500);
    const body = await res.text();
    // JSON, XML and plain text (served with nosniff) are data, never run: only HTML can run a script.
    if (!(res.headers.get("Content-Type") ?? "").startsWith("text/html")) continue;
    // Only the admin's own custom snippets may add scripts: no other field can get one into a page.
    expect(body, `${label} → ${path}`).not.toContain("<script>alert(document.domain)</script>");
    expect(body, `${label} → ${path}`).not.toContain("</script><script>alert(1)");
    if (path.startsWith("/") && !CRAWLER_FILES.includes(path)) {
      expect(body, `${label} → ${path}`).toMatch(/<link rel="canonical" href="https?:\/\/[^\s"]+">/);
    }
  }
}

describe("settings can't take the site down", () => {
  beforeEach(async () => {
    await forgetCachedSeoSettings();
  });

  it("every page and crawler file answers whatever a text field holds", async () => {
    for (const column of COLUMNS.filter((name) => !["organization_schema", "ai_info_json"].includes(name))) {
      for (const value of WORST_TEXT) {
        await storeRaw(column, value);
        await expectEverythingAnswers(`${column}=${JSON.stringify(value.slice(0, 20))}`);
      }
    }
  }, 600_000);

  it("every page and crawler file answers whatever a JSON field holds, malformed JSON included", async () => {
    for (const column of ["organization_schema", "ai_info_json"]) {
      for (const value of [...WORST_TEXT, ...WORST_JSON]) {
        await storeRaw(column, value);
        await expectEverythingAnswers(`${column}=${JSON.stringify(value.slice(0, 20))}`);
      }
    }
  }, 300_000);

  it("a canonical URL without a scheme falls back to PUBLIC_BASE_URL, and the admin can still open /admin/seo", async () => {
    await storeRaw("canonical_url", "cafetalk.tn");
    const home = await call("/");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<link rel="canonical" href="http://localhost:8787/">');
    expect(await (await call("/sitemap.xml")).text()).toContain("<loc>http://localhost:8787/</loc>");
    expect((await call("/admin/seo")).status).toBe(200);
    expect(await (await call("/api/seo")).json()).toMatchObject({ canonicalUrl: null });
  });

  it("a value kept in the cache from before a rule is checked too", async () => {
    await env.CACHE.put(
      SEO_CACHE_KEY,
      JSON.stringify({
        id: 1,
        canonicalUrl: "cafetalk.tn",
        ogType: "<b>",
        twitterCard: "player",
        updatedAt: "not a date",
      }),
    );
    forgetAllInMemory();
    expect((await call("/")).status).toBe(200);
    expect((await call("/sitemap.xml")).status).toBe(200);
  });
});

describe("PUT /api/seo holds every field to what the pages can use", () => {
  const put = async (token: string, body: unknown) =>
    call("/api/seo", {
      method: "PUT",
      ...withSession(token, { ...sameOrigin, "Content-Type": "application/json" }),
      body: JSON.stringify(body),
    });

  it.each<[string, unknown, string]>([
    ["canonicalUrl", "cafetalk.tn", "Enter the site's address with https:// and no path, e.g. https://cafetalk.tn"],
    [
      "canonicalUrl",
      "https://cafetalk.tn/fr?x=1",
      "Enter the site's address with https:// and no path, e.g. https://cafetalk.tn",
    ],
    [
      "canonicalUrl",
      "ftp://cafetalk.tn",
      "Enter the site's address with https:// and no path, e.g. https://cafetalk.tn",
    ],
    [
      "canonicalUrl",
      "https://user:pw@cafetalk.tn",
      "Enter the site's address with https:// and no path, e.g. https://cafetalk.tn",
    ],
    ["ogImage", "javascript:alert(1)", "Enter a full address starting with https://"],
    ["ogImage", "/og.png", "Enter a full address starting with https://"],
    ["ogImage", "https://exa mple.com/og.png", "Enter a full address starting with https://"],
    ["ogType", "<script>", "Use an Open Graph type such as website or article"],
    ["twitterCard", "player", "Invalid choice"],
    ["twitterSite", "not a handle", "Use a handle such as @cafetalk (letters, digits, _; at most 15)"],
    ["googleAnalyticsId", "UA-1", "This id does not have the expected format"],
    ["googleTagManagerId", "GTM-", "This id does not have the expected format"],
    ["facebookPixelId", "12ab", "This id does not have the expected format"],
    ["metaPixelId", "<img>", "This id does not have the expected format"],
    ["defaultTitle", "x".repeat(201), "Too long"],
    ["defaultTitleAr", "title\u0000", "Contains invisible control characters; retype it"],
    ["robotsTxt", "x".repeat(10_001), "Too long"],
    ["aiInfoJson", [1, 2], "Invalid value"],
    ["organizationSchema", { big: "x".repeat(20_001) }, "Too long"],
  ])("%s is refused with its own message (case %#)", async (field, value, message) => {
    const token = await adminSession();
    const res = await put(token, { [field]: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "validation_failed", message: "Some fields are invalid.", fields: { [field]: message } },
    });
  });

  it("accepts well-formed values and empty ones", async () => {
    const token = await adminSession();
    const res = await put(token, {
      canonicalUrl: "https://cafetalk.tn/",
      ogImage: "https://cafetalk.tn/og.png",
      ogType: "business.business",
      twitterCard: "summary",
      twitterSite: "@cafetalk",
      twitterCreator: "",
      googleAnalyticsId: "G-ABC1234",
      googleTagManagerId: "",
      organizationSchema: { sameAs: ["https://www.instagram.com/cafetalk"] },
    });
    expect(res.status).toBe(200);
    expect(await (await call("/")).text()).toContain('<link rel="canonical" href="https://cafetalk.tn/">');
    const [row] = await db().select().from(seoSettings);
    expect(row).toMatchObject({
      canonicalUrl: "https://cafetalk.tn/",
      ogType: "business.business",
      twitterCreator: "",
    });
  });
});

describe("the admin's head and body snippets", () => {
  const save = (token: string, body: Record<string, unknown>) =>
    call("/api/seo", {
      method: "PUT",
      ...withSession(token, { ...sameOrigin, "Content-Type": "application/json" }),
      body: JSON.stringify(body),
    });

  it("take a sign-in of the last 15 minutes to change, and the change is on the audit log", async () => {
    const admin = await createAdmin();
    await db().insert(seoSettings).values({ id: 1, customHeadScripts: "<script>analytics()</script>" });
    await forgetCachedSeoSettings();
    const stale = (await createSession(db(), admin.id, { now: Date.now() - RECENT_SIGN_IN_MS - 60_000 })).token;

    // The rest of the settings save as before, the snippets sent back unchanged.
    const unchanged = await save(stale, {
      defaultTitle: "Café Talk",
      customHeadScripts: "<script>analytics()</script>",
    });
    expect(unchanged.status).toBe(200);
    const refused = await save(stale, { customBodyScripts: "<script>steal(document.cookie)</script>" });
    expect(refused.status).toBe(403);
    expect((await json<ApiErrorBody>(refused)).error).toEqual({
      code: "sign_in_again",
      message: "You signed in more than 15 minutes ago: sign in again to change the head and body scripts.",
    });
    expect(await json(await call("/api/seo"))).not.toHaveProperty("customBodyScripts", expect.anything());

    const fresh = (await createSession(db(), admin.id)).token;
    expect((await save(fresh, { customBodyScripts: "<script>chat()</script>" })).status).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.targetType, "seo_settings"))
      .orderBy(desc(auditEntry.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      changes: { customBodyScripts: { before: null, after: "<script>chat()</script>" } },
    });
  });
});
