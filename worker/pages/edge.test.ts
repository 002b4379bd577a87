import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seoSettings } from "../../schema/tables";
import { sameOrigin } from "../test/admins";
import { pageScripts } from "../test/csp";
import { call, db, forgetCachedSeoSettings } from "../test/helpers";

/**
 * What link-preview bots and crawlers send. None of them runs the page's JavaScript, and most
 * do not ask for text/html: `Accept: *\/*` or no Accept at all, sometimes a Range for the
 * first bytes only (Facebook's crawler, Slack's unfurler).
 */
const CLIENTS: [name: string, headers: Record<string, string>][] = [
  ["WhatsApp", { "User-Agent": "WhatsApp/2.24.6.77 A", Accept: "*/*" }],
  [
    "Facebook and Messenger",
    {
      "User-Agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      Accept: "*/*",
      Range: "bytes=0-524287",
    },
  ],
  ["X", { "User-Agent": "Twitterbot/1.0", Accept: "*/*" }],
  [
    "LinkedIn",
    {
      "User-Agent": "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      Accept: "*/*",
    },
  ],
  ["Telegram", { "User-Agent": "TelegramBot (like TwitterBot)" }],
  [
    "Slack",
    {
      "User-Agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      Accept: "*/*",
      Range: "bytes=0-32768",
    },
  ],
  ["Discord", { "User-Agent": "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)" }],
  [
    "Googlebot",
    {
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    },
  ],
  [
    "Bingbot",
    { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", Accept: "*/*" },
  ],
  ["curl", { "User-Agent": "curl/8.5.0", Accept: "*/*" }],
  ["no headers at all", {}],
  ["a JSON client", { Accept: "application/json" }],
];

async function seedTitles() {
  await forgetCachedSeoSettings();
  await db().insert(seoSettings).values({
    id: 1,
    defaultTitle: "Conversation in cafés",
    defaultTitleFr: "Conversation dans les cafés",
    defaultTitleAr: "محادثة في المقاهي",
    defaultDescription: "Practise a language over coffee.",
    defaultDescriptionFr: "Pratiquez une langue autour d'un café.",
    defaultDescriptionAr: "تدرّب على لغة مع فنجان قهوة.",
    ogImage: "https://cafetalk.tn/og.png",
  });
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("link previews and crawlers see the written page, whatever they send", () => {
  it.each(CLIENTS)("%s", async (_name, headers) => {
    await seedTitles();
    // The privacy page has its own title; its preview is the site's.
    for (const [path, lang, ogTitle, title = ogTitle] of [
      ["/?lang=fr", "fr", "Conversation dans les cafés"],
      ["/?lang=ar", "ar", "محادثة في المقاهي"],
      ["/", "en", "Conversation in cafés"],
      ["/privacy?lang=fr", "fr", "Conversation dans les cafés", "Politique de confidentialité · Café Talk"],
    ] as const) {
      const res = await call(path, { headers });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Type"), path).toBe("text/html; charset=utf-8");
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(meta(html, "og:title"), path).toBe(ogTitle);
      expect(meta(html, "og:image"), path).toBe("https://cafetalk.tn/og.png");
      expect(meta(html, "twitter:card"), path).toBe("summary_large_image");
      expect(html, path).toContain('<link rel="alternate" hreflang="x-default"');
      expect(html, path).toContain('<script type="application/ld+json"');
    }
  });

  it("a HEAD request gets the written page's headers and no body", async () => {
    const res = await call("/?lang=fr", { method: "HEAD", headers: { "User-Agent": "facebookexternalhit/1.1" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Language")).toBe("fr");
    expect(await res.text()).toBe("");
  });

  it("a real file is still the file, whatever the Accept header asks for", async () => {
    for (const accept of ["text/html", "*/*", "image/*"]) {
      const res = await call("/favicon.svg", { headers: { Accept: accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("Content-Type"), accept).toContain("image/svg+xml");
      expect(await res.text(), accept).toContain("<svg");
    }
  });

  it("anything that is neither a page nor a file is the written 404 page, never the bare shell", async () => {
    for (const path of [
      "/no/such/page",
      "/missing.png",
      "/assets/missing-chunk.js",
      "/index.html",
      "/landing.html",
      "/landing",
      "/index",
    ]) {
      const res = await call(path, { headers: { Accept: "*/*" } });
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(meta(html, "robots"), path).toBe("noindex, nofollow");
      expect(html, path).toContain('<link rel="canonical"');
    }
  });

  it("a page is read with GET or HEAD; other methods are refused in the API's error shape", async () => {
    const res = await call("/", { method: "POST", headers: sameOrigin });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(await res.json()).toMatchObject({ error: { code: "method_not_allowed" } });
  });
});

describe("written pages carry no validators of the static shell", () => {
  const PAGES = ["/", "/?lang=fr", "/?lang=ar", "/privacy", "/admin", "/no/such/page"];

  it("no ETag or Last-Modified on any written page", async () => {
    for (const path of PAGES) {
      const res = await call(path);
      expect(res.headers.get("ETag"), path).toBeNull();
      expect(res.headers.get("Last-Modified"), path).toBeNull();
      expect(res.headers.get("Cache-Control"), path).toBe("no-cache");
    }
  });

  it("a conditional request never yields a 304: each answer is a whole page its CSP lets run", async () => {
    const shell = await env.ASSETS.fetch("http://localhost/landing.html");
    const validators: Record<string, string>[] = [
      { "If-None-Match": shell.headers.get("ETag") ?? '"x"' },
      { "If-None-Match": "*" },
      { "If-Modified-Since": new Date(Date.now() + 86_400_000).toUTCString() },
    ];
    for (const path of PAGES) {
      for (const headers of validators) {
        const res = await call(path, { headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).not.toBe(304);
        const { allowedBy } = await pageScripts(res);
        expect(allowedBy.length, path).toBeGreaterThan(0);
        expect(allowedBy, path).not.toContain("refused");
      }
    }
  });
});
