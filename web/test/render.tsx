import type { Locale } from "@schema/constants";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, waitFor } from "@testing-library/react";
import { adminCountsKey } from "@web/api/admin/keys";
import { authUserKey } from "@web/api/auth";
import { I18nProvider } from "@web/i18n";
import { createQueryClient } from "@web/lib/query-client";
import { createAppRouter } from "@web/router";
import type { ReactElement } from "react";
import { signedInAdmin } from "./fixtures";

/** Renders inside the app's real providers: the query client with the spec's defaults and i18n. */
export function renderWithProviders(ui: ReactElement, options: { locale?: Locale } = {}) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={options.locale}>{ui}</I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** As renderWithProviders, inside a router at `/` (for screens with links). */
export function renderWithRouter(ui: ReactElement, options: { locale?: Locale } = {}) {
  const root = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ["/"] }) });
  return renderWithProviders(<RouterProvider router={router} />, options);
}

/**
 * The element with this id once it is on the page: for parts that arrive later (a lazily loaded
 * section), which have no role and name to find them by.
 */
export function findById(id: string): Promise<HTMLElement> {
  return waitFor(() => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`#${id} is not on the page yet`);
    return element;
  });
}

/**
 * The whole SPA, its real routes, router and query client, at `at` (a path with its search): for
 * pages whose state is in the URL, or that the admin layout gates. Answers the router, to read
 * where it went and to go back.
 */
export function renderApp(
  at: string,
  { locale, queryClient = createQueryClient() }: { locale?: Locale; queryClient?: QueryClient } = {},
) {
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [at] }));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** The admin signed in as the back office's pages see them in tests. */
const TEST_ADMIN = signedInAdmin();

/**
 * A back-office page at `at` (its list's filters in the search), as the app routes it, an admin
 * signed in and nothing waiting: the test's fetch stub answers the page's own reads only.
 */
export function renderAdminPage(at: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authUserKey, TEST_ADMIN);
  queryClient.setQueryData(adminCountsKey, { pendingRequests: 0, failedEmails: 0, seatsToOffer: 0, waitingLeads: 0 });
  return renderApp(at, { locale: "en", queryClient });
}
