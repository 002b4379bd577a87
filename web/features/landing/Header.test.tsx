import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { Header } from "./Header";

describe("Header", () => {
  it("offers For Learners and Become a Teacher only when a handler is supplied", () => {
    renderWithProviders(<Header />, { locale: "en" });
    expect(screen.queryByRole("button", { name: "For Learners" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Become a Teacher" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in to the member app" })).toHaveAttribute("target", "_blank");
  });

  it("repeats every item in the mobile menu, which closes after a choice", async () => {
    const user = userEvent.setup();
    const onJoinAsLearner = vi.fn();
    const onContact = vi.fn();
    renderWithProviders(<Header onJoinAsLearner={onJoinAsLearner} onBecomeTeacher={vi.fn()} onContact={onContact} />, {
      locale: "fr",
    });

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
