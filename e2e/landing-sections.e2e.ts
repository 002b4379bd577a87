import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { LOCALES, type Locale } from "../schema/constants.ts";
import { test as it } from "./fixtures.ts";
import { DESKTOP, gotoPage, PHONE, waitForHydration } from "./helpers.ts";
import { LANDING_SECTIONS, openLanding, untranslated, type VisibleText, visibleTexts } from "./landing-page.ts";

const baseUrl = inject("baseUrl");
/** The geo headings scripts/seed-data.ts stores in the SEO settings. */
const GEO_HEADINGS = {
  en: "Conversation sessions across Tunisia",
  fr: "Des séances de conversation partout en Tunisie",
  ar: "جلسات محادثة في كامل تونس",
} as const;
const DEVICES = { desktop: DESKTOP, phone: PHONE } as const;
type NewPage = (options?: BrowserContextOptions) => Promise<Page>;

/**
 * Waits for the scroll to come to rest, then expects the section's top edge just under the sticky
 * header. Checking while the page still moves would pass on a scroll that sweeps past the target.
 */
async function expectScrolledTo(page: Page, anchor: string) {
  const restingTop = await page.evaluate(async (id) => {
    // A link's fragment is scrolled to once the page has loaded.
    if (document.readyState !== "complete")
      await new Promise((resolve) => addEventListener("load", resolve, { once: true }));
    const top = () => Math.round(document.getElementById(id)!.getBoundingClientRect().top);
    for (let last = top(), still = 0; still < 5; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      still = top() === last ? still + 1 : 0;
      last = top();
    }
    return top();
  }, anchor);
  expect(restingTop).toBeGreaterThanOrEqual(0);
  expect(restingTop).toBeLessThanOrEqual(100);
}

const TEXTS = {
  en: {
    title: "Speak a new language over coffee",
    menu: "Open menu",
    pricing: "Pricing",
    schedule: "Schedule",
    faq: "FAQ",
    contact: "Contact",
    contactTitle: "Contact Us",
  },
  fr: {
    title: "Parlez une nouvelle langue autour d'un café",
    menu: "Ouvrir le menu",
    pricing: "Tarifs",
    schedule: "Planning",
    faq: "FAQ",
    contact: "Contact",
    contactTitle: "Contactez-nous",
  },
  ar: {
    title: "تحدّث لغة جديدة على فنجان قهوة",
    menu: "فتح القائمة",
    pricing: "الأسعار",
    schedule: "الجدول",
    faq: "الأسئلة الشائعة",
    contact: "اتصل بنا",
    contactTitle: "اتصل بنا",
  },
} as const satisfies Record<Locale, Record<string, string>>;

