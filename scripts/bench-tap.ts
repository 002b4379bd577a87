/**
 * `npm run bench:tap`: how long a phone visitor on a slow network waits between tapping a call to
 * action of the landing page and seeing its form. The built app, served by the Worker from a fresh
 * seeded state; Chromium as a phone (390 px, touch) with the network held at Lighthouse's "slow
 * 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, by CDP); a fresh cache for every tap.
 * The visitor opens the page, scrolls the button into view, reads until the network is quiet,
 * and taps. Printed per language and button: the time to the first thing the page shows in
 * answer (the button pressed, or the dialog), and to the dialog with its form's submit button.
 */
import type { Browser, Page } from "playwright-core";
import { findChromium, launchChromium } from "../e2e/chromium.ts";
import { PHONE } from "../e2e/helpers.ts";
import type { Locale } from "../schema/constants.ts";
import { serveSeededBuild } from "./lib/serve.ts";

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const RUNS = Number(process.env.BENCH_TAP_RUNS ?? 3);
const LOCALES: Locale[] = ["en", "ar"];

/** Each call to action measured: where it is, and which of its section's buttons. */
const BUTTONS = [
  { name: "hero: join as a learner", section: "#hero", index: 0 },
  { name: "pricing: claim my free session", section: "#pricing", index: 0 },
  { name: "schedule: request a spot", section: "#upcoming-lessons", index: 0 },
] as const;

interface Tap {
  /** From the touch to the first answer on screen: the button busy, or a dialog. */
  feedback: number;
  /** From the touch to the dialog showing its form. */
  dialog: number;
}

/** Runs in the page: notes the tap's time, then the first frame showing each answer. */
function watchTap() {
  const marks = document.documentElement.dataset;
  const seen = (name: string, found: () => boolean, tappedAt: number) => {
    const look = () => {
      if (found()) marks[name] = String(performance.now() - tappedAt);
      else requestAnimationFrame(look);
    };
    look();
  };
  addEventListener(
    "pointerdown",
    () => {
      const tappedAt = performance.now();
      seen("tapFeedback", () => !!document.querySelector('[aria-busy="true"], [role="dialog"]'), tappedAt);
      seen("tapDialog", () => !!document.querySelector('[role="dialog"] form button[type="submit"]'), tappedAt);
    },
    { capture: true, once: true },
  );
}

async function networkQuiet(page: Page, quietMs = 1500) {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on("request", touch);
  page.on("requestfinished", touch);
  while (Date.now() - last < quietMs) await page.waitForTimeout(100);
  page.off("request", touch);
  page.off("requestfinished", touch);
}

async function tapOnce(browser: Browser, base: string, locale: Locale, button: (typeof BUTTONS)[number]) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await page.goto(`${base}/?lang=${locale}`);
    await page.waitForSelector("#root[data-hydrated]", { state: "attached", timeout: 60_000 });
    const target = page.locator(button.section).getByRole("button").nth(button.index);
    await target.scrollIntoViewIfNeeded();
    await networkQuiet(page);
    await page.evaluate(watchTap);
    await target.tap();
    await page.waitForFunction(() => document.documentElement.dataset.tapDialog !== undefined, null, {
      timeout: 30_000,
    });
    const marks = await page.evaluate(() => ({ ...document.documentElement.dataset }));
    return { feedback: Number(marks.tapFeedback), dialog: Number(marks.tapDialog) } satisfies Tap;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const app = await serveSeededBuild("bench-tap");
const browser = await launchChromium(findChromium());
try {
  console.log(`\nTap to form, phone, 150 ms round trip (slow 4G), median of ${RUNS} taps, each with an empty cache\n`);
  console.log("page  button                            first answer   dialog with its form   (runs)");
  for (const locale of LOCALES) {
    for (const button of BUTTONS) {
      const taps: Tap[] = [];
      for (let run = 0; run < RUNS; run++) taps.push(await tapOnce(browser, app.base, locale, button));
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      console.log(
        `${locale.padEnd(5)} ${button.name.padEnd(33)} ${ms(median(taps.map((tap) => tap.feedback))).padStart(12)}   ${ms(median(taps.map((tap) => tap.dialog))).padStart(20)}   (${taps.map((tap) => tap.dialog.toFixed(0)).join("/")})`,
      );
    }
  }
} finally {
  await browser.close();
  app.close();
}
