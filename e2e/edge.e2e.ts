/**
 * The product as the outside world meets it through `wrangler dev`'s real routing: link-preview
 * bots, conditional requests, the files the platform serves without the Worker, a broken setting,
 * and the sign-in page's own CSP in a real browser.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test as it } from "./fixtures.ts";
import { apiFromPage, gotoPage } from "./helpers.ts";

const baseUrl = inject("baseUrl");

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** Watches a page for Content-Security-Policy violations reported by Chromium. */
async function cspIssues(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  const issues: string[] = [];
  cdp.on("Audits.issueAdded", (event) => {
    if (event.issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(event.issue.details));
  });
  await cdp.send("Audits.enable");
  return issues;
}

describe("at the edge", () => {
  it("preview bots that send Accept: */* or nothing get the French page, written", async () => {
    for (const headers of <Record<string, string>[]>[
      {
        "User-Agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
        Accept: "*/*",
        Range: "bytes=0-524287",
      },
      { "User-Agent": "WhatsApp/2.24.6.77 A", Accept: "*/*" },
      { "User-Agent": "TelegramBot (like TwitterBot)" },
    ]) {
      const res = await fetch(`${baseUrl}/?lang=fr`, { headers });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="fr" dir="ltr">');
      expect(titleOf(html)).not.toBe(titleOf(await (await fetch(`${baseUrl}/`)).text()));
      expect(html).toMatch(/<meta property="og:locale" content="fr_TN">/);
      expect(html).toContain('<script type="application/ld+json"');
    }
  });

  it("a revalidation never gets a 304 for a written page", async () => {
    const first = await fetch(`${baseUrl}/?lang=fr`);
    expect(first.headers.get("ETag")).toBeNull();
    expect(first.headers.get("Last-Modified")).toBeNull();
    const again = await fetch(`${baseUrl}/?lang=fr`, {
      headers: { "If-None-Match": "*", "If-Modified-Since": new Date().toUTCString() },
    });
    expect(again.status).toBe(200);
    expect((await again.text()).length).toBeGreaterThan(1000);
  });

  it("the files the platform serves without the Worker carry the same security baseline, and only real files exist", async () => {
    const landing = await (await fetch(`${baseUrl}/`)).text();
    const script = /"entry":"(\/assets\/[^"]+\.js)"/.exec(landing)?.[1];
    expect(script).toBeTruthy();
    const json = await fetch(`${baseUrl}/api/pricing`);
    for (const path of [script!, "/favicon.svg"]) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      for (const name of [
        "X-Content-Type-Options",
        "X-Frame-Options",
        "Permissions-Policy",
        "Strict-Transport-Security",
        "Referrer-Policy",
        "Content-Security-Policy",
      ]) {
        expect(res.headers.get(name), `${path} ${name}`).toBe(json.headers.get(name));
      }
    }
    // A missing chunk is a 404, never the SPA's shell with a 200 (which the browser would run as a script).
    for (const path of ["/assets/no-such-chunk.js", "/landing", "/landing.html", "/_headers"]) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404);
    }
  });
});

describe("a broken setting cannot take the site down", () => {
  it("the SEO form refuses a canonical URL without its scheme under the field, and the site keeps working", async ({
    admin,
  }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}/admin/seo`);
    const field = page.getByLabel("Canonical URL");
    await field.waitFor();
    const before = await field.inputValue();
    await field.fill("cafetalk.tn");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Enter the site's address with https:// and no path, e.g. https://cafetalk.tn").waitFor();
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");

    // Sent anyway (by a script, an old tab): refused with the field's message, nothing stored.
    const refused = await page.evaluate(async () => {
      const res = await fetch("/api/seo", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ canonicalUrl: "cafetalk.tn" }),
      });
      return { status: res.status, body: (await res.json()) as { error: { fields: Record<string, string> } } };
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.canonicalUrl).toContain("https://");
    expect((await apiFromPage<{ canonicalUrl: string | null }>(page, "/api/seo")).canonicalUrl ?? "").toBe(before);
    for (const path of ["/", "/sitemap.xml", "/admin/seo"])
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(200);
    await page.close();
  });
});

describe("the sign-in page's own CSP", () => {
  it("lets its style and form work, framed by no one", async ({ newContext }) => {
    const context = await newContext();
    const page = await context.newPage();
    const issues = await cspIssues(context, page);
    const res = await page.goto(`${baseUrl}/api/login`);
    expect(res!.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    // The page's own style applied: the warm background and the filled button.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe("rgb(255, 247, 237)");
    await page.getByLabel("Email").fill("nobody@example.tn");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("alert").waitFor();
    expect(issues).toEqual([]);
  });
});
