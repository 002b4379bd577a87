/**
 * The end-to-end tests' `test`, with Playwright-style fixtures on vitest's `test.extend`: the
 * run's one Chromium (started by global-setup.ts; each file connects to it), browser contexts
 * closed after the test that opened them whether it passed or not, and one signed-in back
 * office per file.
 */
import { type BrowserContext, type BrowserContextOptions, chromium } from "playwright-core";
import { test as base, inject } from "vitest";
import { adminContext, DESKTOP } from "./helpers.ts";

export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
    const browser = await chromium.connect(inject("browserEndpoint"));
    // Disconnecting closes every context the file opened, its signed-in one included.
    onCleanup(() => browser.close());
    return browser;
  })
  /** The local admin, signed in once for the file (desktop size); tests open their pages in it. */
  .extend("admin", { scope: "file" }, async ({ browser }) => adminContext(browser))
  /** A page of that back office, shared by the file's tests (API calls, the outbox). */
  .extend("adminPage", { scope: "file" }, async ({ admin }) => admin.newPage())
  /** Opens a context (desktop size unless told), closed when the test ends. */
  .extend("newContext", async ({ browser }, { onCleanup }) => {
    const opened: BrowserContext[] = [];
    onCleanup(async () => {
      await Promise.all(opened.map((context) => context.close()));
    });
    return async (options: BrowserContextOptions = DESKTOP) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context;
    };
  })
  /** A page in a context of its own, closed when the test ends. */
  .extend(
    "newPage",
    async ({ newContext }) =>
      async (options?: BrowserContextOptions) =>
        (await newContext(options)).newPage(),
  );
