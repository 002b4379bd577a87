import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test as it } from "./fixtures.ts";
import { gotoPage } from "./helpers.ts";

const baseUrl = inject("baseUrl");

/** Puts seeded content back as it was, through the admin API, for the other end-to-end tests. */
function restore(page: Page, path: string, patch: Record<string, unknown>) {
  return page.evaluate(
    ([url, body]) =>
      fetch(url, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(
        (res) => res.status,
      ),
    [path, patch] as const,
  );
}

/** The landing page as a visitor sees it now, in a context of its own. */
async function publicPage(newPage: (options?: BrowserContextOptions) => Promise<Page>) {
  const landing = await newPage();
  await gotoPage(landing, `${baseUrl}/?lang=en`);
  await landing.locator("#faq h3").first().waitFor();
  return landing;
}

describe("the back office feeds the public page", () => {
  it("an edited plan price is the price visitors see", async ({ adminPage: page, newPage }) => {
    try {
      await gotoPage(page, `${baseUrl}/admin/pricing`);
      const row = page.locator("tr", { has: page.getByRole("cell", { name: "Subscription", exact: true }) }).first();
      await expect.poll(() => row.getByRole("cell").nth(1).textContent()).toBe("21 TND");
      await row.getByRole("button", { name: /^Edit / }).click();
      const dialog = page.getByRole("dialog", { name: "Edit pricing plan" });
      await dialog.getByLabel("Tunis price (TND)", { exact: true }).fill("24");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByText("Pricing plan updated successfully").waitFor();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => row.getByRole("cell").nth(1).textContent()).toBe("24 TND");

      const landing = await publicPage(newPage);
      await expect
        .poll(() => landing.locator('[data-plan-type="subscription"] [data-testid="capital-price"]').textContent())
        .toBe("24 TND");
    } finally {
      expect(await restore(page, "/api/admin/pricing/1", { capitalPrice: 21 })).toBe(200);
    }
  });

  it("a deactivated FAQ disappears from the public page", async ({ adminPage: page, newPage }) => {
    const question = "Is the first session really free?";
    try {
      const before = await publicPage(newPage);
      await before.getByRole("button", { name: question }).waitFor();

      await gotoPage(page, `${baseUrl}/admin/faqs`);
      const row = page.locator("tr", { has: page.getByRole("cell", { name: question, exact: true }) });
      await row.getByRole("switch").click();
      await page.getByText("FAQ updated successfully").waitFor();
      await row.getByText("Inactive", { exact: true }).waitFor();

      const landing = await publicPage(newPage);
      const questions = () => landing.locator("#faq h3").allTextContents();
      await expect.poll(questions).not.toContain(question);
      await expect.poll(async () => (await questions())[0]).toBe("How many people are in a group?");
      await expect
        .poll(() => landing.locator('#faq h3 button[aria-expanded="true"]').allTextContents())
        .toEqual(["How many people are in a group?"]);
    } finally {
      expect(await restore(page, "/api/admin/faqs/1", { isActive: true })).toBe(200);
    }
  });

  it("asks before deleting a plan or an FAQ", async ({ adminPage: page }) => {
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
    await expect.poll(() => page.locator("tbody tr").count()).toBe(9);
  });
});
