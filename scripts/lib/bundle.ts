/**
 * What the landing page really downloads: the built app served by the Worker (`wrangler dev`,
 * seeded), opened in Chromium in each language by a visitor who does nothing, every script
 * response recorded until the network has been quiet for a while. Vite's manifest only knows
 * static imports; this sees what the page fetches after hydration too (lazy sections, forms,
 * the toaster), in the order and at the time it fetches it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { findChromium, launchChromium } from "../../e2e/chromium.ts";
import { LOCALES, type Locale } from "../../schema/constants.ts";
import { seedLocal } from "../seed.ts";
import { testSecrets } from "./dev-vars.ts";
import { freePort } from "./run.ts";
import { serveWorker } from "./serve.ts";

/**
 * Budgets (gzip): everything a visitor who does nothing downloads, and the part of it fetched
 * before the page's first paint or for its first screen to work (issue 8's first load). Since
 * the islands (docs/decisions/0030-landing-islands.md) the first load is the entry alone, 6.7 KB
 * in every language: no React until a part of the page is needed. Until the network is quiet,
 * React comes too, fetched when the browser is idle so a first tap need not wait for it (issue
 * 37): 72.7 KB. They were 115 KB and 100 KB, for 108; the page's ceiling is 80 KB.
 */
export const BUDGETS = { untilIdle: 76 * 1024, firstLoad: 10 * 1024 } as const;

/**
 * A session's page (issue 38) loads the landing page's entry and islands loader; its share
 * buttons hydrate once in view (they say whether the phone can share), which brings React and
 * TanStack Query. Issue 38's budgets: before the first paint ≤ 100 KB, until quiet ≤ 115 KB. The
 * privacy page and the 404 page (issue 37: the same islands but the request and share) are held
 * to the same.
 */
export const PUBLIC_PAGE_BUDGETS = { beforeFirstPaint: 100 * 1024, untilIdle: 115 * 1024 } as const;

/** The network counts as idle once no request has started or finished for this long. */
const QUIET_MS = 2_000;

interface LoadedFile {
  /** Path on the site, e.g. /assets/landing-abc123.js. */
  path: string;
  gzip: number;
  /** When the browser asked for it, in ms after the navigation started. */
  requestedAt: number;
}

export interface LandingLoad {
  /** The page's path, `?lang=` left out. */
  path: string;
  locale: Locale;
  /** Every script, in request order, until the network went quiet with no interaction. */
  scripts: LoadedFile[];
  stylesheets: LoadedFile[];
  /** First contentful paint, in ms after the navigation started. */
  firstPaintAt: number;
  /** When React started hydrating the page, in ms. */
  hydrationStartsAt: number;
  /** Admin-only texts found in what the public page downloaded (must be none). */
  adminCode: string[];
}

/** Admin-only texts: if one of them is downloaded here, admin code ships to every visitor. */
const ADMIN_MARKERS = ["Café Talk admin", "New campaign", "Are you sure you want to delete"];

/** Compressed as a server would send it: sizes comparable from build to build whatever the dev server does. */
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const total = (files: { gzip: number }[]) => files.reduce((sum, file) => sum + file.gzip, 0);

/**
 * The first load: scripts requested before the first paint or before React could start hydrating
 * (the entry, everything it imports, the page's texts). The Worker's page paints before any of
 * them, and they stand between that paint and a first screen that works.
 */
export const firstLoad = (load: LandingLoad) =>
  load.scripts.filter((file) => file.requestedAt <= Math.max(load.firstPaintAt, load.hydrationStartsAt));

