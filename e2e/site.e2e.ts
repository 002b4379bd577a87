/**
 * What a visitor sees of the Site settings (footer, JSON-LD, stats band), the pricing text, the
 * language menu's badges, og:locale:alternate and translated link errors, in en, fr and ar; and
 * an admin's change showing on the next page view.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import type { PublicSite, SiteSettingsAnswer } from "../schema/api.ts";
import type { Locale } from "../schema/constants.ts";
import { test as it } from "./fixtures.ts";
import { apiFromPage, baseUrl, gotoPage } from "./helpers.ts";

const TEXTS = {
  en: {
    followUs: "Follow us",
    whatsapp: "Chat on WhatsApp",
    memberLogin: "Member login",
    from: "From 19 TND per session",
    subscription: "Subscription",
    language: /^Language/,
    // Each count's words by plural form: the band picks the form of the figure it shows.
    stats: {
      languages: { one: "language to practise", other: "languages to practise" },
      teachers: { one: "conversation guide", other: "conversation guides" },
      learners: { one: "learner", other: "learners" },
      successRate: { other: "success rate" },
    },
    percent: "90%",
    linkInvalid: "This link is invalid or has already been used.",
  },
  fr: {
    followUs: "Suivez-nous",
    whatsapp: "Écrivez-nous sur WhatsApp",
    memberLogin: "Espace membre",
    from: "À partir de 19 TND par séance",
    subscription: "Abonnement",
    language: /^Langue/,
    stats: {
      languages: { one: "langue à pratiquer", other: "langues à pratiquer" },
      teachers: { one: "animateur de conversation", other: "animateurs de conversation" },
      learners: { one: "apprenant", other: "apprenants" },
      successRate: { other: "de réussite" },
    },
    percent: "90\u00a0%",
    linkInvalid: "Ce lien est invalide ou a déjà été utilisé.",
  },
  ar: {
    followUs: "تابعونا",
    whatsapp: "راسلنا على واتساب",
    memberLogin: "دخول الأعضاء",
    from: "ابتداءً من 19 د.ت للجلسة",
    subscription: "الاشتراك",
    language: /^اللغة/,
    stats: {
      languages: {
        one: "لغة للممارسة",
        two: "لغتان للممارسة",
        few: "لغات للممارسة",
        many: "لغةً للممارسة",
        other: "لغة للممارسة",
      },
      teachers: {
        one: "منشّط محادثة",
        two: "منشّطا محادثة",
        few: "منشّطي محادثة",
        many: "منشّطًا للمحادثة",
        other: "منشّط محادثة",
      },
      learners: { one: "متعلم", two: "متعلمان", few: "متعلمين", many: "متعلمًا", other: "متعلم" },
      successRate: { other: "نسبة النجاح" },
    },
    percent: "90‎%‎",
    linkInvalid: "هذا الرابط غير صالح أو تم استخدامه من قبل.",
  },
} as const;
const LOCALES: Locale[] = ["en", "fr", "ar"];

const footer = (page: Page) => page.locator("footer#contact");
const organization = async (page: Page) => {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(text ?? "{}") as { "@graph": Record<string, unknown>[] })["@graph"][0]!;
};
const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href")));

describe.each(LOCALES)("the landing page in %s", (locale) => {
  const t = TEXTS[locale];

  it("shows the Site settings' contact details and links, the same as its JSON-LD Organization", async ({
    newPage,
  }) => {
    const page = await newPage();
    await gotoPage(page, `${baseUrl()}/?lang=${locale}`);
    const site = await apiFromPage<PublicSite>(page, "/api/site");
    expect(site.contactPhone).toBe("+21600000000"); // the seed's plainly fake demo values
    const social = footer(page).getByRole("navigation", { name: t.followUs }).getByRole("link");
    expect(await social.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      site.socialLinks.map((link) => link.url),
    );
    expect(await social.count()).toBe(7);
    expect(await hrefs(page, 'footer a[href^="mailto:"]')).toEqual([`mailto:${site.contactEmail}`]);
    expect(await hrefs(page, 'footer a[href^="tel:"]')).toEqual([`tel:${site.contactPhone}`]);
    expect(await footer(page).getByRole("link", { name: t.whatsapp }).getAttribute("href")).toBe(
      "https://wa.me/21600000001",
    );
    expect(await footer(page).getByRole("link", { name: t.memberLogin }).getAttribute("href")).toBe(site.memberAppUrl);
    expect(await organization(page)).toMatchObject({
      telephone: site.contactPhone,
      email: site.contactEmail,
      sameAs: site.socialLinks.map((link) => link.url),
    });
  });

  it("shows the stats that are set, the 'from' price, badges in the language menu and og:locale:alternate", async ({
    newPage,
  }) => {
    const page = await newPage();
    await gotoPage(page, `${baseUrl()}/?lang=${locale}`);
    const { stats } = await apiFromPage<PublicSite>(page, "/api/site");
    const shown = await page
      .locator("#stats [data-stat]")
      .evaluateAll((figures) =>
        figures.map((figure) => [figure.getAttribute("data-stat"), figure.querySelector("dt")?.textContent]),
      );
    const rule = new Intl.PluralRules(locale);
    const expected = (Object.keys(t.stats) as (keyof typeof t.stats)[])
      .filter((stat) => stats[stat] !== null)
      .map((stat) => {
        const forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } = t.stats[stat];
        return [stat, forms[rule.select(stats[stat]!)] ?? forms.other];
      });
    expect(shown).toEqual(expected);
    expect(stats.successRate).toBeNull(); // nothing measures it and the seed does not set it: hidden

    const subscription = page.getByRole("article", { name: t.subscription });
    expect(await subscription.getByTestId("from-price").textContent()).toBe(t.from);

    await page.getByRole("button", { name: t.language }).click();
    const items = page.getByRole("menuitem");
    await items.first().waitFor();
    expect(await page.locator("[role=menuitem] [data-badge]").allTextContents()).toEqual(["EN", "FR", "AR"]);

    const others = await page
      .locator('meta[property="og:locale:alternate"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
    expect(others).toEqual({ en: ["fr_TN", "ar_TN"], fr: ["en_US", "ar_TN"], ar: ["en_US", "fr_TN"] }[locale]);
  });

  it("says a used newsletter link is invalid in the visitor's language", async ({ newPage }) => {
    const page = await newPage();
    // A visitor who chose a language on the site has the cookie it sets for the Worker's pages.
    await page.context().addCookies([{ name: "locale", value: locale, url: baseUrl() }]);
    await gotoPage(page, `${baseUrl()}/confirm-newsletter/not-a-real-token`);
    // Opening the link only shows its button; pressing it asks the server.
    await page.getByRole("main").getByRole("button").click();
    await page.getByText(t.linkInvalid).waitFor();
  });
});

describe("/admin/site", () => {
  it("an admin's change shows on the next page view; what is emptied is gone", async ({ admin, newPage }) => {
    const office = await admin.newPage();
    await gotoPage(office, `${baseUrl()}/admin/site`);
    const before = await apiFromPage<SiteSettingsAnswer>(office, "/api/admin/site");
    try {
      await office.getByLabel("Instagram").fill("https://www.facebook.com/wrong-network");
      await office.getByRole("button", { name: "Save", exact: true }).click();
      await office.getByText("This is not a link to this network's site").waitFor();
      await office.getByLabel("Instagram").fill("");
      await office.getByLabel("Phone").fill("");
      await office.getByLabel("Success rate (%)").fill("90");
      await office.getByRole("button", { name: "Save", exact: true }).click();
      await office.getByText("Site settings updated successfully").waitFor();

      for (const locale of LOCALES) {
        const page = await newPage();
        await gotoPage(page, `${baseUrl()}/?lang=${locale}`);
        expect(await page.locator('footer a[href*="instagram.com"]').count()).toBe(0);
        expect(await page.locator('footer a[href^="tel:"]').count()).toBe(0);
        expect(await page.locator('#stats [data-stat="successRate"] dd').textContent()).toBe(TEXTS[locale].percent);
        expect(await organization(page)).not.toHaveProperty("telephone");
        await page.context().close();
      }
    } finally {
      const { updatedAt: _updatedAt, ...restore } = before;
      await apiFromPage(office, "/api/admin/site", { method: "PUT", body: restore });
      await office.close();
    }
  });
});
