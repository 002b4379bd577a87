/** Helpers shared by the landing page's end-to-end tests. */
import type { Page } from "playwright-core";
import type { Locale } from "../schema/constants.ts";
import { CITY_NAMES } from "../schema/form-choice-names.ts";
import { gotoPage } from "./helpers.ts";

/** The landing sections built so far, in page order, by anchor id. */
export const LANDING_SECTIONS = [
  "hero",
  "advantages",
  "app-features",
  "stats",
  "pricing",
  "upcoming-lessons",
  "faq",
  "geo-content",
  "newsletter",
  "contact",
] as const;

/** Opens the landing page in a language, as a shared per-language link would. */
export async function openLanding(page: Page, baseUrl: string, locale: Locale) {
  await gotoPage(page, `${baseUrl}/?lang=${locale}`);
  await page.locator("#faq h3").first().waitFor();
}

export interface VisibleText {
  text: string;
  /** The language the text is marked with: its closest `lang` attribute. */
  lang: string;
}

/**
 * Every text a sighted visitor can see under `root`: rendered, non-empty, and on the page
 * (the honeypot sits far off-screen), with the language it is marked with.
 */
export function visibleTexts(page: Page, root = "body"): Promise<VisibleText[]> {
  return page.evaluate((selector) => {
    const scope = document.querySelector(selector);
    if (!scope) return [];
    const width = document.documentElement.scrollWidth;
    const texts: { text: string; lang: string }[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      const element = node.parentElement;
      // Content typed by admins (session titles, cafés, schedules) is not interface copy.
      if (!text || !element || element.closest("script, style, noscript, [data-admin-content]")) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right < 0 || box.left > width) continue;
      texts.push({ text, lang: element.closest("[lang]")?.getAttribute("lang") ?? "" });
    }
    return texts;
  }, root);
}

/** Names that stay the same in every language. */
const PROPER_NAMES = [
  "Café Talk",
  "WhatsApp",
  "Facebook",
  "Instagram",
  "YouTube",
  "Pinterest",
  "Medium",
  "LinkedIn",
  "TND",
  "X",
];
const EMAIL_ADDRESSES = /\S+@\S+/g;
/**
 * Words French writes exactly as English does, the cities among them (a session's card names its
 * city in the page's language: Le Kef, but Tunis and Sousse as in English).
 */
const SAME_IN_FRENCH = [
  "FAQ",
  "Contact",
  "Admin",
  "Message",
  "Café",
  "min",
  ...Object.values(CITY_NAMES).flatMap((name) => (name.fr === name.en ? [name.fr] : [])),
];

/**
 * Texts of a French or Arabic screen that also appear, marked as English, on the English
 * screen: untranslated leftovers. Proper names, numbers and text marked with another
 * language (e.g. a greeting in Spanish) do not count.
 */
export function untranslated(english: VisibleText[], translated: VisibleText[], locale: Locale): string[] {
  const englishTexts = new Set(english.filter((item) => item.lang === "en").map((item) => item.text));
  const allowed = locale === "fr" ? [...PROPER_NAMES, ...SAME_IN_FRENCH] : PROPER_NAMES;
  const hasWordsLeft = (text: string) =>
    /\p{L}/u.test(allowed.reduce((rest, name) => rest.replaceAll(name, ""), text.replace(EMAIL_ADDRESSES, "")));
  return [
    ...new Set(
      translated
        .filter((item) => item.lang === locale && englishTexts.has(item.text) && hasWordsLeft(item.text))
        .map((item) => item.text),
    ),
  ];
}
