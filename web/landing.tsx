import "./styles.css";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@schema/constants";
import { layOutSkippedSectionsWhenIdle, settleOnLinkedSection } from "@web/features/landing/scroll";
import { watchNewsletterSignup } from "@web/features/newsletter/signup-intent";
import { storedLocale, storeLocale } from "@web/i18n/stored-locale";
import { watchIslands } from "@web/islands/watch";

// The landing page's entry, and its only script until a visitor needs more: no React here. The
// Worker wrote the whole page; the parts a visitor can act on (its islands) come to life each
// when needed (docs/decisions/0030-landing-islands.md). No router and no admin code load here.
const pageLang = document.documentElement.lang;
const locale = isLocale(pageLang) ? pageLang : DEFAULT_LOCALE;
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from landing.html");

if (!restoreStoredChoice(locale)) {
  // A per-language link (?lang=fr) counts as a choice, so later visits keep it.
  if (new URLSearchParams(location.search).get("lang") === locale) storeLocale(locale);
  void settleOnLinkedSection();
  void layOutSkippedSectionsWhenIdle();
  if (root.firstElementChild) {
    // The newsletter form can be used before its code comes: from now on a submit is held until
    // its code has come, instead of reloading the page.
    watchNewsletterSignup();
    watchIslands();
    // Every interaction is answered from now on (held until its part works, if need be).
    root.setAttribute("data-hydrated", "");
  } else {
    // When the Worker could not render the page, the browser renders it, as one tree.
    void import("./landing-fallback").then(({ renderLanding }) => renderLanding(root, locale));
  }
}

/**
 * The Worker picks the page's language from ?lang=, the locale cookie, then Accept-Language. A
 * browser whose choice is stored but whose cookie is gone gets its language back: the cookie is
 * written again and the page loaded again, once (a ?lang= link still wins). Answers whether it is.
 */
function restoreStoredChoice(pageLocale: Locale): boolean {
  if (isLocale(new URLSearchParams(location.search).get("lang"))) return false;
  const stored = storedLocale();
  if (!stored || stored === pageLocale) return false;
  storeLocale(stored);
  if (!document.cookie.split("; ").includes(`locale=${stored}`) || !firstTimeThisSession()) return false;
  location.reload();
  return true;
}

/** Never a loop of reloads, whatever the Worker answers. */
function firstTimeThisSession(): boolean {
  try {
    if (sessionStorage.getItem("locale-restored")) return false;
    sessionStorage.setItem("locale-restored", "1");
    return true;
  } catch {
    return false;
  }
}
