import { existsSync } from "node:fs";
import { type Browser, type BrowserServer, chromium } from "playwright-core";

/** The flags this environment needs: no sandbox as root, and no calls home. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function findChromium(): string {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. The end-to-end tests drive Debian's Chromium: install it with ` +
        "`apt-get update && apt-get install -y chromium`, or set CHROME_PATH to a Chromium binary.",
    );
  }
  return path;
}

export function launchChromium(executablePath = findChromium()): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}

/** One Chromium that clients connect to by its endpoint (`chromium.connect`): the e2e run's one browser. */
export function launchChromiumServer(executablePath = findChromium()): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}
