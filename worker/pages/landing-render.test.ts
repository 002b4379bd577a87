import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { faqEntry, languageSession, pricingPlan } from "../../schema/tables";
import { pageScripts } from "../test/csp";
import { call, db } from "../test/helpers";
import { rootOf } from "../test/page-parts";

const page = (path: string, headers: Record<string, string> = {}) =>
  call(path, { headers: { Accept: "text/html", ...headers } });

// The script and preloads Vite wrote into landing.html (the build the Worker serves).
const landingShell = async () => (await env.ASSETS.fetch(new Request("http://localhost/landing.html"))).text();

async function seed() {
  await db()
    .insert(pricingPlan)
    .values({
      planType: "subscription",
      capitalPrice: 27,
      outsideCapitalPrice: 25,
      features: ["Two sessions a week"],
      displayOrder: 0,
    });
  await db()
    .insert(languageSession)
    .values({
      title: "Spanish at Café Lino",
      language: "Spanish",
      level: "Beginner",
      city: "Tunis",
      cafeName: "Café Lino",
      startsAt: "2026-01-03T10:00",
      repeat: "weekly",
      repeatDays: ["SA"],
      isPublished: true,
    });
  await db()
    .insert(faqEntry)
    .values([
      { question: "Est-ce vraiment gratuit ?", answer: "Oui, la première séance.", language: "fr" },
      { question: '<img src=x onerror="alert(1)">', answer: "Shown as text.", language: "en" },
    ]);
}

describe("the landing page rendered by the Worker", () => {
  it("arrives with its content in the page's language, from the live data, before any script runs", async () => {
    await seed();
    const fr = rootOf(await (await page("/?lang=fr")).text());
    expect(fr).toContain("Parlez une nouvelle langue autour d&#x27;un café");
    expect(fr).toContain("Est-ce vraiment gratuit ?");
    expect(fr).toContain("Spanish at Café Lino");
    expect(fr).toMatch(/data-testid="capital-price"[^>]*>27<!-- --> <!-- -->TND</);

    const ar = await (await page("/?lang=ar")).text();
    expect(ar).toMatch(/<html lang="ar" dir="rtl"/);
    expect(rootOf(ar)).toContain("تحدّث لغة جديدة على فنجان قهوة");
    // The session's day and time in the page's language, worded by workerd's Intl as the
    // browser's hydration words them.
    expect(rootOf(ar)).toContain("كل أسبوع: السبت، 10:00");
    expect(fr).toContain("Chaque semaine : samedi, 10:00");
    // And its next dates, from the instants the embedded answer names: never from today.
    expect(rootOf(ar)).toMatch(/المواعيد القادمة: السبت، \d+ \S+ · السبت، \d+ \S+/);
    expect(fr).toMatch(/Prochaines : sam\. \d+ \S+, sam\. \d+ \S+/);
  });

  it("shows stored HTML as text", async () => {
    await seed();
    const en = rootOf(await (await page("/?lang=en")).text());
    expect(en).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(en).not.toContain("<img src=x");
  });

  it("loads its script after the first paint: none in the head, one loader allowed by its hash, naming the build's files", async () => {
    const { html, nonce, allowedBy } = await pageScripts(await page("/"));
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // No nonce to write into each answer: the page is sent as it is kept.
    expect(nonce).toBeNull();
    expect(allowedBy).toEqual(["hash"]);

    const loader = /<script>(\(function\(f\)[\s\S]*?)<\/script>\s*<\/body>/.exec(html);
    const files = JSON.parse(/\}\)\((\{.*\})\)$/.exec(loader![1]!)![1]!) as { entry: string; preloads: string[] };
    const shell = await landingShell();
    expect(shell).toContain(`src="${files.entry}"`);
    expect(files.preloads.length).toBeGreaterThan(0);
    for (const href of files.preloads) expect(shell).toContain(`href="${href}"`);
  });

  it("leaves every other page to the browser: empty root, Vite's script in the head", async () => {
    const html = await (await page("/admin")).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<head>[\s\S]*<script type="module" crossorigin src="\/assets\/[^"]+"[\s\S]*<\/head>/);
  });

  it("still answers, for the browser to render, when the server render fails", async () => {
    // A cached plan the renderer cannot use (its features must be a list) makes it throw.
    const plan = {
      id: 1,
      planType: "subscription",
      capitalPrice: 27,
      outsideCapitalPrice: 25,
      features: null,
      displayOrder: 0,
      isActive: true,
    };
    await env.CACHE.put("public:/api/pricing:v3", JSON.stringify([plan]));
    try {
      const res = await page("/?lang=en");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/landing-[^"]+"/);
    } finally {
      await env.CACHE.delete("public:/api/pricing:v3");
    }
  });
});
