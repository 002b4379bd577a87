import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import type { Locale } from "../schema/constants.ts";
import { type ValidationMessageCode, validationMessages } from "../schema/messages.ts";
import { test as it } from "./fixtures.ts";
import { apiFromPage, gotoPage } from "./helpers.ts";
import { openLanding } from "./landing-page.ts";

const baseUrl = inject("baseUrl");

type FormLocale = Extract<Locale, "en" | "ar">;
type Fill = (dialog: Locator, l: FormLocale) => Promise<void>;

const LABELS = {
  en: {
    name: "Full name",
    email: "Email",
    city: "City",
    level: "Current level",
    motivation: "Why would you like to guide conversations?",
    cafeName: "Café name",
    cafeAddress: "Café address",
    subject: "Subject",
    message: "Message",
    whatsapp: "WhatsApp",
    whatsappNumber: "WhatsApp number",
    english: "English",
    spanish: "Spanish",
  },
  ar: {
    name: "الاسم الكامل",
    email: "البريد الإلكتروني",
    city: "المدينة",
    level: "مستواك الحالي",
    motivation: "لماذا ترغب في تنشيط المحادثات؟",
    cafeName: "اسم المقهى",
    cafeAddress: "عنوان المقهى",
    subject: "الموضوع",
    message: "الرسالة",
    whatsapp: "واتساب",
    whatsappNumber: "رقم واتساب",
    english: "الإنجليزية",
    spanish: "الإسبانية",
  },
} as const;

const SUCCESS = {
  en: {
    title: "Thanks!",
    text: "We'll contact you as soon as possible. A copy of your submission has been sent to your email.",
  },
  ar: { title: "شكرًا!", text: "سنتواصل معك في أقرب وقت ممكن. أُرسلت نسخة من طلبك إلى بريدك الإلكتروني." },
} as const;

const fillNameAndEmail = async (dialog: Locator, l: FormLocale, email: string) => {
  await dialog.getByLabel(LABELS[l].name, { exact: true }).fill(l === "ar" ? "أميرة بن صالح" : "Amira Ben Salah");
  await dialog.getByRole("textbox", { name: LABELS[l].email, exact: true }).fill(email);
};

interface FormCase {
  userType: string;
  /** The call to action that opens it, per language. */
  opener: (page: Page) => Locator;
  title: Record<FormLocale, string>;
  submit: Record<FormLocale, string>;
  required: ValidationMessageCode[];
  fill: Fill;
}

const FORMS: FormCase[] = [
  {
    userType: "learner",
    opener: (p) => p.locator("#hero").getByRole("button").nth(0),
    title: { en: "Join as a Learner", ar: "انضم كمتعلم" },
    submit: { en: "Join as a learner", ar: "انضم كمتعلم" },
    required: ["name_required", "invalid_email", "city_select", "level_required", "languages_required"],
    fill: async (dialog, l) => {
      await fillNameAndEmail(dialog, l, "learner@example.tn");
      await dialog.getByLabel(LABELS[l].city, { exact: true }).selectOption("Sousse");
      await dialog.getByLabel(LABELS[l].level, { exact: true }).selectOption("beginner");
      await dialog.getByRole("checkbox", { name: LABELS[l].english, exact: true }).check();
      await dialog.getByRole("radio", { name: LABELS[l].whatsapp, exact: true }).check();
      await dialog.getByLabel(LABELS[l].whatsappNumber, { exact: true }).fill("+216 22 345 678");
    },
  },
  {
    userType: "teacher",
    opener: (p) => p.locator("#hero").getByRole("button").nth(1),
    title: { en: "Join as a Teacher", ar: "انضم كمنشّط" },
    submit: { en: "Send my application", ar: "أرسل طلبي" },
    required: ["name_required", "invalid_email", "city_required", "languages_required", "motivation_required"],
    fill: async (dialog, l) => {
      await fillNameAndEmail(dialog, l, "teacher@example.tn");
      await dialog.getByLabel(LABELS[l].city, { exact: true }).selectOption("Sfax");
      await dialog.getByRole("checkbox", { name: LABELS[l].spanish, exact: true }).check();
      await dialog
        .getByLabel(LABELS[l].motivation, { exact: true })
        .fill("I lived in Madrid for five years and love conversation.");
    },
  },
  {
    userType: "cafe_owner",
    opener: (p) => p.locator("#hero").getByRole("button").nth(2),
    title: { en: "Café Owner Partnership", ar: "شراكة أصحاب المقاهي" },
    submit: { en: "Become a partner café", ar: "كن مقهى شريكًا" },
    required: ["name_required", "invalid_email", "cafe_name_required", "city_required", "cafe_address_required"],
    fill: async (dialog, l) => {
      await fillNameAndEmail(dialog, l, "owner@example.tn");
      await dialog.getByLabel(LABELS[l].cafeName, { exact: true }).fill("Café Lino");
      await dialog.getByLabel(LABELS[l].city, { exact: true }).selectOption("Tunis");
      await dialog.getByLabel(LABELS[l].cafeAddress, { exact: true }).fill("12 Rue de Marseille, Tunis");
    },
  },
  {
    userType: "contact",
    opener: (p) => p.locator("#contact").getByRole("button").nth(3),
    title: { en: "Contact Us", ar: "اتصل بنا" },
    submit: { en: "Send message", ar: "أرسل الرسالة" },
    required: ["name_required", "invalid_email", "subject_required", "message_too_short"],
    fill: async (dialog, l) => {
      await fillNameAndEmail(dialog, l, "visitor@example.tn");
      await dialog.getByLabel(LABELS[l].subject, { exact: true }).fill(l === "ar" ? "سؤال" : "A question");
      await dialog
        .getByLabel(LABELS[l].message, { exact: true })
        .fill(l === "ar" ? "هل توجد جلسات في بنزرت قريبًا؟" : "Will there be sessions in Bizerte soon?");
    },
  },
];

