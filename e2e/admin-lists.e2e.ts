/**
 * Issue 32, point 4: an admin list's filters live in its URL. Filtered, the leads list survives a
 * reload, and the back button takes it back to the list before the filter.
 */
import { describe, expect } from "vitest";
import { test } from "./fixtures.ts";
import { apiFromPage, baseUrl, gotoPage } from "./helpers.ts";

describe("an admin list in the URL", () => {
  test("keeps its filter through a reload, and goes back to the list before it", async ({ adminPage: page }) => {
    // This run's two leads, told apart from other files' by a word only they hold.
    const stamp = `urllist${Date.now().toString(36)}`;
    const base = { email: `${stamp}@example.tn`, city: "Sfax", languages: ["English"], locale: "en" };
    await gotoPage(page, `${baseUrl()}/admin`);
    await apiFromPage(page, "/api/leads", {
      method: "POST",
      body: { ...base, userType: "learner", name: `Learner ${stamp}`, level: "beginner" },
    });
    await apiFromPage(page, "/api/leads", {
      method: "POST",
      body: { ...base, userType: "teacher", name: `Teacher ${stamp}`, experience: "Five years in Madrid." },
    });
    const table = page.getByRole("table", { name: "Leads" });
    const rows = () => table.getByRole("row").filter({ hasText: stamp }).allTextContents();

    // A shared link: the search it names is the list shown.
    await gotoPage(page, `${baseUrl()}/admin/leads?q=${stamp}`);
    await expect.poll(rows).toHaveLength(2);
    expect(await page.getByLabel("Search").inputValue()).toBe(stamp);

    await page.getByLabel("Type").selectOption("teacher");
    await expect.poll(() => new URL(page.url()).searchParams.get("type")).toBe("teacher");
    await expect.poll(rows).toEqual([expect.stringContaining(`Teacher ${stamp}`)]);

    await page.reload();
    await expect.poll(() => page.getByLabel("Type").inputValue()).toBe("teacher");
    await expect.poll(rows).toEqual([expect.stringContaining(`Teacher ${stamp}`)]);

    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/admin/leads?q=${stamp}`);
    await expect.poll(() => page.getByLabel("Type").inputValue()).toBe("");
    await expect.poll(rows).toHaveLength(2);
  });
});
