import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";
import { gotoPage, waitForHydration } from "./helpers.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium(inject("chromePath"));
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
});

const price = (plan: string, which: "capital-price" | "outside-price") =>
  page.locator(`[data-plan-type="${plan}"] [data-testid="${which}"]`);

/** A language's text chunk, as Vite names them: en-….js, messages.fr-….js, default-faqs.ar-….js. */
const TEXTS_CHUNK = /^\/assets\/(?:[\w-]+\.)?(en|fr|ar)-[\w-]+\.js$/;

describe("landing page", () => {
  it("shows the seeded prices from local D1 in TND, Tunis and outside Tunis", async () => {
    await gotoPage(page, baseUrl);
    await page.getByRole("heading", { name: "Simple, transparent pricing" }).waitFor();
    await page.getByText("Groups of max 4 learners").waitFor();

    expect(await price("subscription", "capital-price").textContent()).toBe("21 TND");
    expect(await price("subscription", "outside-price").textContent()).toBe("19 TND");
    expect(await price("flexible", "capital-price").textContent()).toBe("30 TND");
    expect(await price("flexible", "outside-price").textContent()).toBe("28 TND");
  });

  it("switches to Arabic, mirrors the layout, and keeps the choice across a reload", async () => {
    await gotoPage(page, baseUrl);
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();

    await page.getByRole("heading", { name: "أسعار بسيطة وواضحة" }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "ar",
      "rtl",
    ]);
    expect(await page.title()).toBe("Café Talk — جلسات محادثة باللغات في مقاهي تونس");

    await page.reload();
    await waitForHydration(page);
    await page.getByRole("heading", { name: "أسعار بسيطة وواضحة" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await price("subscription", "capital-price").textContent()).toBe("21 د.ت");

    // Mirrored: the RECOMMENDED badge sits at the card's start, which is its right edge in Arabic.
    const card = await page.locator('[data-plan-type="subscription"]').boundingBox();
    const badge = await page.getByText("موصى به").boundingBox();
    expect(card && badge).toBeTruthy();
    const distanceFromRight = card!.x + card!.width - (badge!.x + badge!.width);
    const distanceFromLeft = badge!.x - card!.x;
    expect(distanceFromRight).toBeLessThan(distanceFromLeft);
  });

  it("honours ?lang=fr and stores it", async () => {
    await gotoPage(page, `${baseUrl}/?lang=fr`);
    await page.getByRole("heading", { name: "Des tarifs simples et transparents" }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem("locale")])).toEqual([
      "fr",
      "fr",
    ]);
  });

  it("shows its content with JavaScript off: the Worker rendered it", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`${baseUrl}/?lang=ar`);
    await noScript.getByRole("heading", { name: "أسعار بسيطة وواضحة" }).waitFor();
    expect(await noScript.locator('[data-plan-type="subscription"] [data-testid="capital-price"]').textContent()).toBe(
      "21 د.ت",
    );
    expect(await noScript.locator("#faq h3").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("hydrates in each language without a single console error or warning, then works", async () => {
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
      await page.locator('#faq [aria-expanded="false"]').first().click();
      expect(await page.locator('#faq [aria-expanded="true"]').count()).toBe(1);
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
  it("shows the 404 page for an unknown path", async () => {
    await gotoPage(page, `${baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.title()).toBe("404 Page Not Found");
  });

  it("answers unknown API paths with JSON, never the SPA", async () => {
    const res = await fetch(`${baseUrl}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  it("shows 'Invalid Link' on a confirmation link without a token", async () => {
    await gotoPage(page, `${baseUrl}/confirm-newsletter/`);
    await page.getByRole("heading", { name: "Invalid Link" }).waitFor();
    await page.getByText("Invalid confirmation link.").waitFor();
  });
});
