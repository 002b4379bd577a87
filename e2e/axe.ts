import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const axeSource: string = createRequire(import.meta.url)("axe-core").source;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page and returns the serious and critical violations, readable in a failure message.
 * While a modal dialog is open only the dialog is checked: the page behind it is inert, dimmed by
 * the overlay on purpose, and checked on its own by the page's test. (Checking it through the
 * overlay made axe measure a link behind it, mid-paint, against the overlay's colour.)
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  // The landing page's sections below the fold skip layout until the page has loaded, then the page
  // lays them out one by one when idle (web/features/landing/scroll.ts). Until then their heights
  // are estimates, and axe (as Lighthouse runs it) measured targets and colours at stale points.
  // A visitor's tools read the page once it has settled: so does axe.
  await page.waitForFunction(() =>
    [...document.querySelectorAll(".below-the-fold, .below-the-fold-part")].every((skipped) =>
      skipped.hasAttribute("data-laid-out"),
    ),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Element | Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const dialog = document.querySelector(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
    );
    // Touch targets too (WCAG 2.2 AA), as Lighthouse checks them: axe leaves that rule off by default.
    const result = await axe.run(dialog ?? document, {
      resultTypes: ["violations"],
      rules: { "target-size": { enabled: true } },
    });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/**
 * Polls until axe finds nothing serious (up to 10 s). A page still settling under load (a colour
 * transition, a font swap) can fail one run for a moment; a real violation fails every run.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await expect.poll(() => seriousViolations(page), { timeout: 10_000, interval: 1_000 }).toEqual([]);
}
