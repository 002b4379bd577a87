import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { describe, inject } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { test as it } from "./fixtures.ts";
import { gotoPage } from "./helpers.ts";

const baseUrl = inject("baseUrl");

const LOCALES = ["en", "fr", "ar"] as const;
const PUBLIC_PAGES = [
  "/",
  "/confirm-newsletter/not-a-real-token",
  "/unsubscribe-newsletter/",
  "/privacy",
  "/no-such-page",
  "/api/login",
];
const ADMIN_PAGES = [
  "/admin",
  "/admin/sessions",
  "/admin/pricing",
  "/admin/faqs",
  "/admin/requests",
  "/admin/newsletter",
  "/admin/seo",
  "/admin/site",
  "/admin/outbox",
  "/admin/leads",
  "/admin/people",
  "/admin/activity",
  "/admin/account",
  "/admin/admins",
  "/admin/calendar",
  "/admin/calendar?view=month",
];

/** Opens a public dialog on the landing page, in any language, by where its call to action sits. */
const PUBLIC_DIALOGS: Record<string, (page: Page) => Promise<void>> = {
  "Join as a Learner": (page) => page.locator("#hero").getByRole("button").nth(0).click(),
  "Join as a Teacher": (page) => page.locator("#hero").getByRole("button").nth(1).click(),
  "Café Owner partnership": (page) => page.locator("#hero").getByRole("button").nth(2).click(),
  "Contact Us": (page) => page.locator("#contact").getByRole("button").nth(3).click(),
  "request a spot": (page) => page.locator("#upcoming-lessons article").first().getByRole("button").last().click(),
};

/** A phone whose visitor chose this language, on one of the public pages. */
async function publicPage(
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>,
  locale: string,
  path = "/",
) {
  const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
  const page = await context.newPage();
  await gotoPage(page, `${baseUrl}${path}`, { waitUntil: "networkidle" });
  return page;
}

describe.each(LOCALES)("accessibility in %s (axe-core: no serious or critical violations)", (locale) => {
  it.for(PUBLIC_PAGES)("%s", async (path, { newContext }) => {
    const page = await publicPage(newContext, locale, path);
    await expectNoSeriousViolations(page);
  });

  it.for(Object.keys(PUBLIC_DIALOGS))(
    "the %s dialog, empty and with its field errors shown",
    async (name, { newContext }) => {
      const page = await publicPage(newContext, locale);
      await PUBLIC_DIALOGS[name]!(page);
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await expectNoSeriousViolations(page);
      await dialog.locator('button[type="submit"]').click();
      await dialog.getByRole("alert").first().waitFor();
      await expectNoSeriousViolations(page);
    },
  );
});

// The back office is in English whatever the visitor's language, so it is checked once.
describe("accessibility of the back office (signed in)", () => {
  it.for(ADMIN_PAGES)("%s", async (path, { admin }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}${path}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoSeriousViolations(page);
    await page.close();
  });

  it.for([
    ["/admin/sessions", "New session"],
    ["/admin/pricing", "New pricing plan"],
    ["/admin/faqs", "New FAQ"],
    ["/admin/newsletter", "Import CSV"],
  ])("%s: the %s dialog", async ([path, opener], { admin }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}${path}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: opener }).click();
    await page.getByRole("dialog").waitFor();
    await expectNoSeriousViolations(page);
    await page.close();
  });

  it("/admin/requests: the request detail dialog", async ({ admin }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}/admin/requests`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "View" }).first().click();
    await page.getByRole("dialog").waitFor();
    await expectNoSeriousViolations(page);
    await page.close();
  });

  it("/admin/faqs: the delete confirmation", async ({ admin }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}/admin/faqs`, { waitUntil: "networkidle" });
    await page
      .getByRole("button", { name: /^Delete FAQ/ })
      .first()
      .click();
    await page.getByRole("alertdialog").waitFor();
    await expectNoSeriousViolations(page);
    await page.close();
  });
});
