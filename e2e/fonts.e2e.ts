/**
 * The webfonts (decision 0034): an Arabic page draws its text in the subset of Noto Sans Arabic
 * that web/fonts/ holds, every weight its first screen uses loaded (a file the browser rejects
 * would leave the phone's own font, silently); an English or French page downloads no Arabic font.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test as it } from "./fixtures.ts";
import { gotoPage, PHONE } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const ARABIC_FONT = /\/assets\/noto-sans-arabic-(\d{3})-[\w-]{8}\.woff2$/;

/** The fonts the page downloads, with their sizes in bytes. */
function fontsDownloaded(page: Page): { path: string; bytes: number; type: string }[] {
  const fonts: { path: string; bytes: number; type: string }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "font") return;
    const body = await response.body();
    fonts.push({
      path: new URL(response.url()).pathname,
      bytes: body.length,
      type: response.headers()["content-type"] ?? "",
    });
  });
  return fonts;
}

/** The Arabic faces as the page holds them: weight and load status. */
const arabicFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replaceAll('"', "") === "Noto Sans Arabic")
      .map((face) => `${face.weight} ${face.status}`)
      .sort(),
  );

describe("the public pages' webfonts", () => {
  it("set an Arabic page in the subset of Noto Sans Arabic, its three weights loaded", async ({ newPage }) => {
    const page = await newPage(PHONE);
    const fonts = fontsDownloaded(page);
    await gotoPage(page, `${baseUrl}/?lang=ar`, { waitUntil: "networkidle" });
    await expect.poll(() => arabicFaces(page)).toEqual(["400 loaded", "600 loaded", "700 loaded"]);
    const heading = await page.locator("h1").textContent();
    expect(await page.evaluate((text) => document.fonts.check('700 36px "Noto Sans Arabic"', text), heading!)).toBe(
      true,
    );
    const arabic = fonts.filter(({ path }) => ARABIC_FONT.test(path));
    expect(arabic.map(({ path }) => ARABIC_FONT.exec(path)![1]).sort()).toEqual(["400", "600", "700"]);
    for (const font of arabic) {
      expect(font.type).toBe("font/woff2");
      // fontsource's whole Arabic files were 49–54 KB; the subset is 21–22 KB.
      expect(font.bytes).toBeLessThan(30 * 1024);
    }
  });

  for (const locale of ["en", "fr"] as const)
    it(`download no Arabic font on the ${locale} page`, async ({ newPage }) => {
      const page = await newPage(PHONE);
      const fonts = fontsDownloaded(page);
      await gotoPage(page, `${baseUrl}/?lang=${locale}`, { waitUntil: "networkidle" });
      await page.locator("footer").scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      expect(fonts.map(({ path }) => path).filter((path) => /inter-latin-wght/.test(path))).toHaveLength(1);
      expect(fonts.filter(({ path }) => ARABIC_FONT.test(path))).toEqual([]);
      expect(await arabicFaces(page)).toEqual(["400 unloaded", "600 unloaded", "700 unloaded"]);
    });
});
