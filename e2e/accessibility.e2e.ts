import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchChromium } from "./chromium.ts";
import { adminContext } from "./helpers.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium(inject("chromePath"));
  admin = await adminContext(browser);
});
afterAll(async () => {
  await browser?.close();
});

const LOCALES = ["en", "fr", "ar"] as const;
const PUBLIC_PAGES = ["/", "/confirm-newsletter/not-a-real-token", "/unsubscribe-newsletter/", "/no-such-page", "/api/login"];
const ADMIN_PAGES = ["/admin", "/admin/sessions", "/admin/pricing", "/admin/faqs", "/admin/requests", "/admin/newsletter", "/admin/seo", "/admin/outbox", "/admin/leads"];

describe.each(LOCALES)("accessibility in %s (axe-core: no serious or critical violations)", (locale) => {
  it.each(PUBLIC_PAGES)("%s", async (path) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(ADMIN_PAGES)("%s (signed in)", async (path) => {
    const page = await admin.newPage();
    await page.addInitScript((l) => localStorage.setItem("locale", l), locale);
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
