import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubApi } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "./Header";

const site = { memberAppUrl: "https://app.example.com/login", socialLinks: [], stats: {} };
beforeEach(() => {
  stubApi({ "/api/site": site });
});
describe("Header", () => {
  it("offers For Learners and Become a Teacher only when a handler is supplied", async () => {
    renderWithProviders(<Header />, { locale: "en" });
    expect(screen.queryByRole("button", { name: "For Learners" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Become a Teacher" })).not.toBeInTheDocument();
    const login = await screen.findByRole("link", { name: "Log in to the member app" });
    expect(login).toHaveAttribute("target", "_blank");
    expect(login).toHaveAttribute("href", "https://app.example.com/login");
  });

  it("has no member-app login while the Site settings give no member-app address", async () => {
    const requests = stubApi({ "/api/site": { ...site, memberAppUrl: null } });
    renderWithProviders(<Header />, { locale: "en" });
    await waitFor(() => expect(requests).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("link", { name: "Log in to the member app" })).toBeNull();
  });

  it("repeats every item in the mobile menu, which closes after a choice", async () => {
    const user = userEvent.setup();
    const onJoinAsLearner = vi.fn();
    const onContact = vi.fn();
    renderWithProviders(<Header onJoinAsLearner={onJoinAsLearner} onBecomeTeacher={vi.fn()} onContact={onContact} />, {
      locale: "fr",
    });

    await screen.findByRole("link", { name: "Se connecter à l'espace membre" });
    await user.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    const menu = screen.getByRole("navigation", { name: "Menu mobile" });
    expect(
      within(menu)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Tarifs", "Planning", "FAQ", "Contact", "Apprenants", "Devenir animateur"]);
    expect(within(menu).getByRole("link", { name: "Se connecter à l'espace membre" })).toHaveAttribute(
      "target",
      "_blank",
    );

    await user.click(within(menu).getByRole("button", { name: "Apprenants" }));
    expect(onJoinAsLearner).toHaveBeenCalledOnce();
    expect(screen.queryByRole("navigation", { name: "Menu mobile" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    await user.click(
      within(screen.getByRole("navigation", { name: "Menu mobile" })).getByRole("button", { name: "Contact" }),
    );
    expect(onContact).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
