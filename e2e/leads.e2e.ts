/**
 * Issue 33, section 1: the leads pipeline from end to end. A visitor in Arabic asks to join as a
 * learner with the free session; the admin finds the new lead on the Leads page, opens it, replies
 * on WhatsApp (the lead becomes contacted) and books the free trial in a published session (the
 * lead becomes trial booked), and the visitor's approval email waits in the outbox, in Arabic. On
 * a 390 px phone and at 1280 px; axe finds nothing serious on either page.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect } from "vitest";
import type { LanguageSession, Page as ListPage, OutboxItem } from "../schema/api.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { test } from "./fixtures.ts";
import { apiFromPage, baseUrl, DESKTOP, gotoPage, PHONE, seededCafeId } from "./helpers.ts";
import { openLanding } from "./landing-page.ts";

/** The learner form's words in Arabic. */
const AR = {
  claimTrial: "احجز جلستي المجانية",
  form: "انضم كمتعلم",
  name: "الاسم الكامل",
  email: "البريد الإلكتروني",
  city: "المدينة",
  level: "مستواك الحالي",
  german: "الألمانية",
  whatsapp: "واتساب",
  whatsappNumber: "رقم واتساب",
  trial: "أريد حجز جلستي الأولى المجانية",
  thanks: "شكرًا!",
};

/** A header badge of the lead's page, once it says `text`. */
const headerSays = (page: Page, text: string) =>
  expect.poll(() => page.locator("[data-lead-header]").textContent()).toContain(text);

describe.each([
  ["390 px phone", PHONE],
  ["1280 px desktop", DESKTOP],
] as [string, BrowserContextOptions][])("a new lead on a %s", (_size, viewport) => {
  test("is answered on WhatsApp and booked into a free trial, emailed in Arabic", async ({ admin, newContext }) => {
    const stamp = `pipeline${Date.now().toString(36)}`;
    const email = `${stamp}@example.tn`;
    const name = `سلمى ${stamp}`;

    // A session of its own with free seats, so other files' bookings take none of them.
    const office = await (await newContext({ ...viewport, storageState: await admin.storageState() })).newPage();
    await gotoPage(office, `${baseUrl()}/admin`);
    const session = await apiFromPage<LanguageSession>(office, "/api/admin/sessions", {
      method: "POST",
      body: {
        title: `Deutsch ${stamp}`,
        language: "German",
        level: "Beginner",
        city: "Sousse",
        cafeId: seededCafeId("Le Petit Salon"),
        startsAt: "2026-01-06T18:30",
        repeat: "weekly",
        repeatDays: ["TU"],
        maxParticipants: 6,
        isPublished: true,
      },
    });

    // The visitor, in Arabic, claims the free session from the pricing section.
    const visitor = await (await newContext(viewport)).newPage();
    await openLanding(visitor, baseUrl(), "ar");
    await visitor.getByRole("button", { name: AR.claimTrial }).click();
    const form = visitor.getByRole("dialog", { name: AR.form });
    await form.getByLabel(AR.name, { exact: true }).fill(name);
    await form.getByRole("textbox", { name: AR.email, exact: true }).fill(email);
    await form.getByLabel(AR.city, { exact: true }).selectOption("Sousse");
    await form.getByLabel(AR.level, { exact: true }).selectOption("beginner");
    await form.getByRole("checkbox", { name: AR.german, exact: true }).check();
    await form.getByRole("radio", { name: AR.whatsapp, exact: true }).check();
    await form.getByLabel(AR.whatsappNumber, { exact: true }).fill("22 345 678");
    // The button that claims the free session opened the form with that choice made.
    expect(await form.getByRole("checkbox", { name: AR.trial }).isChecked()).toBe(true);
    await form.getByRole("button", { name: AR.form, exact: true }).click();
    await visitor.getByRole("dialog", { name: AR.thanks }).waitFor();

    // The admin finds the lead, new, on the Leads page.
    await gotoPage(office, `${baseUrl()}/admin/leads?q=${stamp}`);
    const row = office.getByRole("row").filter({ hasText: email });
    await row.getByText("New", { exact: true }).waitFor();
    await expectNoSeriousViolations(office);
    await row.getByRole("link", { name }).click();
    await office.waitForURL(/\/admin\/leads\/\d+$/);
    await headerSays(office, "New");
    await expectNoSeriousViolations(office);

    // Reply on WhatsApp: the number typed as "22 345 678" is a Tunisian one, the message Arabic.
    await office
      .context()
      .route("https://wa.me/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
      );
    const reply = office.getByRole("link", { name: "Reply on WhatsApp" });
    const [whatsapp] = await Promise.all([office.waitForEvent("popup"), reply.click()]);
    const opened = new URL(whatsapp.url());
    expect(`${opened.origin}${opened.pathname}`).toBe("https://wa.me/21622345678");
    expect(opened.searchParams.get("text")).toMatch(/^مرحبًا سلمى، شكرًا لانضمامك إلى Café Talk!/);
    await whatsapp.close();
    await headerSays(office, "Contacted");

    // Book the free trial in the published session with a free seat.
    const booking = office.getByRole("region", { name: "Free trial" });
    await booking.getByLabel("Session").selectOption(String(session.id));
    await booking.getByRole("button", { name: "Book the free trial" }).click();
    await headerSays(office, "Trial booked");
    await office.getByRole("region", { name: "Also under this address" }).getByText(`Deutsch ${stamp}`).waitFor();

    // The visitor's approval is in the outbox, in Arabic (after the copy of their form).
    const outbox = await apiFromPage<ListPage<OutboxItem>>(office, `/api/admin/outbox?q=${encodeURIComponent(email)}`);
    const emails = outbox.items.map((item) => [item.kind, item.locale, item.subject]);
    expect(emails).toContainEqual(["session_request_approved", "ar", `تم تأكيد مكانك: Deutsch ${stamp}`]);
    expect(emails).toContainEqual(["lead_copy", "ar", expect.any(String)]);
  });
});
