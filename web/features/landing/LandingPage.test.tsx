import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubApi } from "@web/test/api";
import { findById, renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { LandingPage } from "./LandingPage";

function renderLanding(locale: "en" | "ar" = "en") {
  stubApi({ "/api/pricing": [], "/api/faqs": [] });
  const user = userEvent.setup();
  renderWithProviders(<LandingPage />, { locale });
  return { user };
}

/** Pricing and the footer arrive with the below-the-fold chunk, after the first paint. */
const section = (where: string) =>
  ({
    header: () => screen.findByRole("navigation", { name: "Main" }),
    hero: () => findById("hero"),
    pricing: () => findById("pricing"),
    footer: () => findById("contact"),
  })[where]!();

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
    const { user } = renderLanding();
    await user.click(await within(await section(where)).findByRole("button", { name: button }));
    expect(await screen.findByRole("dialog", { name: dialogTitle })).toBeInTheDocument();
  });

  it.each([
    ["hero", "Start for free", true],
    ["pricing", "Claim my free session", true],
    ["pricing", "Book my free trial", true],
    ["header", "For Learners", false],
  ] as const)("%s '%s' opens the learner form with the free session ticked: %s", async (where, button, ticked) => {
    const { user } = renderLanding();
    await user.click(await within(await section(where)).findByRole("button", { name: button }));
    const dialog = await screen.findByRole("dialog", { name: "Join as a Learner" });
    const freeSession = within(dialog).getByRole("checkbox", { name: "I'd like to book my free first session" });
    expect((freeSession as HTMLInputElement).checked).toBe(ticked);
  });

  it("ticks the free session in Arabic too, from 'احجز جلستي المجانية'", async () => {
    const { user } = renderLanding("ar");
    await user.click(await within(await section("pricing")).findByRole("button", { name: "احجز جلستي المجانية" }));
    const dialog = await screen.findByRole("dialog", { name: "انضم كمتعلم" });
    expect(within(dialog).getByRole("checkbox", { name: "أريد حجز جلستي الأولى المجانية" })).toBeChecked();
  });

  const site = {
    contactPhone: "+21600000000",
    contactEmail: "hello@example.com",
    whatsappNumber: "+21611111111",
    memberAppUrl: "https://app.example.com/login",
    socialLinks: [
      { network: "facebook", url: "https://www.facebook.com/example" },
      { network: "x", url: "https://x.com/example" },
      { network: "linkedin", url: "https://www.linkedin.com/company/example" },
    ],
    stats: { languages: 5, teachers: null, learners: 1200, successRate: 95 },
  };

  it("shows the Site settings' links, member-app links in a new tab, and the Admin link on /api/login", async () => {
    stubApi({ "/api/site": site });
    renderWithProviders(<LandingPage />, { locale: "en" });
    expect(await screen.findByRole("link", { name: "Access App" })).toHaveAttribute(
      "href",
      "https://app.example.com/login",
    );
    expect(screen.getByRole("link", { name: "Access App" })).toHaveAttribute("target", "_blank");
    // The rest is in the footer, which arrives with the below-the-fold chunk.
    await findById("contact");
    expect(screen.getByRole("link", { name: "Member login" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/api/login");
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByText("© 2025 Café Talk. All rights reserved.")).toBeInTheDocument();
    const social = within(screen.getByRole("navigation", { name: "Follow us" })).getAllByRole("link");
    expect(social.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Facebook", "https://www.facebook.com/example"],
      ["X", "https://x.com/example"],
      ["LinkedIn", "https://www.linkedin.com/company/example"],
    ]);
    expect(screen.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", "https://wa.me/21611111111");
    expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
    expect(screen.getByRole("link", { name: "+21600000000" })).toHaveAttribute("href", "tel:+21600000000");
  });

  it("shows no contact detail, link or login the Site settings leave unset, and no stats band", async () => {
    const requests = stubApi({
      "/api/site": {
        ...site,
        contactPhone: null,
        whatsappNumber: null,
        memberAppUrl: null,
        socialLinks: [],
        stats: { languages: null, teachers: null, learners: null, successRate: null },
      },
    });
    renderWithProviders(<LandingPage />, { locale: "en" });
    expect(await screen.findByRole("link", { name: "hello@example.com" })).toBeInTheDocument();
    expect(requests).toHaveBeenCalledWith("/api/site", expect.anything());
    // The sections around the stats band are on the page: its absence is a choice, not a delay.
    await findById("pricing");
    expect(screen.queryByRole("link", { name: "Access App" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Member login" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Log in to the member app" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Follow us" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Chat on WhatsApp" })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(document.getElementById("stats")).toBeNull();
  });

  it.each([
    ["en", ["5", "languages to practise"], ["1,200", "learners"], ["95%", "success rate"]],
    ["fr", ["5", "langues à pratiquer"], ["1\u202f200", "apprenants"], ["95\u00a0%", "de réussite"]],
    ["ar", ["5", "لغات للممارسة"], ["1.200", "متعلم"], ["95‎%‎", "نسبة النجاح"]],
  ] as const)(
    "in %s, shows the stats that are set, formatted for the language, and hides the rest",
    async (locale, ...expected) => {
      stubApi({ "/api/site": site });
      renderWithProviders(<LandingPage />, { locale });
      const band = await findById("stats");
      const figures = [...band.querySelectorAll("[data-stat]")].map((stat) => [
        stat.querySelector("dd")!.textContent,
        stat.querySelector("dt")!.textContent,
      ]);
      expect(figures).toEqual(expected.map(([value, label]) => [JSON.parse(`"${value}"`), label]));
    },
  );
});
