/**
 * Issue 18, point 2: admins managed in the back office. An admin adds another with a first
 * password; the new admin signs in; a new password set for them signs them out; removing them
 * ends their access. Nobody can remove themselves.
 */
import type { Browser } from "playwright-core";
import { describe, expect } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { test } from "./fixtures.ts";
import { adminContext, baseUrl, DESKTOP, gotoPage, localAdmin, signInOnPage } from "./helpers.ts";

const SHOTS = process.env.ACTIVITY_SHOTS;

/** Signs in on the sign-in page; answers the page, on /admin when it worked. */
async function signInAs(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext(DESKTOP)).newPage();
  await gotoPage(page, `${baseUrl()}/api/login`);
  await signInOnPage(page, { email, password } as ReturnType<typeof localAdmin>);
  await page.waitForLoadState("networkidle");
  return page;
}

describe("the Admins page", () => {
  test("adds an admin, sets them a new password, removes them", async ({ adminPage, browser }) => {
    const email = `nour-${Date.now()}@cafetalk.tn`;
    await gotoPage(adminPage, `${baseUrl()}/admin/admins`);
    await adminPage.getByRole("button", { name: "New admin" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "New admin" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Name").fill("Nour");
    await dialog.getByLabel("First password").fill("short");
    await dialog.getByRole("button", { name: "Add admin" }).click();
    await dialog.getByText("At least 8 characters").waitFor();
    await dialog.getByLabel("First password").fill("a first password");
    await dialog.getByRole("button", { name: "Add admin" }).click();
    const row = adminPage.getByTestId("admin-row").filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain("Never");
    // Nobody removes themselves, nor resets their own password here: their row has no buttons.
    const mine = adminPage.getByTestId("admin-row").filter({ hasText: localAdmin().email });
    expect(await mine.getByRole("button").count()).toBe(0);
    // Polled: a toast fading in or out is caught mid-colour otherwise.
    await expectNoSeriousViolations(adminPage);
    if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/admins-desktop.png`, fullPage: true });

    const nour = await signInAs(browser, email, "a first password");
    expect(new URL(nour.url()).pathname).toBe("/admin");

    await row.getByRole("button", { name: `Set a new password for ${email}` }).click();
    const reset = adminPage.getByRole("dialog", { name: `New password for ${email}` });
    await reset.getByLabel("New password").fill("a second password");
    await reset.getByRole("button", { name: "Set password" }).click();
    await adminPage.getByText("Password set. 1 browser(s) signed out.").waitFor();
    expect(await nour.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);

    await row.getByRole("button", { name: `Remove ${email}` }).click();
    await adminPage.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => row.count()).toBe(0);
    const refused = await signInAs(browser, email, "a second password");
    expect(new URL(refused.url()).pathname).toBe("/api/login");
  });

  test("a new admin chooses their own password at their first sign-in, then reaches the dashboard", async ({
    browser,
  }) => {
    const email = `amel-${Date.now()}@cafetalk.tn`;
    const page = await (await adminContext(browser)).newPage();
    await gotoPage(page, `${baseUrl()}/admin/admins`);
    await page.getByRole("button", { name: "New admin" }).click();
    const dialog = page.getByRole("dialog", { name: "New admin" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("First password").fill("password1");
    await dialog.getByRole("button", { name: "Add admin" }).click();
    await dialog.getByText("This is one of the most common passwords: choose another").waitFor();
    await dialog.getByLabel("First password").fill("given by leila");
    await dialog.getByRole("button", { name: "Add admin" }).click();
    await page.getByTestId("admin-row").filter({ hasText: email }).waitFor();

    await page.getByRole("link", { name: "Log out" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await gotoPage(page, `${baseUrl()}/api/login`);
    await signInOnPage(page, { email, password: "given by leila" } as ReturnType<typeof localAdmin>);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Back office" }).count()).toBe(0);
    await page.getByLabel("Password you were given").fill("given by leila");
    await page.getByLabel("New password").fill(`${email} is mine`);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Must not contain the email address's name (the part before @)").waitFor();
    await page.getByLabel("New password").fill("a password of my own");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
  });
});
