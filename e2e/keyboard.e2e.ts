import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test as it } from "./fixtures.ts";
import { gotoPage } from "./helpers.ts";

const baseUrl = inject("baseUrl");

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
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect.poll(() => focusIsVisible(page)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe.each(["en", "ar"] as const)("dialogs by keyboard alone, in %s", (locale) => {
  it("the spot-request dialog", async ({ newContext }) => {
    const context = await newContext();
    await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
    const page = await context.newPage();
    await gotoPage(page, baseUrl, { waitUntil: "networkidle" });
    await operateByKeyboard(page, page.locator("#upcoming-lessons article").first().getByRole("button").last());
  });

  it("the contact dialog", async ({ newContext }) => {
    const context = await newContext();
    await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
    const page = await context.newPage();
    await gotoPage(page, baseUrl, { waitUntil: "networkidle" });
    await operateByKeyboard(page, page.locator("#contact").getByRole("button").nth(3));
  });
});

describe("back-office dialogs by keyboard alone", () => {
  it.for([
    ["/admin/sessions", "New session", "dialog"],
    ["/admin/faqs", /^Delete FAQ/, "alertdialog"],
  ] as const)("%s: %s", async ([path, name, role], { admin }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}${path}`, { waitUntil: "networkidle" });
    await operateByKeyboard(page, page.getByRole("button", { name }).first(), role);
    await page.close();
  });
});
