import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { LocalAdmin } from "../scripts/seed.ts";
import { launchChromium } from "./chromium.ts";
import { gotoPage } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const admin = JSON.parse(readFileSync(join(inject("stateDir"), "local-admin.json"), "utf8")) as LocalAdmin;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium(inject("chromePath"));
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await gotoPage(page, `${baseUrl}/api/login`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

/** Puts seeded content back as it was, through the admin API, for the other end-to-end tests. */
function restore(path: string, patch: Record<string, unknown>) {
  return page.evaluate(
    ([url, body]) =>
      fetch(url, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(
        (res) => res.status,
      ),
    [path, patch] as const,
  );
}

async function publicPage() {
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const landing = await visitor.newPage();
  await gotoPage(landing, `${baseUrl}/?lang=en`);
  await landing.locator("#faq h3").first().waitFor();
  return { landing, close: () => visitor.close() };
}

describe("the back office feeds the public page", () => {
  it("an edited plan price is the price visitors see", async () => {
    try {
      await gotoPage(page, `${baseUrl}/admin/pricing`);
      const row = page.locator("tr", { has: page.getByRole("cell", { name: "Subscription", exact: true }) }).first();
      expect(await row.getByRole("cell").nth(1).textContent()).toBe("21 TND");
      await row.getByRole("button", { name: /^Edit / }).click();
      const dialog = page.getByRole("dialog", { name: "Edit pricing plan" });
      await dialog.getByLabel("Tunis price (TND)", { exact: true }).fill("24");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByText("Pricing plan updated successfully").waitFor();
      await dialog.waitFor({ state: "detached" });
      expect(await row.getByRole("cell").nth(1).textContent()).toBe("24 TND");

      const { landing, close } = await publicPage();
      expect(await landing.locator('[data-plan-type="subscription"] [data-testid="capital-price"]').textContent()).toBe(
        "24 TND",
      );
      await close();
    } finally {
      expect(await restore("/api/admin/pricing/1", { capitalPrice: 21 })).toBe(200);
    }
  });

  it("a deactivated FAQ disappears from the public page", async () => {
    const question = "Is the first session really free?";
    try {
      const before = await publicPage();
      await before.landing.getByRole("button", { name: question }).waitFor();
      await before.close();

      await gotoPage(page, `${baseUrl}/admin/faqs`);
      const row = page.locator("tr", { has: page.getByRole("cell", { name: question, exact: true }) });
      await row.getByRole("switch").click();
      await page.getByText("FAQ updated successfully").waitFor();
      await row.getByText("Inactive", { exact: true }).waitFor();

      const { landing, close } = await publicPage();
      const questions = await landing.locator("#faq h3").allTextContents();
      expect(questions).not.toContain(question);
      expect(questions[0]).toBe("How many people are in a group?");
      expect(await landing.locator('#faq h3 button[aria-expanded="true"]').allTextContents()).toEqual([
        "How many people are in a group?",
      ]);
      await close();
    } finally {
      expect(await restore("/api/admin/faqs/1", { isActive: true })).toBe(200);
    }
  });

  it("asks before deleting a plan or an FAQ", async () => {
    await gotoPage(page, `${baseUrl}/admin/pricing`);
    await page
      .getByRole("button", { name: /^Delete / })
      .first()
      .click();
    const confirmPlan = page.getByRole("alertdialog", { name: "Are you sure you want to delete this pricing plan?" });
    await confirmPlan.getByRole("button", { name: "Cancel" }).click();
    await confirmPlan.waitFor({ state: "detached" });

    await gotoPage(page, `${baseUrl}/admin/faqs`);
    await page
      .getByRole("button", { name: /^Delete / })
      .first()
      .click();
    const confirmFaq = page.getByRole("alertdialog", { name: "Are you sure you want to delete this FAQ?" });
    await confirmFaq.getByRole("button", { name: "Cancel" }).click();
    await confirmFaq.waitFor({ state: "detached" });
    expect(await page.locator("tbody tr").count()).toBe(9);
  });
});
