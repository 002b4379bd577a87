import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminPage } from "./AdminPage";

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const root = createRootRoute();
  const home = createRoute({ getParentRoute: () => root, path: "/", component: () => <h1>Home</h1> });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: "/admin",
    component: () => (
      <AdminPage title="Dashboard" whenSignedOut="redirect">
        {(user) => <p>Hello {user.claims.email}</p>}
      </AdminPage>
    ),
  });
  const seo = createRoute({
    getParentRoute: () => root,
    path: "/admin/seo",
    component: () => (
      <AdminPage title="SEO" whenSignedOut="prompt">
        {() => <p>SEO form</p>}
      </AdminPage>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([home, dashboard, seo]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { locale: "en" });
  return router;
}

function authAnswer(status: number, body: unknown = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body, { status, statusText: status === 503 ? "Service Unavailable" : "" })),
  );
}

describe("AdminPage authentication outcomes (SPEC.md §2)", () => {
  it("shows the page to a signed-in user", async () => {
    authAnswer(200, { id: 1, email: "a@b.tn", role: "admin", claims: { email: "a@b.tn", name: null } });
    renderAt("/admin");
    expect(await screen.findByText("Hello a@b.tn")).toBeInTheDocument();
  });

  it("sends a signed-out visitor of the dashboard home", async () => {
    authAnswer(401);
    const router = renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows Connection Error with Retry when the check fails", async () => {
    authAnswer(503);
    renderAt("/admin");
    expect(await screen.findByText("Connection Error")).toBeInTheDocument();
    expect(
      screen.getByText("Unable to verify authentication. Please check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("asks a signed-out visitor of the SEO page to log in, coming back afterwards", async () => {
    authAnswer(401);
    renderAt("/admin/seo");
    expect(await screen.findByText("Authentication Required")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/api/login?next=%2Fadmin%2Fseo");
  });

  it("shows Loading... while checking", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    renderAt("/admin");
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
  });
});

describe("the back office's language", () => {
  it("is English, left to right, even for a visitor who chose Arabic, and the choice returns afterwards", async () => {
    authAnswer(200, { id: 1, email: "a@b.tn", role: "admin", claims: { email: "a@b.tn", name: null } });
    window.localStorage.setItem("locale", "ar");
    const { unmount } = renderWithProviders(<AdminOnly />);
    expect(await screen.findByText("Hello")).toBeInTheDocument();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["en", "ltr"]);
    unmount();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"]);
    document.documentElement.lang = "en";
    document.documentElement.dir = "ltr";
  });
});

function AdminOnly() {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: "/",
    component: () => (
      <AdminPage title="Dashboard" whenSignedOut="redirect">
        {() => <p>Hello</p>}
      </AdminPage>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  return <RouterProvider router={router} />;
}
