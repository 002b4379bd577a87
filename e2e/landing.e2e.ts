import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test as base } from "./fixtures.ts";
import { gotoPage, PHONE, waitForHydration } from "./helpers.ts";

const baseUrl = inject("baseUrl");
/** Every test here starts on a phone. */
const it = base.extend("page", async ({ newPage }) => newPage(PHONE));

const price = (page: Page, plan: string, which: "capital-price" | "outside-price") =>
  page.locator(`[data-plan-type="${plan}"] [data-testid="${which}"]`).textContent();

/** A language's text chunk, as Vite names them: en-….js, messages.fr-….js, default-faqs.ar-….js. */
const TEXTS_CHUNK = /^\/assets\/(?:[\w-]+\.)?(en|fr|ar)-[\w-]+\.js$/;

describe("landing page", () => {
  it("shows the seeded prices from local D1 in TND, Tunis and outside Tunis", async ({ page }) => {
    await gotoPage(page, baseUrl);
    await page.getByRole("heading", { name: "Simple, transparent pricing" }).waitFor();
    await page.getByText("Groups of max 4 learners").waitFor();

    await expect.poll(() => price(page, "subscription", "capital-price")).toBe("21 TND");
    await expect.poll(() => price(page, "subscription", "outside-price")).toBe("19 TND");
    await expect.poll(() => price(page, "flexible", "capital-price")).toBe("30 TND");
    await expect.poll(() => price(page, "flexible", "outside-price")).toBe("28 TND");
  });

  it("switches to Arabic, mirrors the layout, and keeps the choice across a reload", async ({ page }) => {
    await gotoPage(page, baseUrl);
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();

    await page.getByRole("heading", { name: "أسعار بسيطة وواضحة" }).waitFor();
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
      .toEqual(["ar", "rtl"]);
    await expect.poll(() => page.title()).toBe("Café Talk — جلسات محادثة باللغات في مقاهي تونس");

    await page.reload();
    await waitForHydration(page);
    await page.getByRole("heading", { name: "أسعار بسيطة وواضحة" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await expect.poll(() => price(page, "subscription", "capital-price")).toBe("21 د.ت");

    // Mirrored: the RECOMMENDED badge sits at the card's start, which is its right edge in Arabic.
    const card = await page.locator('[data-plan-type="subscription"]').boundingBox();
    const badge = await page.getByText("موصى به").boundingBox();
    expect(card && badge).toBeTruthy();
    const distanceFromRight = card!.x + card!.width - (badge!.x + badge!.width);
    const distanceFromLeft = badge!.x - card!.x;
    expect(distanceFromRight).toBeLessThan(distanceFromLeft);
  });

  it("honours ?lang=fr and stores it", async ({ page }) => {
    await gotoPage(page, `${baseUrl}/?lang=fr`);
    await page.getByRole("heading", { name: "Des tarifs simples et transparents" }).waitFor();
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, localStorage.getItem("locale")]))
      .toEqual(["fr", "fr"]);
  });

  it("shows its content with JavaScript off: the Worker rendered it", async ({ newPage }) => {
    const noScript = await newPage({ javaScriptEnabled: false });
    await noScript.goto(`${baseUrl}/?lang=ar`);
    await noScript.getByRole("heading", { name: "أسعار بسيطة وواضحة" }).waitFor();
    await expect.poll(() => price(noScript, "subscription", "capital-price")).toBe("21 د.ت");
    await expect.poll(() => noScript.locator("#faq h3").count()).toBeGreaterThan(0);
  });

  it("hydrates in each language without a single console error or warning, then works", async ({ page }) => {
    for (const locale of ["en", "fr", "ar"]) {
      const messages: string[] = [];
      page.on(
        "console",
        (message) =>
          void (["error", "warning"].includes(message.type()) && messages.push(`${locale}: ${message.text()}`)),
      );
      page.on("pageerror", (error) => messages.push(`${locale}: ${error.message}`));
      const textsLoaded = new Set<string>();
      page.on(
        "request",
        (request) => void textsLoaded.add(TEXTS_CHUNK.exec(new URL(request.url()).pathname)?.[1] ?? ""),
      );
      await gotoPage(page, `${baseUrl}/?lang=${locale}`, { waitUntil: "networkidle" });
      const second = page.locator("#faq h3 button").nth(1);
      await second.click();
      await expect.poll(() => second.getAttribute("aria-expanded")).toBe("true");
      await expect.poll(() => page.locator('#faq [aria-expanded="true"]').count()).toBe(1);
      expect(messages).toEqual([]);
      // Only the page's language's texts are downloaded.
      expect([...textsLoaded].filter(Boolean)).toEqual([locale]);
      page.removeAllListeners("request");
      page.removeAllListeners("console");
      page.removeAllListeners("pageerror");
    }
  });
});

describe("other pages", () => {
  it("draws every icon from the one cached sprite, in each language", async ({ page }) => {
    for (const lang of ["en", "ar"]) {
      await gotoPage(page, `${baseUrl}/?lang=${lang}`);
      const icons = page.locator("svg > use");
      await expect.poll(() => icons.count()).toBeGreaterThan(20);
      const hrefs = await icons.evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
      const files = [...new Set(hrefs.map((href) => href.split("#")[0]))];
      expect(files).toEqual([expect.stringMatching(/^\/assets\/icons-\w+\.svg$/)]);
      const sprite = await (await fetch(`${baseUrl}${files[0]}`)).text();
      const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
      expect(hrefs.map((href) => href.split("#")[1]).filter((name) => !symbols.has(name!))).toEqual([]);
      // In the first screen, each icon is drawn: a <use> whose file or symbol is missing stays empty.
      const undrawnOnScreen = () =>
        icons.evaluateAll((uses) =>
          uses
            .filter((use) => {
              const box = use.parentElement!.getBoundingClientRect();
              return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
            })
            .filter((use) => (use as SVGUseElement).getBBox().width === 0)
            .map((use) => use.getAttribute("href")),
        );
      await expect.poll(undrawnOnScreen).toEqual([]);
    }
  });

  it("shows the 404 page for an unknown path", async ({ page }) => {
    await gotoPage(page, `${baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expect.poll(() => page.title()).toBe("404 Page Not Found");
  });

  it("answers unknown API paths with JSON, never the SPA", async () => {
    const res = await fetch(`${baseUrl}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  it("shows 'Invalid Link' on a confirmation link without a token", async ({ page }) => {
    await gotoPage(page, `${baseUrl}/confirm-newsletter/`);
    await page.getByRole("heading", { name: "Invalid Link" }).waitFor();
    await page.getByText("Invalid confirmation link.").waitFor();
  });
});