/** Opens a written page in one language in a fresh context (empty cache) and records what it downloads. */
async function measurePage(browser: Browser, baseUrl: string, path: string, locale: Locale): Promise<LandingLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, { type: string; body: Promise<Buffer> }>();
    let lastActivity = Date.now();
    page.on("request", () => (lastActivity = Date.now()));
    page.on("requestfinished", () => (lastActivity = Date.now()));
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      bodies.set(new URL(response.url()).pathname, { type, body: response.body() });
    });
    await page.addInitScript(watchHydrationStart);
    await page.goto(`${baseUrl}${path}?lang=${locale}`, { waitUntil: "networkidle" });
    // The whole page hydrated (its last section marks it), then no request for a while: what
    // hydration asks for is counted even when a busy machine makes hydration itself slow.
    await page.waitForSelector("#root[data-hydrated]", { state: "attached" });
    while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(250);

    const timings = await resourceTimings(page);
    const files = await Promise.all(
      [...bodies].map(async ([path, { type, body }]) => {
        const bytes = await body;
        return { path, type, bytes, gzip: gzipSize(bytes), requestedAt: timings.requested[path] ?? 0 };
      }),
    );
    const byRequest = (a: LoadedFile, b: LoadedFile) => a.requestedAt - b.requestedAt;
    const pick = (type: string) =>
      files
        .filter((file) => file.type === type)
        .map(({ path, gzip, requestedAt }) => ({ path, gzip, requestedAt }))
        .sort(byRequest);
    const scriptSource = files
      .filter((file) => file.type === "script")
      .map((file) => file.bytes.toString("utf8"))
      .join("\n");
    return {
      path,
      locale,
      scripts: pick("script"),
      stylesheets: pick("stylesheet"),
      firstPaintAt: timings.firstPaintAt,
      hydrationStartsAt: timings.hydrationStartsAt,
      adminCode: ADMIN_MARKERS.filter((marker) => scriptSource.includes(marker)),
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before its own scripts: notes when React starts hydrating, as
 * `<html data-hydration-starts-at>`. hydrateRoot's first act is to listen for every event on
 * the root element (#root, or an island's box); what the page requested before that is what it
 * needed to start. A page whose islands all wait for a visitor never starts: 0.
 */
function watchHydrationStart() {
  const listen = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof listen>) {
    const marks = document.documentElement.dataset;
    const aRoot = this instanceof Element && (this.id === "root" || this.hasAttribute("data-island"));
    if (aRoot && marks.hydrationStartsAt === undefined) marks.hydrationStartsAt = String(performance.now());
    return listen.apply(this, args);
  };
}

async function resourceTimings(page: Page) {
  return page.evaluate(() => {
    const requested: Record<string, number> = {};
    for (const entry of performance.getEntriesByType("resource")) {
      const path = new URL(entry.name).pathname;
      requested[path] ??= entry.startTime;
    }
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      requested,
      firstPaintAt: paint?.startTime ?? 0,
      hydrationStartsAt: Number(document.documentElement.dataset.hydrationStartsAt ?? 0),
    };
  });
}

/** Measures the landing page in every language, on a running server or on one served here from a fresh seeded state. */
export const measureLandingInEveryLanguage = (baseUrl?: string) => measurePagesInEveryLanguage(["/"], baseUrl);

/** Measures these written pages in every language, on a running server or on one served here from a fresh seeded state. */
export async function measurePagesInEveryLanguage(paths: string[], baseUrl?: string): Promise<LandingLoad[]> {
  const state = baseUrl ? undefined : mkdtempSync(join(tmpdir(), "cafe-talk-bundle-"));
  let server: Awaited<ReturnType<typeof serveWorker>> | undefined;
  let browser: Browser | undefined;
  try {
    if (state) {
      await seedLocal({ persistTo: state });
      const port = await freePort();
      server = await serveWorker({
        port,
        persistTo: state,
        inspectorPort: await freePort(),
        quiet: true,
        vars: { PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, ...testSecrets() },
      });
    }
    browser = await launchChromium(findChromium());
    const loads: LandingLoad[] = [];
    for (const path of paths)
      for (const locale of LOCALES) loads.push(await measurePage(browser, baseUrl ?? server!.url, path, locale));
    return loads;
  } finally {
    await browser?.close();
    server?.stop();
    if (state) rmSync(state, { recursive: true, force: true });
  }
}

/** Scripts requested before the first contentful paint. */
export const beforeFirstPaint = (load: LandingLoad) =>
  load.scripts.filter((file) => file.requestedAt <= load.firstPaintAt);