/** Every lead the forms submitted, to be found in the back office afterwards. */
const submittedLeadIds: number[] = [];

describe.each(["en", "ar"] as const)("join and contact forms in %s", (locale) => {
  it.for(FORMS)(
    "the $userType form shows its required messages, then succeeds when filled",
    async (form, { newPage }) => {
      const page = await newPage();
      await openLanding(page, baseUrl, locale);

      const opener = form.opener(page);
      await opener.click();
      const dialog = page.getByRole("dialog", { name: form.title[locale] });
      await dialog.waitFor();

      await dialog.getByRole("button", { name: form.submit[locale], exact: true }).click();
      await expect
        .poll(() => dialog.getByRole("alert").allTextContents())
        .toEqual(form.required.map((code) => validationMessages[code][locale]));

      await form.fill(dialog, locale);
      await expect.poll(() => dialog.getByRole("alert").count()).toBe(0);
      const answer = page.waitForResponse(
        (res) => res.url().endsWith("/api/leads") && res.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: form.submit[locale], exact: true }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({ userType: form.userType, locale });
      submittedLeadIds.push(((await response.json()) as { id: number }).id);

      const thanks = page.getByRole("dialog", { name: SUCCESS[locale].title });
      await thanks.getByText(SUCCESS[locale].text).waitFor();
      await expect.poll(() => dialog.count()).toBe(0);

      // Escape closes the overlay and focus returns to the call to action that opened the form.
      await page.keyboard.press("Escape");
      await thanks.waitFor({ state: "detached" });
      await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
      await opener.click();
      await dialog.waitFor();
      await expect
        .poll(() => dialog.getByRole("textbox", { name: LABELS[locale].email, exact: true }).inputValue())
        .toBe("");
    },
  );
});

const FREE_SESSION = {
  en: { button: "Claim my free session", form: "Join as a Learner", box: "I'd like to book my free first session" },
  ar: { button: "احجز جلستي المجانية", form: "انضم كمتعلم", box: "أريد حجز جلستي الأولى المجانية" },
} as const;

describe.each(["en", "ar"] as const)("the free session in %s", (locale) => {
  it("is already ticked in the learner form 'Claim my free session' opens, and the visitor can untick it", async ({
    newPage,
  }) => {
    const page = await newPage();
    await openLanding(page, baseUrl, locale);
    const texts = FREE_SESSION[locale];
    await page.locator("#pricing").getByRole("button", { name: texts.button, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: texts.form });
    const freeSession = dialog.getByRole("checkbox", { name: texts.box, exact: true });
    await freeSession.waitFor();
    expect(await freeSession.isChecked()).toBe(true);
    await freeSession.uncheck();
    expect(await freeSession.isChecked()).toBe(false);
  });
});

describe("a form overlay", () => {
  it("closes on a backdrop click, traps focus inside, and gives focus back to its opener", async ({ newPage }) => {
    const page = await newPage();
    await openLanding(page, baseUrl, "en");
    const opener = page.locator("#hero").getByRole("button").nth(0);
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Join as a Learner" });
    await dialog.waitFor();

    for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.mouse.click(20, 450); // the backdrop, beside the panel
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe("the back office", () => {
  it("finds every submitted lead in /admin/leads", async ({ admin }) => {
    expect(submittedLeadIds.length).toBe(FORMS.length * 2);
    const adminPage = await admin.newPage();
    await gotoPage(adminPage, `${baseUrl}/admin/leads`);
    await adminPage.getByRole("heading", { name: "Leads" }).waitFor();
    const listed = await apiFromPage<{ items: { id: number; userType: string }[]; total: number }>(
      adminPage,
      "/api/admin/leads?pageSize=100",
    );
    const ids = listed.items.map((lead) => lead.id);
    for (const id of submittedLeadIds) expect(ids).toContain(id);
    await adminPage.getByRole("row").filter({ hasText: "visitor@example.tn" }).first().waitFor();
  });
});
