import type { Locale } from "@schema/constants";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type LeadFormsValue, ProvideLeadForms } from "@web/features/forms";
import { I18nProvider } from "@web/i18n";
import { createContext, type ReactNode, StrictMode, useContext, useEffect } from "react";
import type { IslandName } from "./registry";

/** Each island's HTML, rendered by the Worker in a root of its own (web/landing-server.tsx). */
const IslandHtml = createContext<Partial<Record<IslandName, string>> | null>(null);
export const IslandHtmlProvider = IslandHtml.Provider;

/**
 * Where an island goes in the landing page. Rendered as one tree (the SPA's "/", tests, the
 * browser's own render when the Worker could not write the page), it is simply its children.
 * In the Worker's page it is the island's own HTML in a `display: contents` box (no box of its
 * own: the layout, the sticky header and the CSS selectors see the same elements), which the
 * browser hydrates as a root of its own (./hydrate.tsx).
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  const html = useContext(IslandHtml);
  if (!html) return children;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the island, from the same data.
  return <div data-island={name} className="contents" dangerouslySetInnerHTML={{ __html: html[name] ?? "" }} />;
}

interface IslandRootProps {
  locale: Locale;
  queryClient: QueryClient;
  /** Opens the page's forms, hosted in a root of their own. */
  leadForms: LeadFormsValue;
  /** Called once the island has hydrated (in the browser only). */
  onHydrated?: () => void;
  children: ReactNode;
}

/**
 * What every island's root holds around it, the same on the server and in the browser so that
 * hydration matches: one query cache and one language for the whole page. A language choice
 * loads the page the Worker wrote in that language: the static parts have no React to re-render them.
 */
export function IslandRoot({ locale, queryClient, leadForms, onHydrated, children }: IslandRootProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale} switchByLoading>
          <ProvideLeadForms value={leadForms}>
            <Hydrated onHydrated={onHydrated}>{children}</Hydrated>
          </ProvideLeadForms>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/** A wrapper with one child, not a sibling, so the tree (and useId's ids) is the server's. */
function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
