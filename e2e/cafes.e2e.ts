import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { seriousViolations } from "./axe.ts";
import { test as it } from "./fixtures.ts";
import { DESKTOP, gotoPage, nextWeekday, PHONE } from "./helpers.ts";

const baseUrl = inject("baseUrl");

/** The row of the list whose text has `text`, once the search has narrowed the list to it. */
async function searchedRow(page: Page, table: string, text: string) {
  await page.getByLabel("Search").fill(text);
  const row = page.getByRole("table", { name: table }).locator("tbody tr").filter({ hasText: text });
  await row.waitFor();
  return row;
}

describe("cafés in the back office", () => {
  for (const [size, viewport] of [
    ["a 390 px phone", PHONE],
    ["a 1280 px laptop", DESKTOP],
  ] as [string, BrowserContextOptions][]) {
    it(`an admin adds a café, fixing a bad map link, holds a session in it, and the session follows its city, on ${size}`, {
      timeout: 120_000,
    }, async ({ admin, newContext }) => {
      const stamp = `${viewport.viewport!.width}-${Date.now()}`;
      const name = `Café Jasmin ${stamp}`;
      const title = `Jasmin English ${stamp}`;
      const page = await (await newContext({ ...viewport, storageState: await admin.storageState() })).newPage();

      await gotoPage(page, `${baseUrl}/admin/cafes`);
      await page.getByRole("table", { name: "Cafés" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.viewport!.width,
      );

      await page.getByRole("button", { name: "New café" }).click();
      const dialog = page.getByRole("dialog", { name: "New café" });
      await dialog.getByLabel("Name", { exact: true }).fill(name);
      await dialog.getByLabel("Address", { exact: true }).fill("Rue de la Kasbah");
      await dialog.getByLabel("City", { exact: true }).selectOption("Sousse");
      await dialog.getByLabel("Map link", { exact: true }).fill("maps.google.com/jasmin");
      await dialog.getByRole("button", { name: "Create café" }).click();
      await dialog.getByText("Enter a full address starting with https://").waitFor();
      expect(await dialog.getByLabel("Map link", { exact: true }).getAttribute("aria-invalid")).toBe("true");
      expect(await seriousViolations(page)).toEqual([]);

      await dialog
        .getByLabel("Map link", { exact: true })
        .fill("https://www.openstreetmap.org/?mlat=35.8256&mlon=10.6411");
      await dialog.getByRole("button", { name: "Create café" }).click();
      await page.getByText("Café created successfully").waitFor();
      await dialog.waitFor({ state: "detached" });
      const cafeRow = await searchedRow(page, "Cafés", name);
      await expect.poll(() => cafeRow.textContent()).toContain("Sousse");
      await expect.poll(() => cafeRow.textContent()).toContain("0 sessions");

      // A session in it, from the session form: its city is the café's.
      await gotoPage(page, `${baseUrl}/admin/sessions`);
      await page.getByRole("button", { name: "New session" }).click();
      const form = page.getByRole("dialog", { name: "New session" });
      await form.getByLabel("Title", { exact: true }).fill(title);
      await form.getByLabel("First session").fill(nextWeekday(4, "18:30"));
      await form.getByLabel("Café", { exact: true }).selectOption({ label: `${name} · Sousse` });
      await expect.poll(() => form.getByTestId("cafe-city").textContent()).toContain("Sousse, the café's city");
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole("button", { name: "Create session" }).click();
      await page.getByText("Language session created successfully").waitFor();
      const sessionRow = await searchedRow(page, "Sessions", title);
      await expect.poll(() => sessionRow.textContent()).toContain("Sousse");

      // The café moves to Sfax: its session goes with it.
      await gotoPage(page, `${baseUrl}/admin/cafes`);
      const moved = await searchedRow(page, "Cafés", name);
      await expect.poll(() => moved.textContent()).toContain("1 session");
      await moved.getByRole("button", { name: `Edit ${name}` }).click();
      const edit = page.getByRole("dialog", { name: "Edit café" });
      await edit.getByLabel("City", { exact: true }).selectOption("Sfax");
      await edit.getByRole("button", { name: "Save changes" }).click();
      await edit.waitFor({ state: "detached" });
      await gotoPage(page, `${baseUrl}/admin/sessions`);
      const followed = await searchedRow(page, "Sessions", title);
      await expect.poll(() => followed.textContent()).toContain("Sfax");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
