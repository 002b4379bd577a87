import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { inject } from "vitest";
import type { Page as ListPage, OutboxEmail, OutboxItem } from "../schema/api.ts";
import type { LocalAdmin } from "../scripts/seed.ts";
import { seedCafes } from "../scripts/seed-data.ts";

export const baseUrl = () => inject("baseUrl");

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The admin account the e2e server was seeded with. */
export function localAdmin(): LocalAdmin {
  return JSON.parse(readFileSync(join(inject("stateDir"), "local-admin.json"), "utf8")) as LocalAdmin;
}

/** Fills the sign-in page the Worker serves at /api/login. */
export async function signInOnPage(page: Page, admin = localAdmin()) {
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A browser context already signed in as the local admin. */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/api/login`);
  await signInOnPage(page);
  await page.waitForURL(/\/admin$/);
  await page.close();
  return context;
}

/** Calls the API from inside a page, with its cookies and origin, and returns the JSON. */
export function apiFromPage<T>(page: Page, path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, {
        method: init?.method ?? "GET",
        headers: { "Content-Type": "application/json" },
        body: init?.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    { path, init },
  ) as Promise<T>;
}

/**
 * Opens a page and, when the Worker rendered it (the landing page), waits until React has
 * hydrated it: before that its buttons look ready but do nothing.
 */
export async function gotoPage(page: Page, url: string, options?: Parameters<Page["goto"]>[1]) {
  const response = await page.goto(url, options);
  await waitForHydration(page);
  return response;
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !document.querySelector("#root[data-server-rendered]:not([data-hydrated])"));
}

/** The next `weekday` (0 Sunday … 6 Saturday) after today in Tunis, at `time`, as the session form writes it. */
export function nextWeekday(weekday: number, time: string): string {
  const tunis = new Date(Date.now() + 60 * 60 * 1000);
  tunis.setUTCDate(tunis.getUTCDate() + ((weekday - tunis.getUTCDay() + 7) % 7 || 7));
  return `${tunis.toISOString().slice(0, 10)}T${time}`;
}

/** The newest captured email of `kind` to an address, read through the admin outbox API, waited for. */
export async function capturedEmail(adminPage: Page, to: string, kind: string): Promise<OutboxEmail> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const list = await apiFromPage<ListPage<OutboxItem>>(
      adminPage,
      `/api/admin/outbox?pageSize=100&q=${encodeURIComponent(to)}`,
    );
    const item = list.items.find((email) => email.recipient === to && email.kind === kind);
    if (item) return apiFromPage<OutboxEmail>(adminPage, `/api/admin/outbox/${item.id}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} email to ${to}`);
}

/** The id of a café the seed made (scripts/seed-data.ts), for the sessions a test creates in it. */
export const seededCafeId = (name: string) => seedCafes.find((cafe) => cafe.name === name)!.id;
