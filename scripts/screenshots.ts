/**
 * Screenshots of every page in English, French and Arabic, phone and desktop, for a person to look at.
 * Usage: node scripts/screenshots.ts [--base-url http://localhost:8787] [--out test-results/screenshots]
 *   [--pages /,/admin] [--locales en,fr,ar] [--full] [--sign-in]
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { BrowserContext } from "playwright-core";
import { launchChromium } from "../e2e/chromium.ts";

const { values } = parseArgs({
  options: {
    "base-url": { type: "string", default: "http://localhost:8787" },
    out: { type: "string", default: "test-results/screenshots" },
    pages: { type: "string", default: "/,/admin,/confirm-newsletter/,/no-such-page" },
    locales: { type: "string", default: "en,fr,ar" },
    full: { type: "boolean", default: false },
    /** Sign in first with the local admin printed by `npm start`. */
    "sign-in": { type: "boolean", default: false },
  },
});

async function signIn(context: BrowserContext) {
  const admin = JSON.parse(readFileSync(".wrangler/state/local-admin.json", "utf8")) as {
    email: string;
    password: string;
  };
  const page = await context.newPage();
  await page.goto(new URL("/api/login", values["base-url"]).href);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/admin/);
  await page.close();
}

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
mkdirSync(values.out, { recursive: true });
const browser = await launchChromium();
try {
  for (const path of values.pages.split(",")) {
    for (const locale of values.locales.split(",")) {
      for (const [device, viewport] of Object.entries(viewports)) {
        const context = await browser.newContext({ viewport, isMobile: device === "phone" });
        // As a visitor's choice of language is kept: the cookie for the Worker's pages, storage for the SPA.
        await context.addCookies([{ name: "locale", value: locale, url: values["base-url"] }]);
        await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
        if (values["sign-in"]) await signIn(context);
        const page = await context.newPage();
        await page.goto(new URL(path, values["base-url"]).href, { waitUntil: "networkidle" });
        const name = `${path.replace(/\W+/g, "_") || "home"}-${locale}-${device}.png`;
        await page.screenshot({ path: join(values.out, name), fullPage: values.full });
        console.log(join(values.out, name));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
