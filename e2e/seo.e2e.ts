import { describe, expect, inject } from "vitest";
import { test as it } from "./fixtures.ts";
import { apiFromPage, gotoPage } from "./helpers.ts";
import { validate } from "./html-checker.ts";

const baseUrl = inject("baseUrl");

/** The HTML a crawler gets: no JavaScript, no cookies. */
/**
 * One connection per page, as a crawler opens: between two pages the checker's JVM can take long
 * enough on a busy machine for the server to drop the idle kept-alive socket just as the next
 * request goes out on it ("other side closed").
 */
async function rawHtml(path: string) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { Accept: "text/html", Connection: "close" } });
  return { status: res.status, html: await res.text() };
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("/admin/seo", () => {
  it("a new French title is in the raw HTML of the French page at the next request", async ({ adminPage: page }) => {
    await gotoPage(page, `${baseUrl}/admin/seo`);
    const field = page.getByLabel("Title (Français)");
    await field.waitFor();
    const original = await field.inputValue();
    const changed = `Café Talk — conversation en petits groupes ${Date.now()}`;
    try {
      await field.fill(changed);
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("SEO settings updated successfully").waitFor();
      expect(titleOf((await rawHtml("/?lang=fr")).html)).toBe(changed);
      expect(titleOf((await rawHtml("/?lang=en")).html)).not.toBe(changed);
    } finally {
      await apiFromPage(page, "/api/seo", { method: "PUT", body: { defaultTitleFr: original } });
    }
  });

  it("refuses AI info JSON that does not parse: 'Invalid JSON' toast, nothing saved", async ({ adminPage: page }) => {
    await gotoPage(page, `${baseUrl}/admin/seo`);
    const before = await apiFromPage<Record<string, unknown>>(page, "/api/seo");
    await page.getByRole("tab", { name: "GEO" }).click();
    await page.getByLabel("AI info JSON").fill('{"founded": 2025,');
    await page.getByLabel("Heading (English)").fill("This must not be saved");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("AI Info JSON contains invalid JSON. Please fix the syntax.").waitFor();
    await page.getByText("Invalid JSON", { exact: true }).waitFor();
    expect(await apiFromPage(page, "/api/seo")).toEqual(before);
  });
});

describe("the HTML the Worker writes", () => {
  it.each([
    "/",
    "/?lang=fr",
    "/?lang=ar",
    "/privacy",
    "/privacy?lang=ar",
    "/admin",
    "/confirm-newsletter/abc",
    "/no/such/page",
  ])("%s validates with no errors", async (path) => {
    const { html } = await rawHtml(path);
    const errors = validate(html).filter((message) => message.type === "error");
    expect(errors).toEqual([]);
  });
});

describe("the Content-Security-Policy", () => {
  it("is never violated by the landing page, its forms and their validation", async ({ newContext }) => {
    const context = await newContext();
    const visitor = await context.newPage();
    const cdp = await context.newCDPSession(visitor);
    const issues: string[] = [];
    cdp.on("Audits.issueAdded", (event) => {
      if (event.issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(event.issue.details));
    });
    await cdp.send("Audits.enable");
    await gotoPage(visitor, baseUrl, { waitUntil: "networkidle" });
    await visitor.locator("#hero").getByRole("button").nth(0).click();
    await visitor.getByRole("dialog").locator('button[type="submit"]').click();
    await visitor.getByRole("dialog").getByRole("alert").first().waitFor();
    expect(issues).toEqual([]);
  });
});
