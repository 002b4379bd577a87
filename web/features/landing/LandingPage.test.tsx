import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LandingPage } from "./LandingPage";

afterEach(() => vi.unstubAllGlobals());

describe("LandingPage calls to action", () => {
  it.each([
    ["header", "For Learners", "Join as a Learner"],
    ["header", "Become a Teacher", "Join as a Teacher"],
    ["header", "Contact", "Contact Us"],
    ["hero", "Start for free", "Join as a Learner"],
    ["hero", "Become a conversation guide", "Join as a Teacher"],
    ["hero", "Partner with us", "Café Owner Partnership"],
    ["pricing", "Claim my free session", "Join as a Learner"],
    ["pricing", "Book my free trial", "Join as a Learner"],
    ["footer", "Contact", "Contact Us"],
  ])("%s '%s' opens %s", async (where, button, dialogTitle) => {
    stubApi({ "/api/pricing": [], "/api/faqs": [] });
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />, { locale: "en" });
    const scope = {
      header: () => screen.getByRole("navigation", { name: "Main" }),
      hero: () => document.getElementById("hero")!,
      pricing: () => document.getElementById("pricing")!,
      footer: () => document.getElementById("contact")!,
    }[where]!();
    await user.click(within(scope).getByRole("button", { name: button }));
    expect(await screen.findByRole("dialog", { name: dialogTitle })).toBeInTheDocument();
  });

  it("leaves the member-app links opening in a new tab and the Admin link on /api/login", () => {
    stubApi({});
    renderWithProviders(<LandingPage />, { locale: "en" });
    expect(screen.getByRole("link", { name: "Access App" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Member login" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/api/login");
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByText("© 2025 Café Talk. All rights reserved.")).toBeInTheDocument();
    const social = within(screen.getByRole("navigation", { name: "Follow us" })).getAllByRole("link");
    expect(social.map((link) => link.textContent)).toEqual([
      "Facebook",
      "Instagram",
      "X",
      "YouTube",
      "Pinterest",
      "Medium",
      "LinkedIn",
    ]);
    expect(screen.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", "https://wa.me/21620123456");
    expect(screen.getByRole("link", { name: "hello@cafetalk.tn" })).toHaveAttribute("href", "mailto:hello@cafetalk.tn");
    expect(screen.getByRole("link", { name: "+216 20 123 456" })).toHaveAttribute("href", "tel:+21620123456");
  });
});
