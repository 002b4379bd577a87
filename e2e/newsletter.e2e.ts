import { buffer } from "node:stream/consumers";
import { describe, expect, inject } from "vitest";
import type { Page as ListPage } from "../schema/api.ts";
import { test as it } from "./fixtures.ts";
import { apiFromPage, capturedEmail, gotoPage, PHONE } from "./helpers.ts";

const baseUrl = inject("baseUrl");

it.beforeAll(async ({ adminPage }) => {
  await gotoPage(adminPage, `${baseUrl}/admin`);
});

const cases = [
  {
    locale: "en",
    // The reader opens the emailed links in a browser set to another language.
    browser: "fr",
    email: "reader.en@example.tn",
    submit: "Subscribe",
    check: "Check Your Email!",
    confirmButton: "Confirm my subscription",
    confirmed: "Subscription Confirmed!",
    unsubscribeButton: "Unsubscribe",
    unsubscribed: "Unsubscribed Successfully",
  },
  {
    locale: "ar",
    browser: "en",
    email: "reader.ar@example.tn",
    submit: "اشترك",
    check: "تحقق من بريدك الإلكتروني!",
    confirmButton: "تأكيد اشتراكي",
    confirmed: "تم تأكيد الاشتراك!",
    unsubscribeButton: "إلغاء الاشتراك",
    unsubscribed: "تم إلغاء الاشتراك بنجاح",
  },
] as const;

