/**
 * The newsletter desk as an admin uses it: a campaign written in three languages, kept across a
 * reload, previewed in Arabic, tested, scheduled on Tunis's clock, started by the cron in its
 * minute, and its report read once the cron has sent it. DESK_SHOTS=<folder> keeps screenshots.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import type { CampaignAudienceSize, CampaignReport, CampaignSummary } from "../schema/api.ts";
import type { Locale } from "../schema/constants.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { test as it } from "./fixtures.ts";
import { apiFromPage, capturedEmail, gotoPage, PHONE } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const SHOTS = process.env.DESK_SHOTS;
const stamp = Date.now();
const readers = {
  en: `desk.en.${stamp}@example.tn`,
  fr: `desk.fr.${stamp}@example.tn`,
  ar: `desk.ar.${stamp}@example.tn`,
};

async function look(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-${name}.png`, fullPage: true });
}

/** The cron's minute, now: `wrangler dev --test-scheduled` runs the scheduled handler on this path. */
async function runCron() {
  const res = await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}`);
  expect(res.ok).toBe(true);
}

/** A reader signed up and confirmed through the emailed link, as the landing form and its email do. */
async function confirmedReader(adminPage: Page, email: string, locale: Locale) {
  await apiFromPage(adminPage, "/api/newsletter", { method: "POST", body: { email, locale } });
  const confirmation = await capturedEmail(adminPage, email, "newsletter_confirmation");
  const token = /\/confirm-newsletter\/([a-z2-7]+)/.exec(confirmation.text)![1]!;
  // The confirm page's button: its form posts back to the page, from this site.
  await adminPage.evaluate(async (path) => {
    const res = await fetch(path, { method: "POST" });
    if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
  }, `/confirm-newsletter/${token}`);
}

/** A minute on Tunis's clock (UTC+1 all year) at least 20 seconds ahead, as datetime-local writes it. */
function nextTunisMinute(): { local: string; at: number } {
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  return { local: new Date(at + 3_600_000).toISOString().slice(0, 16), at };
}

describe("the newsletter desk", () => {
  it("writes a campaign in three languages, previews it in Arabic, tests, schedules it and reports it", async ({
    admin,
    adminPage,
  }) => {
    await gotoPage(adminPage, `${baseUrl}/admin`);
    for (const locale of ["en", "fr", "ar"] as const) await confirmedReader(adminPage, readers[locale], locale);

    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}/admin/newsletter`);
    await page.getByRole("button", { name: "New campaign" }).click();
    await page.waitForURL(/\/admin\/newsletter\/campaigns\/\d+$/);
    const campaignId = Number(/(\d+)$/.exec(page.url())![1]);

    const subjects = { en: `Winter tables ${stamp}`, fr: `Tables d'hiver ${stamp}`, ar: `طاولات الشتاء ${stamp}` };
    await page.getByLabel("Subject (English)").fill(subjects.en);
    await page
      .getByLabel("Body (English)")
      .fill("## New cafés\n\nWe open **two** tables in [Sfax](https://cafetalk.tn).");
    await page.getByLabel("Subject (French)").fill(subjects.fr);
    await page.getByLabel("Body (French)").fill("## Nouveaux cafés\n\nDeux tables ouvrent à Sfax.");
    await page.getByLabel("Subject (Arabic)").fill(subjects.ar);
    await page.getByLabel("Body (Arabic)").fill("## مقاهٍ جديدة\n\nنفتتح **طاولتين** في صفاقس.");
    await page.getByText("Saved", { exact: true }).waitFor();

    // The draft is kept: a reload shows what was typed.
    await gotoPage(page, page.url());
    await expect.poll(() => page.getByLabel("Subject (Arabic)").inputValue()).toBe(subjects.ar);
    await expect.poll(() => page.getByLabel("Body (French)").inputValue()).toContain("Deux tables");

    // The Arabic reader's email, previewed: right to left, its footer and unsubscribe link.
    await page.getByRole("tab", { name: "Arabic" }).click();
    const preview = page.frameLocator('iframe[title^="Email preview"]');
    await preview.getByRole("heading", { name: "مقاهٍ جديدة" }).waitFor();
    expect(await preview.locator("html").getAttribute("dir")).toBe("rtl");
    await preview.getByRole("link", { name: "إلغاء الاشتراك" }).waitFor();
    await look(page, "editor-ar");

    // A test to two colleagues, in Arabic.
    const colleagues = [`desk.test1.${stamp}@example.tn`, `desk.test2.${stamp}@example.tn`];
    await page.getByLabel("Send a test to").fill(colleagues.join(", "));
    await page.getByLabel("Test language").selectOption({ label: "Arabic" });
    await page.getByRole("button", { name: "Send test" }).click();
    await page.getByText("Test sent", { exact: true }).waitFor();
    for (const colleague of colleagues) {
      const test = await capturedEmail(adminPage, colleague, "newsletter_test");
      expect(test.subject).toBe(`[Test] ${subjects.ar}`);
      expect(test.html).toContain('dir="rtl"');
    }
    // The toast goes once read (a pointer resting on it keeps it, as sonner does).
    await page.mouse.move(0, 0);
    await page.locator("[data-sonner-toast]").waitFor({ state: "detached", timeout: 15_000 });

    // Scheduled for the next minute on Tunis's clock…
    const audience = await apiFromPage<CampaignAudienceSize>(adminPage, "/api/admin/newsletter/audience", {
      method: "POST",
      body: { audience: null },
    });
    expect(audience.total).toBeGreaterThanOrEqual(3);
    const when = nextTunisMinute();
    await page.getByLabel("Send at (Tunis time)").fill(when.local);
    await page.getByRole("button", { name: "Schedule" }).click();
    await page.getByText(/^Scheduled for .* \(Tunis time\)\.$/).waitFor();
    await page.getByRole("button", { name: "Unschedule" }).waitFor();
    await expect.poll(() => page.getByLabel("Subject (English)").isEditable()).toBe(true);

    // …the cron leaves it before that minute and starts it in it, then sends it.
    await runCron();
    const campaign = async () =>
      (await apiFromPage<CampaignSummary[]>(adminPage, "/api/admin/newsletter/campaigns")).find(
        (c) => c.id === campaignId,
      )!;
    if (Date.now() < when.at) expect((await campaign()).status).toBe("scheduled");
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, when.at - Date.now()) + 1_000));
    await expect
      .poll(
        async () => {
          await runCron();
          return (await campaign()).status;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe("sent");
    for (const locale of ["en", "fr", "ar"] as const) {
      const issue = await capturedEmail(adminPage, readers[locale], "newsletter_issue");
      expect(issue.subject).toBe(subjects[locale]);
    }

    // The report, per reader's language.
    const report = await apiFromPage<CampaignReport>(adminPage, `/api/admin/newsletter/campaigns/${campaignId}/report`);
    for (const locale of ["en", "fr", "ar"] as const) expect(report.byLocale[locale].sent).toBeGreaterThanOrEqual(1);
    expect(report.total.sent).toBe(report.campaign.recipients);
    await gotoPage(page, `${baseUrl}/admin/newsletter/campaigns/${campaignId}#report`);
    await page.getByText("Every email of this campaign has gone out.").waitFor();
    const arabicRow = page.getByTestId("report-ar");
    await expect.poll(() => arabicRow.textContent()).toContain(String(report.byLocale.ar.sent));
    await page.getByRole("table", { name: "Sent per hour" }).waitFor();
    await look(page, "report");

    // The list says it was sent.
    await gotoPage(page, `${baseUrl}/admin/newsletter`);
    await page.getByRole("row").filter({ hasText: subjects.en }).getByText("Sent").first().waitFor();
  });

  it("asks before sending, naming the audience and its size, on a phone", async ({ adminPage, newContext }) => {
    await gotoPage(adminPage, `${baseUrl}/admin`);
    const page = await (
      await newContext({ ...PHONE, storageState: await adminPage.context().storageState() })
    ).newPage();
    await gotoPage(page, `${baseUrl}/admin/newsletter`);
    await page.getByRole("button", { name: "New campaign" }).click();
    await page.waitForURL(/\/admin\/newsletter\/campaigns\/\d+$/);
    await page.getByLabel("Subject (English)").fill(`Only French readers ${stamp}`);
    await page.getByLabel("Body (English)").fill("A French table opens.");
    await page.getByLabel("A segment of them").check();
    await page.getByRole("group", { name: "Languages" }).getByLabel("French").check();
    const size = await apiFromPage<CampaignAudienceSize>(adminPage, "/api/admin/newsletter/audience", {
      method: "POST",
      body: { audience: { locales: ["fr"] } },
    });
    await page
      .getByText(`${size.total.toLocaleString("en")} subscriber`, { exact: false })
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Send now" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog
      .getByRole("heading", { name: new RegExp(`^Send to ${size.total.toLocaleString("en")} subscriber`) })
      .waitFor();
    await look(page, "confirm-390");
    // Not confirmed: nothing starts.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    const summary = (await apiFromPage<CampaignSummary[]>(adminPage, "/api/admin/newsletter/campaigns")).find(
      (c) => c.id === id,
    )!;
    expect(summary.status).toBe("draft");
  });
});
