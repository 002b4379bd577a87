/**
 * Issue 18, point 2: an admin's own account page. They see every browser signed in as them (this
 * one marked), sign another out from here, and change their password, which signs out every
 * other browser and keeps this one.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { test } from "./fixtures.ts";
import { adminContext, baseUrl, gotoPage, localAdmin, PHONE } from "./helpers.ts";

const SHOTS = process.env.ACTIVITY_SHOTS;

/** Whether the page's browser still has a session: the API answers who it is, or 401. */
const signedIn = (page: Page) => page.evaluate(async () => (await fetch("/api/auth/user")).status === 200);

describe("the account page", () => {
  test("lists this browser and another, signs the other out, and changes the password", async ({
    adminPage,
    browser,
    newContext,
  }) => {
    const other = await (await adminContext(browser)).newPage();
    await gotoPage(other, `${baseUrl()}/admin`);

    await gotoPage(adminPage, `${baseUrl()}/admin/account`);
    const sessions = adminPage.getByRole("table", { name: "Your sessions" });
    await expect.poll(() => sessions.getByRole("row").count()).toBeGreaterThanOrEqual(3);
    expect(await sessions.getByText("This browser").count()).toBe(1);
    expect(await sessions.textContent()).toContain("Chrome on Linux");
    // Polled: a toast fading in or out is caught mid-colour otherwise.
    await expectNoSeriousViolations(adminPage);
    if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/account-desktop.png`, fullPage: true });

    // Sign every other browser out, one button at a time.
    const signOutButtons = sessions.getByRole("button", { name: /^Sign out / });
    while ((await signOutButtons.count()) > 0) {
      const before = await signOutButtons.count();
      await signOutButtons.first().click();
      await expect.poll(() => signOutButtons.count()).toBe(before - 1);
    }
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(adminPage)).toBe(true);

    // A wrong current password is said under its field; the right one changes it.
    const { password } = localAdmin();
    const newPassword = `${password}-changed`;
    const again = await (await adminContext(browser)).newPage();
    await gotoPage(again, `${baseUrl()}/admin`);
    await adminPage.getByLabel("Current password").fill("not the password");
    await adminPage.getByLabel("New password").fill(newPassword);
    await adminPage.getByRole("button", { name: "Change password" }).click();
    await adminPage.getByText("This is not your current password.").waitFor();
    await adminPage.getByLabel("Current password").fill(password);
    await adminPage.getByRole("button", { name: "Change password" }).click();
    await adminPage.getByText("Password changed. 1 other browser(s) signed out.").waitFor();
    expect(await signedIn(again)).toBe(false);
    expect(await signedIn(adminPage)).toBe(true);

    // Back to the seeded password, for the other files that sign in with it.
    await adminPage.getByLabel("Current password").fill(newPassword);
    await adminPage.getByLabel("New password").fill(password);
    await adminPage.getByRole("button", { name: "Change password" }).click();
    await adminPage.getByText("Password changed.", { exact: true }).waitFor();

    const phone = await (
      await newContext({ ...PHONE, storageState: await adminPage.context().storageState() })
    ).newPage();
    await gotoPage(phone, `${baseUrl()}/admin/account`);
    await phone.getByRole("table", { name: "Your sessions" }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/account-phone.png`, fullPage: true });
  });
});