describe.each(cases)("newsletter in $locale", (c) => {
  it("signs up, confirms from the captured email, receives a newsletter, and unsubscribes", async ({
    newContext,
    adminPage,
  }) => {
    const visitor = await newContext(PHONE);
    await visitor.addInitScript((locale) => localStorage.setItem("locale", locale), c.locale);
    const page = await visitor.newPage();
    await gotoPage(page, baseUrl);

    const block = page.locator("#newsletter");
    await block.getByRole("textbox").first().fill(c.email);
    await block.getByRole("button", { name: c.submit }).click();
    await block.getByText(c.check).waitFor();
    // docs/product-rules.md#states: the confirmation shows for 3 seconds, then the form returns.
    await block.getByRole("button", { name: c.submit }).waitFor({ timeout: 6000 });

    const confirmation = await capturedEmail(adminPage, c.email, "newsletter_confirmation");
    expect(confirmation.html).toContain(`lang="${c.locale}"`);
    const link = /(https?:\/\/\S+\/confirm-newsletter\/[a-z2-7]+\?lang=\w+)/.exec(confirmation.text)![1]!;
    expect(new URL(link).origin).toBe(baseUrl);
    expect(new URL(link).searchParams.get("lang")).toBe(c.locale);
    // Another browser, in another language, which chose that language on this site before.
    const elsewhere = await newContext({ ...PHONE, locale: c.browser });
    await elsewhere.addInitScript((locale) => localStorage.setItem("locale", locale), c.browser);
    const reader = await elsewhere.newPage();
    await gotoPage(reader, link);
    // Opening the link (as a mail gateway's scan does) confirms nothing: the reader presses the button.
    const confirmButton = reader.getByRole("button", { name: c.confirmButton });
    await confirmButton.waitFor();
    const pending = await apiFromPage<ListPage<{ email: string; status: string }>>(
      adminPage,
      `/api/admin/newsletter?q=${encodeURIComponent(c.email)}`,
    );
    expect(pending.items.find((s) => s.email === c.email)?.status).toBe("pending");
    await confirmButton.click();
    await reader.getByRole("heading", { name: c.confirmed }).waitFor();

    // The admin sees the subscriber as Active…
    await gotoPage(adminPage, `${baseUrl}/admin/newsletter`);
    const row = adminPage.getByRole("row").filter({ hasText: c.email });
    await row.getByText("Active").waitFor();

    // …exports the CSV…
    const [download] = await Promise.all([
      adminPage.waitForEvent("download"),
      adminPage.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser runs as a server (one per run), so the file is streamed here rather than read from its disk.
    const csv = (await buffer(await download.createReadStream())).toString("utf8"); // keeps the BOM
    expect(csv.split("\r\n")[0]).toBe(
      '\uFEFF"Email","Name","Language","Status","Subscribed At","Confirmed At","Consent Source"',
    );
    expect(csv).toContain(`"${c.email}","","${c.locale}","Active"`);

    // …and sends a newsletter, which reaches the capture transport in the reader's language.
    const subject = `Launch news ${c.locale} ${Date.now()}`;
    await adminPage.getByRole("button", { name: "New campaign" }).click();
    await adminPage.waitForURL(/\/admin\/newsletter\/campaigns\/\d+$/);
    await adminPage.getByLabel("Subject (English)").fill(subject);
    await adminPage.getByLabel("Body (English)").fill("We open in Sfax next month.");
    await adminPage.getByLabel("Subject (Arabic)").fill(`${subject} (ar)`);
    await adminPage.getByLabel("Body (Arabic)").fill("نفتتح في صفاقس الشهر القادم.");
    await adminPage.getByRole("button", { name: "Send now" }).click();
    await adminPage.getByRole("alertdialog").getByRole("button", { name: "Send now" }).click();
    await adminPage
      .getByRole("button", { name: "Pause" })
      .or(adminPage.getByText("Every email of this campaign"))
      .first()
      .waitFor();

    let issue = await capturedEmail(adminPage, c.email, "newsletter_issue");
    for (let attempt = 0; issue.status !== "sent" && attempt < 40; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      issue = await capturedEmail(adminPage, c.email, "newsletter_issue");
    }
    expect(issue.status).toBe("sent");
    expect(issue.subject).toBe(c.locale === "ar" ? `${subject} (ar)` : subject);
    expect(issue.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // The one-click URL, opened in a browser, shows the unsubscribe page in the reader's language.
    const oneClick = /^<(.+)>$/.exec(issue.headers["List-Unsubscribe"]!)![1]!;
    await gotoPage(reader, oneClick);
    await reader.getByRole("button", { name: c.unsubscribeButton, exact: true }).waitFor();
    expect(new URL(reader.url()).searchParams.get("lang")).toBe(c.locale);

    // The unsubscribe link in the email removes the subscriber.
    const unsubscribe = /(https?:\/\/\S+\/unsubscribe-newsletter\/\d+\.[a-z2-7]+\?lang=\w+)/.exec(issue.text)![1]!;
    expect(new URL(unsubscribe).searchParams.get("lang")).toBe(c.locale);
    await gotoPage(reader, unsubscribe);
    await reader.getByRole("button", { name: c.unsubscribeButton, exact: true }).click();
    await reader.getByRole("heading", { name: c.unsubscribed }).waitFor();
    const subscribers = await apiFromPage<ListPage<{ email: string }>>(
      adminPage,
      `/api/admin/newsletter?q=${encodeURIComponent(c.email)}`,
    );
    expect(subscribers.items.some((s) => s.email === c.email)).toBe(false);
  });
});

describe("captured mail", () => {
  it("can be read in the back office's Outbox page", async ({ adminPage }) => {
    await gotoPage(adminPage, `${baseUrl}/admin/outbox`);
    await adminPage.getByTestId("outbox-row").first().waitFor();
    await adminPage.getByTestId("outbox-row").first().getByRole("button", { name: "View" }).click();
    const frame = adminPage.frameLocator('iframe[title="Email content"]');
    await frame.getByText("Café Talk").first().waitFor();
  });

  it("lets a newcomer click the confirmation link of a sign-up they just made", async ({ adminPage }) => {
    const email = "outbox.click@example.tn";
    await apiFromPage(adminPage, "/api/newsletter", { method: "POST", body: { email, locale: "en" } });
    await gotoPage(adminPage, `${baseUrl}/admin/outbox`);
    await adminPage.getByTestId("outbox-row").filter({ hasText: email }).getByRole("button", { name: "View" }).click();
    const link = adminPage
      .frameLocator('iframe[title="Email content"]')
      .getByRole("link", { name: "Confirm my subscription" });
    const [tab] = await Promise.all([adminPage.context().waitForEvent("page"), link.click()]);
    await tab.getByRole("button", { name: "Confirm my subscription" }).click();
    await tab.getByRole("heading", { name: "Subscription Confirmed!" }).waitFor();
    const subscribers = await apiFromPage<ListPage<{ email: string; isActive: boolean }>>(
      adminPage,
      `/api/admin/newsletter?q=${encodeURIComponent(email)}`,
    );
    expect(subscribers.items.find((s) => s.email === email)?.isActive).toBe(true);
  });
});
