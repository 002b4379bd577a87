import { describe, expect, it } from "vitest";
import { faqEntry, languageSession, seoSettings } from "../../schema/tables";
import { adminSession, sameOrigin } from "../test/admins";
import { pageScripts } from "../test/csp";
import { call, db, forgetCachedSeoSettings } from "../test/helpers";

const page = (path: string, headers: Record<string, string> = {}) =>
  call(path, { headers: { Accept: "text/html", ...headers } });

async function seed() {
  await forgetCachedSeoSettings();
  await db().insert(seoSettings).values({
    id: 1,
    defaultTitle: "Café Talk EN title",
    defaultTitleFr: "Titre Café Talk",
    defaultTitleAr: "عنوان Café Talk",
    defaultDescription: "English description",
    defaultDescriptionFr: "Description française",
    defaultDescriptionAr: "وصف عربي",
    ogImage: "https://cafetalk.tn/og.png",
    googleAnalyticsId: "G-ABC1234",
    googleTagManagerId: "not-an-id",
    facebookPixelId: "1234567890",
    metaPixelId: "1234567890",
    customHeadScripts: "<script>window.customHead = 1</script>",
    customBodyScripts: '<div id="custom-body"></div>',
  });
  await db()
    .insert(languageSession)
    .values([
      {
        title: "English at Café Lino",
        language: "English",
        level: "Beginner",
        city: "Tunis",
        cafeName: "Café Lino",
        // Every Saturday at 10:00, for 90 minutes.
        startsAt: "2026-01-03T10:00",
        durationMinutes: 90,
        repeat: "weekly",
        repeatDays: ["SA"],
        isPublished: true,
      },
      {
        title: "Draft session",
        language: "French",
        level: "Beginner",
        city: "Sousse",
        startsAt: "2026-01-05T18:00",
        repeat: "weekly",
        repeatDays: ["MO"],
        isPublished: false,
      },
    ]);
  await db()
    .insert(faqEntry)
    .values([
      { question: "Is it free?", answer: "Yes.", language: "en" },
      { question: "Est-ce gratuit ?", answer: "Oui.", language: "fr" },
    ]);
}

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
  return JSON.parse(match![1]!) as { "@graph": { "@type": string; name?: string; mainEntity?: { name: string }[] }[] };
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("the page head written at the edge", () => {
  it.each([
    ["en", "/", "Café Talk EN title", "English description", "ltr", "en_US"],
    ["fr", "/?lang=fr", "Titre Café Talk", "Description française", "ltr", "fr_TN"],
    ["ar", "/?lang=ar", "عنوان Café Talk", "وصف عربي", "rtl", "ar_TN"],
  ])(
    "%s: title, description, social tags, canonical, hreflang, lang/dir and JSON-LD",
    async (locale, path, title, description, dir, ogLocale) => {
      await seed();
      const res = await page(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(metaContent(html, "description")).toBe(description);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(metaContent(html, "og:title")).toBe(title);
      expect(metaContent(html, "og:locale")).toBe(ogLocale);
      expect(metaContent(html, "og:image")).toBe("https://cafetalk.tn/og.png");
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(html, "robots")).toBe("index, follow");
      expect(html).toContain(`<link rel="canonical" href="http://localhost:8787${path}">`);
      for (const [lang, href] of [
        ["en", "/"],
        ["fr", "/?lang=fr"],
        ["ar", "/?lang=ar"],
        ["x-default", "/"],
      ]) {
        expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="http://localhost:8787${href}">`);
      }
      const graph = jsonLd(html)["@graph"];
      expect(graph.map((node) => node["@type"])).toEqual([
        "Organization",
        "WebSite",
        "Event",
        ...(locale === "ar" ? [] : ["FAQPage"]),
      ]);
      expect(graph.filter((node) => node["@type"] === "Event").map((node) => node.name)).toEqual([
        "English at Café Lino",
      ]);
    },
  );

  it("builds canonical and hreflang links on the canonical URL set in the settings", async () => {
    await seed();
    await db().update(seoSettings).set({ canonicalUrl: "https://cafetalk.tn/" });
    await forgetCachedSeoSettings();
    const html = await (await page("/?lang=fr")).text();
    expect(html).toContain('<link rel="canonical" href="https://cafetalk.tn/?lang=fr">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://cafetalk.tn/">');
    expect(await (await call("/robots.txt")).text()).toContain("Sitemap: https://cafetalk.tn/sitemap.xml");
  });

  it("follows the locale cookie, then Accept-Language", async () => {
    await seed();
    expect(await (await page("/", { Cookie: "locale=ar" })).text()).toContain('<html lang="ar" dir="rtl">');
    expect(await (await page("/", { "Accept-Language": "fr-TN,fr;q=0.9,en;q=0.5" })).text()).toContain(
      '<html lang="fr" dir="ltr">',
    );
  });

  it("writes valid tracking ids behind the consent banner, and the admin's snippets, on public pages only", async () => {
    await seed();
    const html = await (await page("/")).text();
    const config = /<script type="application\/json" id="tracking-consent"[^>]*>(.*?)<\/script>/s.exec(html);
    // "not-an-id" is not a Tag Manager id; the Facebook and Meta pixels are the same id, kept once.
    expect(JSON.parse(config![1]!).ids).toEqual({
      googleAnalytics: "G-ABC1234",
      googleTagManager: null,
      pixels: ["1234567890"],
    });
    // No tracker is in the page itself: the consent script adds them once the visitor accepts.
    expect(html).not.toMatch(/<script[^>]*\bsrc="https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)/);
    expect(html).not.toContain('fbq("init","1234567890")');
    expect(html).toContain('gtag("consent", "default", consentOf("denied"))');
    expect(html).toContain("window.customHead = 1");
    expect(html).toContain('<div id="custom-body"></div>');

    for (const path of ["/admin", "/admin/seo", "/confirm-newsletter/abc", "/unsubscribe-newsletter/abc"]) {
      const privateHtml = await (await page(path)).text();
      expect(metaContent(privateHtml, "robots"), path).toBe("noindex, nofollow");
      expect(privateHtml, path).not.toContain("window.customHead");
      expect(privateHtml, path).not.toContain("tracking-consent");
    }
  });

  it("writes no banner, no consent script and no cookie when no tracking id is set", async () => {
    await seed();
    await db().update(seoSettings).set({ googleAnalyticsId: null, facebookPixelId: "", metaPixelId: "x" });
    await forgetCachedSeoSettings();
    for (const path of ["/", "/privacy"]) {
      const res = await page(path);
      expect(res.headers.get("Set-Cookie"), path).toBeNull();
      const html = await res.text();
      expect(html, path).not.toContain("tracking-consent");
      expect(html, path).not.toContain("cafe_consent");
      expect(html, path).not.toContain("googletagmanager");
    }
  });

  it("embeds the landing page's public reads, exactly as the API answers them, and only on the landing page", async () => {
    await seed();
    await db()
      .insert(faqEntry)
      .values({ question: "</script><script>alert(1)</script>", answer: "Escaped.", language: "en" });
    const html = await (await page("/")).text();
    const element = /<script type="application\/json" id="initial-data"[^>]*>(.*?)<\/script>/s.exec(html);
    expect(element).not.toBeNull();
    expect(element![1]).not.toContain("</script>");
    const data = JSON.parse(element![1]!) as Record<string, unknown>;
    for (const path of ["/api/pricing", "/api/faqs", "/api/sessions", "/api/seo"]) {
      expect(data[path], path).toEqual(await (await call(path)).json());
    }
    expect((data["/api/sessions"] as { title: string }[]).map((s) => s.title)).toEqual(["English at Café Lino"]);
    // The privacy page embeds only what its header and footer show.
    const privacy = /<script type="application\/json" id="initial-data"[^>]*>(.*?)<\/script>/s.exec(
      await (await page("/privacy")).text(),
    );
    expect(Object.keys(JSON.parse(privacy![1]!) as object)).toEqual(["/api/site"]);
  });

  it("answers unknown paths with the 404 page written in the Worker, marked noindex", async () => {
    const res = await page("/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("<title>404 Page Not Found</title>");
    expect(html).toContain('<h1 class="text-3xl font-bold text-stone-900">404 Page Not Found</h1>');
    expect(html).toContain('<div data-island="header"');
    expect(html).toContain('<div data-island="footer"');
    expect(html).not.toContain('<div id="root"></div>');
    expect(metaContent(html, "robots")).toBe("noindex, nofollow");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/no/such/page">');
  });

  it("lets only the landing page's own scripts run, by their hashes: the same page in every answer", async () => {
    const answers = [await page("/"), await page("/")];
    const [first, second] = await Promise.all(answers.map(pageScripts));
    for (const res of answers) {
      expect(res.headers.get("Content-Security-Policy")).toMatch(
        /^script-src 'sha256-[^']+' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'$/,
      );
    }
    expect(first!.allowedBy).toEqual(["hash"]);
    expect(first!.nonce).toBeNull();
    expect(second!.html).toBe(first!.html);
  });

  it("gives a page with the admin's scripts or the SPA's a new nonce per answer, on each of them", async () => {
    await seed();
    const nonces = [];
    for (const path of ["/", "/", "/privacy"]) {
      const { nonce, allowedBy } = await pageScripts(await page(path));
      expect(nonce, path).toBeTruthy();
      expect(allowedBy, path).toContain("nonce");
      expect(allowedBy, path).not.toContain("refused");
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
    // The landing page's own scripts are still allowed by their hashes: the consent banner, the
    // admin's head script (nonce), the loader.
    expect((await pageScripts(await page("/"))).allowedBy).toEqual(["hash", "nonce", "hash"]);
  });

  it("never gives the answer's nonce to a nonce placeholder written in the admin's text", async () => {
    // The placeholder every page was once written with: text carrying it must stay text.
    const placeholder = "__csp_nonce_slot__";
    await seed();
    await db()
      .update(seoSettings)
      .set({
        defaultTitle: `Café ${placeholder}`,
        customBodyScripts: `<img src="x" alt="${placeholder}">`,
      });
    await forgetCachedSeoSettings();
    const { html, nonce } = await pageScripts(await page(`/?utm=${placeholder}`));
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<title>Café ${placeholder}</title>`);
    expect(html).toContain(`alt="${placeholder}"`);
    // The nonce is nowhere but in the nonce attributes the page's own elements carry.
    const nonceAttributes = [...html.matchAll(/ nonce="([^"]*)"/g)].filter(([, value]) => value === nonce);
    expect(html.split(nonce!).length - 1).toBe(nonceAttributes.length);
  });

  it("sends security headers, and no referrer beyond this site from the token pages", async () => {
    const home = await page("/");
    expect(home.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(home.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    // Their forms post back to the page, which `no-referrer` would send with `Origin: null`.
    expect((await page("/confirm-newsletter/abc")).headers.get("Referrer-Policy")).toBe("same-origin");
    expect(
      (await call("https://cafetalk.tn/", { headers: { Accept: "text/html" } })).headers.get(
        "Strict-Transport-Security",
      ),
    ).toContain("max-age=");
  });

  it("shows a saved title on the very next request", async () => {
    await seed();
    const token = await adminSession();
    await call("/api/seo", {
      method: "PUT",
      headers: { ...sameOrigin, "Content-Type": "application/json", Cookie: `cafe_session=${token}` },
      body: JSON.stringify({ defaultTitleFr: "Nouveau titre" }),
    });
    expect(await (await page("/?lang=fr")).text()).toContain("<title>Nouveau titre</title>");
  });
});

describe("crawler files", () => {
  it("robots.txt keeps the back office and API out and names the sitemap", async () => {
    await seed();
    const text = await (await call("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:8787\/sitemap\.xml$/m);
  });

  it("sitemap.xml lists each page in each language with its alternates", async () => {
    const res = await call("/sitemap.xml");
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml.match(/<url>/g)!.length).toBe(xml.match(/<\/url>/g)!.length);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:8787/?lang=ar"/>');
  });

  it("ai-info.json and llms.txt describe the service from live data", async () => {
    await seed();
    const info = (await (await call("/ai-info.json")).json()) as {
      name: string;
      languagesTaught: string[];
      firstSessionFree: boolean;
    };
    expect(info).toMatchObject({ name: "Café Talk", firstSessionFree: true });
    expect(info.languagesTaught).toContain("Arabic");
    const llms = await (await call("/llms.txt")).text();
    expect(llms.startsWith("# Café Talk")).toBe(true);
    expect(llms).toContain("### Is it free?");
  });
});
