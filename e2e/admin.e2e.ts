import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "./fixtures.ts";
import { baseUrl, gotoPage, localAdmin, signInOnPage } from "./helpers.ts";

const admin = localAdmin();
const path = (page: Page) => new URL(page.url()).pathname;

describe("back office access", () => {
  test("signs in through /api/login, shows the dashboard with the seeded data, and logs out to /", async ({
    newPage,
  }) => {
    const page = await newPage();
    await gotoPage(page, baseUrl());
    await page.getByRole("link", { name: "Admin", exact: true }).click();
    await page.getByRole("heading", { name: "Sign in to the back office" }).waitFor();
    await signInOnPage(page, admin);

    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(path(page)).toBe("/admin");
    await expect.poll(() => page.getByTestId("signed-in-as").textContent()).toBe(admin.email);
    const plans = page.getByRole("region", { name: "Active pricing plans" });
    await plans.getByText("21 TND · outside Tunis 19 TND").waitFor();
    await plans.getByText("Flexible Credits").waitFor();
    const faqs = page.getByRole("region", { name: "Active FAQs" });
    await faqs.getByText("Is the first session really free?").waitFor();
    await faqs.getByText("+5 more FAQs").waitFor();
    await expect
      .poll(() =>
        page
          .getByRole("main")
          .getByRole("link", { name: /^(Sessions|Pricing|FAQs|Session requests|Newsletter|SEO)/ })
          .count(),
      )
      .toBe(6);

    await page.getByRole("link", { name: "Log out" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    const me = await page.evaluate(() => fetch("/api/auth/user").then((r) => r.status));
    expect(me).toBe(401);
  });

  test("says the credentials are wrong without saying which", async ({ newPage }) => {
    const page = await newPage();
    await gotoPage(page, `${baseUrl()}/api/login`);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill("definitely wrong");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("alert").getByText("Invalid email or password.").waitFor();
  });

  test("sends a signed-out admin opening a page to sign in, then back to that page and its search", async ({
    newPage,
  }) => {
    const page = await newPage();
    await gotoPage(page, `${baseUrl()}/admin/requests?status=pending`);
    await page.getByRole("heading", { name: "Sign in to the back office" }).waitFor();
    expect(path(page)).toBe("/api/login");
    await signInOnPage(page, admin);
    await page.getByRole("heading", { name: "Session requests" }).waitFor();
    const { pathname, search } = new URL(page.url());
    expect(`${pathname}${search}`).toBe("/admin/requests?status=pending");
    await expect.poll(() => page.getByLabel("Status", { exact: true }).inputValue()).toBe("pending");
  });
});
