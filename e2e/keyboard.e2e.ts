import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";
import { adminContext, gotoPage } from "./helpers.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium(inject("chromePath"));
});
afterAll(async () => {
  await browser?.close();
});

/** The focused element draws a visible indicator: an outline or a box-shadow ring. */
function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
  });
}

/**
 * Opens a dialog from its button with the keyboard only, tabs through it (focus stays inside and
 * is always visible), closes it with Escape, and checks focus went back to the button.
 */
async function operateByKeyboard(page: Page, opener: Locator, dialogRole: "dialog" | "alertdialog" = "dialog") {
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole(dialogRole);
  await dialog.waitFor();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await focusIsVisible(page)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe.each(["en", "ar"] as const)("dialogs by keyboard alone, in %s", (locale) => {
  it("the spot-request dialog", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
    const page = await context.newPage();
    await gotoPage(page, baseUrl, { waitUntil: "networkidle" });
    await operateByKeyboard(page, page.locator("#upcoming-lessons article").first().getByRole("button").last());
    await context.close();
  });

  it("the contact dialog", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
    const page = await context.newPage();
    await gotoPage(page, baseUrl, { waitUntil: "networkidle" });
    await operateByKeyboard(page, page.locator("#contact").getByRole("button").nth(3));
    await context.close();
  });
});

describe("back-office dialogs by keyboard alone", () => {
  it.each([
    ["/admin/sessions", "New session", "dialog"],
    ["/admin/faqs", /^Delete FAQ/, "alertdialog"],
  ] as const)("%s: %s", async (path, name, role) => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await gotoPage(page, `${baseUrl}${path}`, { waitUntil: "networkidle" });
    await operateByKeyboard(page, page.getByRole("button", { name }).first(), role);
    await context.close();
  });
});
