import { DEFAULT_LOCALE, isLocale } from "@schema/constants";
import { DeferredToaster } from "@web/components/ui/deferred-toaster";
import { LeadFormsProvider, type LeadFormsValue, OnLeadFormsReady } from "@web/features/forms";
import { loadLocale } from "@web/i18n";
import { primeQueryCache } from "@web/lib/initial-data";
import { createQueryClient } from "@web/lib/query-client";
import { type ComponentType, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./Island";
import { type IslandName, islandIdPrefix } from "./registry";

// Loaded with the first island that is needed (./watch.ts), once for them all: one query cache
// started from the data the Worker embedded, the language the Worker chose (the page's lang).
const queryClient = createQueryClient();
primeQueryCache(queryClient);
const pageLang = document.documentElement.lang;
const page = { locale: isLocale(pageLang) ? pageLang : DEFAULT_LOCALE, queryClient };
// Only this language's texts download; hydration must start with them, to match the HTML.
const textsLoaded = loadLocale(page.locale);
const leadForms = hostLeadForms();

/**
 * Hydrates one island over the HTML the Worker wrote for it, as a root of its own (the same tree
 * and useId prefix as web/landing-server.tsx rendered). As a transition, it yields to the browser
 * every few milliseconds. Resolves once it works.
 */
export async function hydrateIsland(name: IslandName, element: HTMLElement, Content: ComponentType): Promise<void> {
  await textsLoaded;
  return new Promise((resolve) =>
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot {...page} leadForms={leadForms} onHydrated={resolve}>
          <Content />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    }),
  );
}

/**
 * The host of the join and contact forms (and of the toaster), in a root of its own at the end of
 * the page: every island's calls to action open their forms through it.
 */
function hostLeadForms(): LeadFormsValue {
  let ready: (value: LeadFormsValue) => void = () => {};
  const host = new Promise<LeadFormsValue>((resolve) => {
    ready = resolve;
  });
  const value: LeadFormsValue = {
    openLeadForm: async (userType, choices) => (await host).openLeadForm(userType, choices),
    preloadLeadForms: () => void host.then((forms) => forms.preloadLeadForms()),
  };
  const element = document.createElement("div");
  document.body.append(element);
  void textsLoaded.then(() =>
    createRoot(element).render(
      <IslandRoot {...page} leadForms={value}>
        <LeadFormsProvider>
          <OnLeadFormsReady onReady={ready} />
          <DeferredToaster />
        </LeadFormsProvider>
      </IslandRoot>,
    ),
  );
  return value;
}
