/**
 * Issue 18, point 1: second factors, end to end in Chromium. A new admin sets up an authenticator
 * app (key from the page, codes computed as the app would) and saves the recovery codes shown
 * once, adds a passkey (Chromium's virtual authenticator, driven through the DevTools protocol),
 * then signs in each way: password + app code, a passkey alone, password + recovery code.
 *
 * Passkeys need a domain for their relying party, not an IP address: this file uses the server
 * through http://localhost, which browsers treat as secure as 127.0.0.1.
 */
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import type { ActivityPage } from "../schema/api.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { test } from "./fixtures.ts";
import { apiFromPage, baseUrl, DESKTOP, gotoPage, type localAdmin, signInOnPage } from "./helpers.ts";

const SHOTS = process.env.ACTIVITY_SHOTS;
const GIVEN_PASSWORD = "a first password";
const PASSWORD = "a password of my own";

/** The app's code `stepsAhead` 30-second steps from now (the current one is spent once used). */
const appCode = (key: string, stepsAhead = 0) =>
  generateHOTP(
    decodeBase32IgnorePadding(key.replaceAll(" ", "").toUpperCase()),
    BigInt(Math.floor(Date.now() / 30_000) + stepsAhead),
    6,
  );

const signedIn = (page: Page) => page.evaluate(async () => (await fetch("/api/auth/user")).status === 200);

async function signOut(page: Page, origin: string) {
  await page.goto(`${origin}/api/auth/logout`);
  expect(await signedIn(page)).toBe(false);
}

describe("second factors", () => {
  test("an authenticator app, a passkey and recovery codes each complete a sign-in", async ({
    adminPage,
    newContext,
  }) => {
    const email = `rim-${Date.now()}@cafetalk.tn`;
    await gotoPage(adminPage, `${baseUrl()}/admin`);
    await apiFromPage(adminPage, "/api/admin/admins", {
      method: "POST",
      body: { email, name: "Rim", password: GIVEN_PASSWORD },
    });

    const origin = baseUrl().replace("127.0.0.1", "localhost");
    const page = await (await newContext(DESKTOP)).newPage();
    await gotoPage(page, `${origin}/api/login`);
    await signInOnPage(page, { email, password: GIVEN_PASSWORD } as ReturnType<typeof localAdmin>);
    await page.waitForURL(/\/admin$/);
    // Another admin chose that password: Rim replaces it before anything else.
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("Password you were given").fill(GIVEN_PASSWORD);
    await page.getByLabel("New password").fill(PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await gotoPage(page, `${origin}/admin/account`);

    // The authenticator app: a wrong code is said under the field; the right one turns it on.
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    await page.getByRole("img", { name: /QR code/ }).waitFor();
    const key = (await page.getByTestId("totp-key").textContent())!;
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/factors-totp-setup.png`, fullPage: true });
    await page.getByLabel("2. The 6-digit code the app shows now").fill("000000");
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByText("That code does not match.", { exact: false }).waitFor();
    await page.getByLabel("2. The 6-digit code the app shows now").fill(appCode(key));
    await page.getByRole("button", { name: "Turn on" }).click();

    // The recovery codes, shown this once.
    const dialog = page.getByRole("dialog", { name: "Save your recovery codes" });
    await dialog.waitFor();
    const recoveryCodes = await dialog.getByRole("listitem").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expectNoSeriousViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/factors-recovery-codes.png` });
    await dialog.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("10 unused recovery code(s) left.", { exact: false }).waitFor();

    // A passkey, from Chromium's virtual authenticator (a platform one that verifies its user).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.getByLabel("Name of the new passkey").fill("Work laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByRole("list", { name: "Your passkeys" }).getByText("Work laptop").waitFor();
    await expectNoSeriousViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/factors-account.png`, fullPage: true });

    // Password, then the app's code.
    await signOut(page, origin);
    await gotoPage(page, `${origin}/api/login?next=/admin/faqs`);
    await signInOnPage(page, { email, password: PASSWORD } as ReturnType<typeof localAdmin>);
    await page.waitForURL(/\/api\/login\/verify/);
    expect(await signedIn(page)).toBe(false);
    await page.getByRole("button", { name: "Sign in with a passkey" }).waitFor();
    await expectNoSeriousViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/factors-verify.png`, fullPage: true });
    await page.getByLabel("Code from your authenticator app").fill("123456");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("alert").getByText("That code is not right, or was already used.").waitFor();
    // The code that turned the app on is spent: the app's next one.
    await page.getByLabel("Code from your authenticator app").fill(appCode(key, 1));
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(/\/admin\/faqs$/);
    expect(await signedIn(page)).toBe(true);

    // A passkey alone, from the sign-in page.
    await signOut(page, origin);
    await gotoPage(page, `${origin}/api/login`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(/\/admin$/);
    expect(await signedIn(page)).toBe(true);

    // Password, then a recovery code; it is spent after.
    await signOut(page, origin);
    await gotoPage(page, `${origin}/api/login`);
    await signInOnPage(page, { email, password: PASSWORD } as ReturnType<typeof localAdmin>);
    await page.waitForURL(/\/api\/login\/verify/);
    await page.getByLabel("Code from your authenticator app").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(/\/admin$/);
    await gotoPage(page, `${origin}/admin/account`);
    await page.getByText("9 unused recovery code(s) left.", { exact: false }).waitFor();

    // Every sign-in is on the Activity page with its factor.
    const log = await apiFromPage<ActivityPage>(
      adminPage,
      `/api/admin/activity?actor=${encodeURIComponent(email)}&action=sign_in`,
    );
    expect(log.items.map((entry) => entry.context?.factor).sort()).toEqual([
      "passkey",
      "password",
      "recovery_code",
      "totp",
    ]);

    // Another admin resets them for an admin who lost them all: Rim is signed out, her factors gone.
    await gotoPage(adminPage, `${baseUrl()}/admin/admins`);
    const row = adminPage.getByTestId("admin-row").filter({ hasText: email });
    await row.getByText("1 passkey(s), authenticator app").waitFor();
    await row.getByRole("button", { name: `Reset factors of ${email}` }).click();
    await adminPage.getByRole("alertdialog").getByRole("button", { name: "Remove second factors" }).click();
    await row.getByText("None: password only").waitFor();
    expect(await signedIn(page)).toBe(false);
  });
});
