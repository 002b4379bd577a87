import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test as it } from "./fixtures.ts";
import { apiFromPage, gotoPage } from "./helpers.ts";

const baseUrl = inject("baseUrl");

/** Would run if any page put it into the DOM as HTML. */
const PAYLOAD = `<img src=x onerror="window.__injected=1">Rym`;

it.beforeAll(async ({ adminPage }) => {
  await gotoPage(adminPage, baseUrl);
  // Stored through the public endpoints, as a visitor would.
  await apiFromPage(adminPage, "/api/leads", {
    method: "POST",
    body: {
      userType: "contact",
      name: PAYLOAD,
      email: "rym.html@example.tn",
      subject: PAYLOAD,
      message: `${PAYLOAD} <script>window.__injected=2</script>`,
      contactMethod: "email",
    },
  });
  await apiFromPage(adminPage, "/api/newsletter", {
    method: "POST",
    body: { email: "rym.html@example.tn", name: PAYLOAD },
  });
  const [session] = await apiFromPage<{ id: number }[]>(adminPage, "/api/sessions");
  await apiFromPage(adminPage, "/api/session-requests", {
    method: "POST",
    body: { sessionId: session!.id, name: PAYLOAD, email: "rym.html@example.tn", level: "beginner" },
  });
});
async function expectShownAsText(admin: BrowserContext, path: string, open?: (page: Page) => Promise<void>) {
  const page = await admin.newPage();
  await gotoPage(page, `${baseUrl}${path}`, { waitUntil: "networkidle" });
  await open?.(page);
  await page.getByText(PAYLOAD).first().waitFor();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __injected?: number }).__injected))
    .toBeUndefined();
  await expect.poll(() => page.locator('img[src="x"]').count()).toBe(0);
  await page.close();
}

describe("HTML typed into the forms is shown as text, never run", () => {
  it("in /admin/leads and the lead's own page", ({ admin }) =>
    expectShownAsText(admin, "/admin/leads", async (page) => {
      await page.getByRole("link", { name: PAYLOAD }).first().click();
      await page.waitForURL(/\/admin\/leads\/\d+$/);
    }));

  it("in /admin/requests", ({ admin }) => expectShownAsText(admin, "/admin/requests"));

  it("in /admin/newsletter", ({ admin }) => expectShownAsText(admin, "/admin/newsletter"));

  it("in the emails: the copy sent to the visitor escapes it", async ({ adminPage }) => {
    const list = await apiFromPage<{ items: { id: number; recipient: string; kind: string }[] }>(
      adminPage,
      "/api/admin/outbox?pageSize=100",
    );
    const copies = list.items.filter((item) => item.recipient === "rym.html@example.tn");
    expect(copies.length).toBeGreaterThanOrEqual(3);
    for (const item of copies) {
      const email = await apiFromPage<{ html: string }>(adminPage, `/api/admin/outbox/${item.id}`);
      expect(email.html, item.kind).not.toContain("<img src=x");
      expect(email.html, item.kind).not.toContain("<script>window.__injected");
    }
  });
});
