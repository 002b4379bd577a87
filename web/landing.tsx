import "./styles.css";
import { DEFAULT_LOCALE } from "@schema/constants";
import { LandingApp } from "@web/features/landing/LandingApp";
import { settleOnLinkedSection } from "@web/features/landing/scroll";
import { newsletterSignup } from "@web/features/newsletter/signup-on-intent";
import { isLocale, loadLocale } from "@web/i18n";
import { primeQueryCache } from "@web/lib/initial-data";
import { createQueryClient } from "@web/lib/query-client";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

// The landing page's entry: it hydrates what the Worker rendered, in the language the Worker
// chose (the page's lang), from the data it embedded. No router and no admin code load here.
const queryClient = createQueryClient();
primeQueryCache(queryClient);
const pageLang = document.documentElement.lang;
const locale = isLocale(pageLang) ? pageLang : DEFAULT_LOCALE;
const app = <LandingApp queryClient={queryClient} locale={locale} />;

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from landing.html");
// The newsletter form the Worker rendered can be used before React reaches it, far down the
// page: from now on a submit is held until its code has come, instead of reloading the page.
newsletterSignup.watch();
void settleOnLinkedSection();
// Only this language's texts download; hydration must start with them, to match the HTML.
await loadLocale(locale);
// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole page: taps and scrolls stay responsive while it runs.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
// When the Worker could not render the page, the browser renders it.
else createRoot(root).render(app);
