import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { LOCALES, type Locale } from "../schema/constants.ts";
import { launchChromium } from "./chromium.ts";
import { gotoPage, waitForHydration } from "./helpers.ts";
import { LANDING_SECTIONS, openLanding, untranslated, type VisibleText, visibleTexts } from "./landing-page.ts";

const baseUrl = inject("baseUrl");
/** The geo headings scripts/seed-data.ts stores in the SEO settings. */
const GEO_HEADINGS = {
  en: "Conversation sessions across Tunisia",
  fr: "Des séances de conversation partout en Tunisie",
  ar: "جلسات محادثة في كامل تونس",
} as const;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium(inject("chromePath"));
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(device: "desktop" | "phone"): Promise<Page> {
  const context = await browser.newContext(
    device === "phone"
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  contexts.push(context);
  return context.newPage();
}

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

  it("has every section, in order, with its anchor, and the right lang and dir", async () => {
    const page = await newPage("desktop");
    await openLanding(page, baseUrl, locale);
    await page.getByRole("heading", { level: 1, name: t.title }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      locale,
      locale === "ar" ? "rtl" : "ltr",
    ]);

    const anchors = await page.evaluate(() =>
      [...document.querySelectorAll("main section[id], footer[id]")].map((element) => element.id),
    );
    expect(anchors.filter((id) => (LANDING_SECTIONS as readonly string[]).includes(id))).toEqual([...LANDING_SECTIONS]);
    expect(await page.locator("#advantages li").count()).toBe(6);
    expect(await page.locator("#app-features li").count()).toBe(4);

    // The geo section shows the seeded SEO settings' text in the page's language.
    await page.locator("#geo-content").getByText(GEO_HEADINGS[locale]).first().waitFor();
  });

  it("scrolls to Pricing, Schedule and FAQ from the header, and opens Contact", async () => {
    const page = await newPage("desktop");
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

  it("works from the mobile menu at 390 px, which closes after each choice", async () => {
    const page = await newPage("phone");
    await openLanding(page, baseUrl, locale);
    const menuButton = page.getByRole("button", { name: t.menu });
    expect(await page.locator("header nav").first().isVisible()).toBe(false);

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
    expect(await page.locator("#mobile-menu").count()).toBe(0);
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("opens at the section a link names, as the calendar event's /#upcoming-lessons does, on a phone", async () => {
    const page = await newPage("phone");
    await gotoPage(page, `${baseUrl}/?lang=${locale}#upcoming-lessons`);
    await expectScrolledTo(page, "upcoming-lessons");
  });

  it("keeps one FAQ open at a time: the first initially, and a click on the open one closes it", async () => {
    const page = await newPage("desktop");
    await openLanding(page, baseUrl, locale);
    const triggers = page.locator("#faq h3 button");
    const open = () => page.locator('#faq h3 button[aria-expanded="true"]').allTextContents();
    const first = (await triggers.nth(0).textContent())!;
    const second = (await triggers.nth(1).textContent())!;
    expect(await open()).toEqual([first]);

    await triggers.nth(1).click();
    expect(await open()).toEqual([second]);
    await triggers.nth(1).click();
    expect(await open()).toEqual([]);
    await triggers.nth(0).click();
    expect(await open()).toEqual([first]);
  });
});

describe("the language choice", () => {
  it("survives a reload, with lang, dir and title following it", async () => {
    const page = await newPage("desktop");
    await openLanding(page, baseUrl, "en");
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "Français" }).click();
    await page.getByRole("heading", { level: 1, name: TEXTS.fr.title }).waitFor();

    await gotoPage(page, baseUrl); // no ?lang: the stored choice decides
    await page.getByRole("heading", { level: 1, name: TEXTS.fr.title }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "fr",
      "ltr",
    ]);
    expect(await page.title()).toBe("Café Talk — Sessions de conversation en langues dans les cafés de Tunisie");

    await page.getByRole("button", { name: "Langue" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: TEXTS.ar.title }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "ar",
      "rtl",
    ]);
  });
});

describe("no English left in the French and Arabic pages", () => {
  /** The page's texts, then each form's texts with its empty-submit messages. */
  async function screenTexts(locale: Locale, device: "desktop" | "phone") {
    const page = await newPage(device);
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

  it.each(["desktop", "phone"] as const)("on %s", async (device) => {
    const english = await screenTexts("en", device);
    for (const locale of ["fr", "ar"] as const) {
      const translated = await screenTexts(locale, device);
      for (const [name, texts] of Object.entries(translated)) {
        expect(texts.length, `${locale} ${name} has text`).toBeGreaterThan(0);
        expect(untranslated(english[name]!, texts, locale), `${locale} ${name}`).toEqual([]);
      }
    }
  });
});
