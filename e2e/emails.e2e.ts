/**
 * Every kind of email, rendered from its template as it is queued, laid out by Chromium at a
 * desktop mail pane's width and a phone's: each detail's label stands apart from its value (on its
 * right in Arabic) and nothing runs off the side.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { LOCALES } from "../schema/constants.ts";
import { sampleEmails } from "../worker/test/email-samples.ts";
import { test as it } from "./fixtures.ts";

const WIDTHS = [600, 375];
/** A folder to keep every email's screenshot in, for a person to look at (as ACTIVITY_SHOTS does). */
const SHOTS = process.env.EMAIL_SHOTS;

/** Written to the team, in English, whatever the language of the form that brought them. */
const TEAM_KINDS = new Set(["lead_notification", "relay_ceiling_alert"]);

interface Layout {
  rtl: boolean;
  overflow: number;
  rows: { label: string; gap: number; labelOnRight: boolean }[];
}

/** Where each detail's label and value text sit, and how far the page is wider than the viewport. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const textBox = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect();
    };
    const rtl = document.documentElement.dir === "rtl";
    const labels = [...document.querySelectorAll('td[style*="white-space:nowrap"]')];
    return {
      rtl,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      rows: labels.map((cell) => {
        const label = textBox(cell);
        const value = textBox(cell.nextElementSibling!);
        return {
          label: cell.textContent ?? "",
          gap: rtl ? label.left - value.right : value.left - label.right,
          labelOnRight: label.left >= value.right,
        };
      }),
    };
  });
}

describe.each(LOCALES)("every email in %s", (locale) => {
  const emails = Object.entries(sampleEmails(locale));

  it.for(WIDTHS)(
    "at %i px: labels apart from their values, nothing wider than the screen",
    async (width, { newPage }) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      let detailRows = 0;
      for (const [kind, email] of emails) {
        await page.setContent(email.html);
        const layout = await measure(page);
        expect(layout.overflow, `${kind} overflows`).toBeLessThanOrEqual(0);
        for (const row of layout.rows) {
          expect(row.gap, `${kind}: gap after "${row.label}"`).toBeGreaterThanOrEqual(8);
          expect(row.labelOnRight, `${kind}: "${row.label}" on the right`).toBe(layout.rtl);
        }
        expect(layout.rtl, `${kind} right-to-left`).toBe(locale === "ar" && !TEAM_KINDS.has(kind));
        detailRows += layout.rows.length;
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/email-${locale}-${kind}-${width}.png`, fullPage: true });
      }
      // The session and form emails have detail tables: the check above did look at some.
      expect(detailRows).toBeGreaterThan(20);
    },
  );
});
