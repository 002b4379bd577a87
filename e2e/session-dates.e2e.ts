/**
 * A session's dates from the back office to the public cards: an admin creates a weekly session
 * in the form, skips its first date in the Occurrences panel, and the landing page in English,
 * French and Arabic lists its next dates without the skipped one.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test as it } from "./fixtures.ts";
import { gotoPage, waitForHydration } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const DAY_MS = 24 * 60 * 60 * 1000;
/** Tunisia keeps UTC+1 all year. */
const TUNIS_OFFSET_MS = 60 * 60 * 1000;

/** The next Thursday after today in Tunis, as a day ("2026-12-03"). */
function nextThursday(): string {
  const tunis = new Date(Date.now() + TUNIS_OFFSET_MS);
  tunis.setUTCDate(tunis.getUTCDate() + ((4 - tunis.getUTCDay() + 7) % 7 || 7));
  return tunis.toISOString().slice(0, 10);
}

/** The instant of 09:30 in Tunis on `day` plus `weeks` weeks. */
const thursdayAt = (day: string, weeks: number) =>
  new Date(Date.parse(`${day}T09:30:00Z`) - TUNIS_OFFSET_MS + weeks * 7 * DAY_MS);

const LOCALES = [
  { path: "/", intl: "en-GB" },
  { path: "/?lang=fr", intl: "fr-FR" },
  { path: "/?lang=ar", intl: "ar-TN" },
] as const;

/** A date as the cards list it ("Thu 10 Dec", "jeu. 10 déc."), written by the browser's own Intl. */
function shortDates(page: Page, locale: string, instants: Date[]): Promise<string[]> {
  return page.evaluate(
    ({ locale, times }) =>
      times.map((time) =>
        new Intl.DateTimeFormat(locale, {
          weekday: "short",
          day: "numeric",
          month: "short",
          timeZone: "Africa/Tunis",
        }).format(time),
      ),
    { locale, times: instants.map((instant) => instant.getTime()) },
  );
}

describe("a weekly session's dates", () => {
  it("are set in the form, lose a skipped date in the Occurrences panel, and show so on the landing page", {
    timeout: 120_000,
  }, async ({ admin, newPage }) => {
    const title = `Thursday talk ${Date.now()}`;
    const first = nextThursday();
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}/admin/sessions`);
    await page.getByRole("button", { name: "New session" }).click();
    const form = page.getByRole("dialog", { name: "New session" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Café", { exact: true }).selectOption({ label: "Café Lino · Tunis" });
    await form.getByLabel("First session").fill(`${first}T09:30`);
    await form.getByLabel("Repeats").selectOption("weekly");
    // The first session's day is checked on choosing "Every week".
    expect(await form.getByRole("checkbox", { name: "Thursday" }).isChecked()).toBe(true);
    await form.getByTestId("dates-preview").filter({ hasText: "Thu" }).waitFor();
    await form.getByRole("switch", { name: /Published/ }).click();
    await form.getByRole("button", { name: "Create session" }).click();
    await page.getByText("Language session created successfully").waitFor();

    // Skip the first Thursday in the session's Occurrences panel.
    await page.getByLabel("Search").fill(title);
    await page.getByRole("button", { name: `Occurrences of ${title}` }).click();
    const panel = page.getByRole("dialog", { name: `Occurrences: ${title}` });
    const [day, month] = (await shortDates(page, "en-GB", [thursdayAt(first, 0)]))[0]!.split(" ").slice(1);
    const firstDate = new RegExp(`^Skip Thursday ${day} ${month}\\w* (\\d{4} )?09:30$`);
    await panel.getByRole("button", { name: firstDate }).click();
    await page.getByText(/ skipped$/).waitFor();
    await panel.locator('li[data-status="skipped"]').first().waitFor();
    expect(await panel.locator("li").first().getAttribute("data-status")).toBe("skipped");
    await page.close();

    // The landing page, in each language: the next three Thursdays, not the skipped one.
    const skipped = thursdayAt(first, 0);
    const next = [1, 2, 3].map((weeks) => thursdayAt(first, weeks));
    for (const { path, intl } of LOCALES) {
      const visitor = await newPage();
      await gotoPage(visitor, `${baseUrl}${path}`);
      const [gone, ...expected] = await shortDates(visitor, intl, [skipped, ...next]);
      const card = visitor.getByRole("article", { name: title });
      // The stored landing page is written again after a change: read it afresh until it shows the skip.
      const shows = async () => {
        const text = (await card.count()) > 0 ? ((await card.textContent()) ?? "") : "";
        return !text.includes(gone!) && expected.every((date) => text.includes(date));
      };
      await expect
        .poll(
          async () => {
            if (await shows()) return true;
            await visitor.reload();
            await waitForHydration(visitor);
            return shows();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(true);
      const text = await card.textContent();
      expect(text, path).not.toContain(gone);
      for (const date of expected) expect(text, `${path}: ${date}`).toContain(date);
      await visitor.close();
    }
  });
});