describe.each(LOCALES)("the landing page in %s", (locale) => {
  const t = TEXTS[locale];

  it("has every section, in order, with its anchor, and the right lang and dir", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await openLanding(page, baseUrl, locale);
    await page.getByRole("heading", { level: 1, name: t.title }).waitFor();
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
      .toEqual([locale, locale === "ar" ? "rtl" : "ltr"]);

    const anchors = () =>
      page.evaluate(() => [...document.querySelectorAll("main section[id], footer[id]")].map((element) => element.id));
    await expect
      .poll(async () => (await anchors()).filter((id) => (LANDING_SECTIONS as readonly string[]).includes(id)))
      .toEqual([...LANDING_SECTIONS]);
    await expect.poll(() => page.locator("#advantages li").count()).toBe(6);
    await expect.poll(() => page.locator("#app-features li").count()).toBe(4);

    // The geo section shows the seeded SEO settings' text in the page's language.
    await page.locator("#geo-content").getByText(GEO_HEADINGS[locale]).first().waitFor();
  });

  it("scrolls to Pricing, Schedule and FAQ from the header, and opens Contact", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await openLanding(page, baseUrl, locale);
    const nav = page.locator("header nav").first();
    await nav.getByRole("button", { name: t.pricing, exact: true }).click();
    await expectScrolledTo(page, "pricing");
    await nav.getByRole("button", { name: t.schedule, exact: true }).click();
    await expectScrolledTo(page, "upcoming-lessons");
    await nav.getByRole("button", { name: t.faq, exact: true }).click();
    await expectScrolledTo(page, "faq");
    await nav.getByRole("button", { name: t.contact, exact: true }).click();
    await page.getByRole("dialog", { name: t.contactTitle }).waitFor();
  });

  it("works from the mobile menu at 390 px, which closes after each choice", async ({ newPage }) => {
    const page = await newPage(PHONE);
    await openLanding(page, baseUrl, locale);
    const menuButton = page.getByRole("button", { name: t.menu });
    await expect.poll(() => page.locator("header nav").first().isVisible()).toBe(false);

    await menuButton.click();
    await page.locator("#mobile-menu").getByRole("button", { name: t.faq, exact: true }).click();
    await page.locator("#mobile-menu").waitFor({ state: "detached" });
    await expectScrolledTo(page, "faq");

    await menuButton.click();
    await page.locator("#mobile-menu").getByRole("button", { name: t.pricing, exact: true }).click();
    await page.locator("#mobile-menu").waitFor({ state: "detached" });
    await expectScrolledTo(page, "pricing");

    await menuButton.click();
    await page.locator("#mobile-menu").getByRole("button", { name: t.contact, exact: true }).click();
    await page.getByRole("dialog", { name: t.contactTitle }).waitFor();
    await expect.poll(() => page.locator("#mobile-menu").count()).toBe(0);
    // Nothing spills sideways on a phone.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("opens at the section a link names, as the calendar event's /#upcoming-lessons does, on a phone", async ({
    newPage,
  }) => {
    const page = await newPage(PHONE);
    // A busy phone: the page settles (fonts, layout, hydration) after the browser's first scroll.
    await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await gotoPage(page, `${baseUrl}/?lang=${locale}#upcoming-lessons`);
    await expectScrolledTo(page, "upcoming-lessons");
  });

  it("keeps one FAQ open at a time: the first initially, and a click on the open one closes it", async ({
    newPage,
  }) => {
    const page = await newPage(DESKTOP);
    await openLanding(page, baseUrl, locale);
    const triggers = page.locator("#faq h3 button");
    const open = () => page.locator('#faq h3 button[aria-expanded="true"]').allTextContents();
    const first = (await triggers.nth(0).textContent())!;
    const second = (await triggers.nth(1).textContent())!;
    await expect.poll(open).toEqual([first]);

    await triggers.nth(1).click();
    await expect.poll(open).toEqual([second]);
    await triggers.nth(1).click();
    await expect.poll(open).toEqual([]);
    await triggers.nth(0).click();
    await expect.poll(open).toEqual([first]);
  });
});

describe("the language choice", () => {
  it("survives a reload, with lang, dir and title following it", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await openLanding(page, baseUrl, "en");
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "Français" }).click();
    await page.getByRole("heading", { level: 1, name: TEXTS.fr.title }).waitFor();

    await gotoPage(page, baseUrl); // no ?lang: the stored choice decides
    await page.getByRole("heading", { level: 1, name: TEXTS.fr.title }).waitFor();
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
      .toEqual(["fr", "ltr"]);
    await expect
      .poll(() => page.title())
      .toBe("Café Talk — Sessions de conversation en langues dans les cafés de Tunisie");

    await page.getByRole("button", { name: "Langue" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    // The choice is stored once the Arabic texts have arrived and the page shows them.
    await page.getByRole("heading", { level: 1, name: TEXTS.ar.title }).waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: TEXTS.ar.title }).waitFor();
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
      .toEqual(["ar", "rtl"]);
  });
});

describe("no English left in the French and Arabic pages", () => {
  /** The page's texts, then each form's texts with its empty-submit messages. */
  async function screenTexts(newPage: NewPage, locale: Locale, device: keyof typeof DEVICES) {
    const page = await newPage(DEVICES[device]);
    await openLanding(page, baseUrl, locale);
    const screens: Record<string, VisibleText[]> = { page: await visibleTexts(page) };
    if (device === "phone") return screens;
    // The hero's three calls to action and the header's Contact open the four forms.
    const openers = [
      page.locator("#hero button").nth(0),
      page.locator("#hero button").nth(1),
      page.locator("#hero button").nth(2),
      page.locator("header nav button").nth(3),
    ];
    for (const [index, opener] of openers.entries()) {
      await opener.click();
      const dialog = page.getByRole("dialog");
      await dialog.locator('button[type="submit"]').click();
      await dialog.getByRole("alert").first().waitFor();
      screens[`form ${index}`] = await visibleTexts(page, '[role="dialog"]');
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    return screens;
  }

  it.for(["desktop", "phone"] as const)("on %s", async (device, { newPage }) => {
    const english = await screenTexts(newPage, "en", device);
    for (const locale of ["fr", "ar"] as const) {
      const translated = await screenTexts(newPage, locale, device);
      for (const [name, texts] of Object.entries(translated)) {
        expect(texts.length, `${locale} ${name} has text`).toBeGreaterThan(0);
        expect(untranslated(english[name]!, texts, locale), `${locale} ${name}`).toEqual([]);
      }
    }
  });
});
