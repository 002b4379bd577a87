import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { authUserKey } from "@web/api/auth";
import { answerApi, answerNoRequest, stubApi } from "@web/test/api";
import { signedInAdmin } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { ADMIN_SECTIONS } from "./sections";

/** The real back office at `path`: the layout route's gate, its frame and the page. */
const renderAt = (path: string) => renderApp(path, { locale: "en" }).router;

const SIGNED_IN = signedInAdmin({ email: "a@b.tn", secondFactor: { set: false, required: false } });

/** Answers who is signed in; the pages' own reads find nothing (their failures are theirs to say). */
function authAnswer(status: number, body: unknown = {}) {
  answerApi(({ path }) =>
    path === "/api/auth/user"
      ? Response.json(body, { status, statusText: status === 503 ? "Service Unavailable" : "" })
      : Response.json({ error: { code: "not_found", message: "No such API endpoint." } }, { status: 404 }),
  );
}

describe("the admin layout's sign-in gate (docs/product-rules.md#signed-out)", () => {
  it("shows the page to a signed-in user", async () => {
    authAnswer(200, SIGNED_IN);
    renderAt("/admin");
    expect(await screen.findByTestId("signed-in-as")).toHaveTextContent("a@b.tn");
  });

  it("sends an admin without a second factor, where one is required, to set one up", async () => {
    authAnswer(200, { ...SIGNED_IN, secondFactor: { set: false, required: true } });
    const router = renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "Your account" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/account");
  });

  it("lets an admin with a second factor in where one is required", async () => {
    authAnswer(200, { ...SIGNED_IN, secondFactor: { set: true, required: true } });
    renderAt("/admin");
    expect(await screen.findByTestId("signed-in-as")).toHaveTextContent("a@b.tn");
  });

  it("asks an admin whose password another admin chose for their own first, on any page, without the menu", async () => {
    authAnswer(200, { ...SIGNED_IN, passwordMustChange: true });
    renderAt("/admin/seo");
    expect(await screen.findByRole("heading", { name: "Choose a new password" })).toBeInTheDocument();
    expect(screen.getByLabelText("Password you were given")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Back office" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log out" })).toBeInTheDocument();
  });

  it.each([
    ["/admin", "/api/login?next=%2Fadmin"],
    ["/admin/requests?status=pending", "/api/login?next=%2Fadmin%2Frequests%3Fstatus%3Dpending"],
    ["/admin/seo", "/api/login?next=%2Fadmin%2Fseo"],
  ])("sends a signed-out visitor of %s to the sign-in page, which returns to it", async (page, signIn) => {
    const leave = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    authAnswer(401);
    renderAt(page);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(signIn));
    // Nothing of the page meanwhile: the frame says "Loading..." until the sign-in page arrives.
    expect(screen.queryByTestId("signed-in-as")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Back office" })).not.toBeInTheDocument();
    leave.mockRestore();
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

  it("asks an admin whose session ended on a page to log in again, coming back to the page", async () => {
    authAnswer(200, SIGNED_IN);
    const { queryClient } = renderApp("/admin/leads?type=teacher", { locale: "en" });
    expect(await screen.findByRole("heading", { name: "Leads" })).toBeInTheDocument();
    authAnswer(401);
    await queryClient.refetchQueries({ queryKey: authUserKey });
    expect(await screen.findByText("Authentication Required")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/api/login?next=%2Fadmin%2Fleads%3Ftype%3Dteacher",
    );
    expect(screen.queryByRole("navigation", { name: "Back office" })).not.toBeInTheDocument();
  });

  it("shows Loading... while checking", async () => {
    answerNoRequest();
    renderAt("/admin");
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
  });
});

describe("the back office's navigation", () => {
  const signedInWith = (counts: Record<string, number>) =>
    stubApi({ "/api/admin/counts": counts, "/api/auth/user": SIGNED_IN });

  it("names every section, marks the current page and says what waits in each", async () => {
    signedInWith({ pendingRequests: 3, failedEmails: 1, seatsToOffer: 0 });
    renderAt("/admin/seo");
    const nav = await screen.findByRole("navigation", { name: "Back office" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/admin",
      ...ADMIN_SECTIONS.map((section) => section.to),
    ]);
    expect(within(nav).getByRole("link", { name: "SEO" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    const requests = await within(nav).findByRole("link", { name: /^Session requests\s*: 3 pending requests$/ });
    expect(requests).toHaveAttribute("href", "/admin/requests");
    expect(within(nav).getByRole("link", { name: /^Outbox\s*: 1 failed email$/ })).toBeInTheDocument();
    // Nothing waits: no badge.
    expect(within(nav).getByRole("link", { name: "Sessions" })).toBeInTheDocument();
  });

  it("opens and closes as a menu from the header's button (phones)", async () => {
    signedInWith({ pendingRequests: 0, failedEmails: 0, seatsToOffer: 0 });
    const user = userEvent.setup();
    renderAt("/admin");
    const menu = await screen.findByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("aria-controls", "admin-nav");
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("admin-nav")).not.toHaveClass("max-lg:hidden");
    await user.click(menu);
    expect(document.getElementById("admin-nav")).toHaveClass("max-lg:hidden");
  });
});

describe("the back office's language", () => {
  it("is English, left to right, even for a visitor who chose Arabic, and the choice returns afterwards", async () => {
    authAnswer(200, SIGNED_IN);
    window.localStorage.setItem("locale", "ar");
    const { unmount } = renderApp("/admin");
    expect(await screen.findByTestId("signed-in-as")).toBeInTheDocument();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["en", "ltr"]);
    unmount();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"]);
    document.documentElement.lang = "en";
    document.documentElement.dir = "ltr";
  });
});
