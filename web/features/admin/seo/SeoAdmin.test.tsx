import type { SeoSettingsAnswer } from "@schema/api";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "@web/components/ui/toaster";
import { answerApi } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SeoAdmin } from "./SeoAdmin";

afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

const saved: SeoSettingsAnswer = {
  defaultTitle: "Café Talk — conversation sessions in Tunisia",
  defaultTitleFr: "Café Talk — séances de conversation",
  defaultDescription: "Practise languages in cafés.",
  ogType: "website",
  twitterCard: "summary_large_image",
  geoHeadingEn: "Where we meet",
  aiInfoJson: { founded: 2025 },
};

function stubSeoApi(settings: SeoSettingsAnswer, status = 200, fields?: Record<string, string>) {
  const puts: unknown[] = [];
  answerApi(async ({ method, path, body }) => {
    expect(path).toBe("/api/seo");
    if (method === "GET") return Response.json(settings);
    puts.push(body);
    if (status !== 200)
      return Response.json(
        { error: { code: "validation_failed", message: "Some fields are invalid.", ...(fields ? { fields } : {}) } },
        { status },
      );
    return Response.json({ ...settings, ...body });
  });
  return puts;
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SeoAdmin />
      <Toaster />
    </>,
  );
  return user;
}

describe("/admin/seo", () => {
  it("shows the five tabs of the spec, filled from the saved settings", async () => {
    stubSeoApi(saved);
    const user = renderPage();
    const tabs = await screen.findByRole("tablist", { name: "SEO settings" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Meta Tags", "Social Media", "GEO", "Tracking", "Advanced"]);
    expect(screen.getByLabelText("Title (Français)")).toHaveValue("Café Talk — séances de conversation");
    expect(screen.getByLabelText("Title (العربية)")).toHaveAttribute("dir", "rtl");

    await user.click(screen.getByRole("tab", { name: "GEO" }));
    expect(screen.getByLabelText("Heading (English)")).toHaveValue("Where we meet");
    expect(screen.getByLabelText("AI info JSON")).toHaveValue('{\n  "founded": 2025\n}');
  });

  it("counts title and description characters against the guidance while typing", async () => {
    stubSeoApi({});
    const user = renderPage();
    const title = await screen.findByLabelText("Title (English)");
    expect(screen.getAllByText("0 characters — aim for 50–60")).toHaveLength(3);
    await user.type(title, "Café Talk");
    expect(title).toHaveAccessibleDescription(/9 characters — aim for 50–60/);
  });

  it("previews the search result and link preview in the chosen language, with the defaults for empty fields", async () => {
    stubSeoApi(saved);
    const user = renderPage();
    const preview = await screen.findByRole("region", { name: "Preview" });
    expect(within(preview).getByRole("figure", { name: "Search result (English)" })).toHaveTextContent(
      "Café Talk — conversation sessions in Tunisia",
    );
    await user.click(within(preview).getByRole("tab", { name: "العربية" }));
    const arabic = within(preview).getByRole("figure", { name: "Search result (العربية)" });
    expect(arabic).toHaveTextContent("Café Talk — جلسات محادثة باللغات في مقاهي تونس");
    expect(arabic).toHaveTextContent("?lang=ar");
  });

  it("warns about a tracking id the pages would leave out", async () => {
    stubSeoApi({});
    const user = renderPage();
    await user.click(await screen.findByRole("tab", { name: "Tracking" }));
    await user.type(screen.getByLabelText("Analytics measurement id"), "UA-123");
    expect(screen.getByLabelText("Analytics measurement id")).toHaveAccessibleDescription(
      /will not be added to the pages/,
    );
    await user.clear(screen.getByLabelText("Analytics measurement id"));
    await user.type(screen.getByLabelText("Analytics measurement id"), "G-ABC1234");
    expect(screen.getByLabelText("Analytics measurement id")).not.toHaveAccessibleDescription(/will not be added/);
  });

  it("saves every field with the JSON sent as an object, and says so", async () => {
    const puts = stubSeoApi(saved);
    const user = renderPage();
    await user.clear(await screen.findByLabelText("Title (Français)"));
    await user.type(screen.getByLabelText("Title (Français)"), "Nouveau titre");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("SEO settings updated successfully")).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      defaultTitleFr: "Nouveau titre",
      defaultTitleAr: "",
      aiInfoJson: { founded: 2025 },
      organizationSchema: null,
      ogType: "website",
    });
  });

  it("says the head and body scripts run before consent, and offers to sign in again when a save needs it", async () => {
    const signInAgain = "You signed in more than 15 minutes ago: sign in again to change the head and body scripts.";
    answerApi(async ({ method }) =>
      method === "GET"
        ? Response.json(saved)
        : Response.json({ error: { code: "sign_in_again", message: signInAgain } }, { status: 403 }),
    );
    const user = renderPage();
    await user.click(await screen.findByRole("tab", { name: "Advanced" }));
    for (const label of ["Custom head scripts", "Custom body scripts"]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        /run on every visit, before the visitor accepts or refuses the tracking cookies\. Changing it takes a sign-in of the last 15 minutes/,
      );
    }
    await user.type(screen.getByLabelText("Custom head scripts"), "<script>x()</script>");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(signInAgain)).toBeVisible();
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "Sign in again" }));
    expect(assign).toHaveBeenCalledWith("/api/auth/logout?next=%2Fadmin%2Fseo");
  });

  it("refuses AI info JSON that does not parse: 'Invalid JSON' and nothing saved", async () => {
    const puts = stubSeoApi(saved);
    const user = renderPage();
    await user.click(await screen.findByRole("tab", { name: "GEO" }));
    fireEvent.change(screen.getByLabelText("AI info JSON"), { target: { value: '{"founded": 2025,' } });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Invalid JSON")).toBeInTheDocument();
    expect(screen.getByText("AI Info JSON contains invalid JSON. Please fix the syntax.")).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it("shows the server's message in an 'Error' toast when saving fails", async () => {
    stubSeoApi(saved, 400);
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("400: Some fields are invalid.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
  });

  it("refuses a canonical URL without its scheme under the field itself, and sends nothing", async () => {
    const puts = stubSeoApi(saved);
    const user = renderPage();
    await user.type(await screen.findByLabelText("Canonical URL"), "cafetalk.tn");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Some fields are invalid")).toBeInTheDocument();
    const field = screen.getByLabelText("Canonical URL");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(
      /Enter the site's address with https:\/\/ and no path, e\.g\. https:\/\/cafetalk\.tn/,
    );
    expect(puts).toEqual([]);
  });

  it("opens the tab of the first field in error and says what is wrong with each", async () => {
    const puts = stubSeoApi(saved);
    const user = renderPage();
    await user.click(await screen.findByRole("tab", { name: "Social Media" }));
    await user.type(screen.getByLabelText("Image URL"), "javascript:alert(1)");
    await user.type(screen.getByLabelText("Site handle"), "not a handle");
    await user.click(screen.getByRole("tab", { name: "Meta Tags" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("tab", { name: "Social Media", selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText("Image URL")).toHaveAccessibleDescription(
      /Enter a full address starting with https:\/\//,
    );
    expect(screen.getByLabelText("Site handle")).toHaveAccessibleDescription(/Use a handle such as @cafetalk/);
    expect(puts).toEqual([]);
  });

  it("shows the server's message for a field it refuses under that field", async () => {
    stubSeoApi(saved, 400, { robotsTxt: "Too long" });
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByRole("tab", { name: "Advanced", selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText("Robots directives")).toHaveAccessibleDescription(/Too long/);
  });
});
