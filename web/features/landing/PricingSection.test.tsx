import { screen, waitFor, within } from "@testing-library/react";
import { stubApi } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { PricingSection } from "./PricingSection";

const plans = [
  {
    id: 1,
    planType: "subscription",
    capitalPrice: 23,
    outsideCapitalPrice: 22,
    features: ["2 lessons per week"],
    displayOrder: 1,
    isActive: true,
  },
  {
    id: 2,
    planType: "flexible",
    capitalPrice: 30,
    outsideCapitalPrice: 29,
    features: ["No commitment"],
    displayOrder: 2,
    isActive: true,
  },
];

function card(name: RegExp | string) {
  return screen.getByRole("article", { name });
}

describe("PricingSection", () => {
  it("shows Tunis and outside-Tunis prices of each plan from the API", async () => {
    stubApi({ "/api/pricing": plans });
    renderWithProviders(<PricingSection />, { locale: "en" });

    const subscription = card("Subscription");
    expect(await within(subscription).findByText("2 lessons per week")).toBeInTheDocument();
    expect(within(subscription).getByTestId("capital-price")).toHaveTextContent("23 TND");
    expect(within(subscription).getByTestId("outside-price")).toHaveTextContent("22 TND");
    expect(within(subscription).getByText("RECOMMENDED")).toBeInTheDocument();

    const flexible = card("Flexible Credits");
    expect(within(flexible).getByTestId("capital-price")).toHaveTextContent("30 TND");
    expect(within(flexible).getByTestId("outside-price")).toHaveTextContent("29 TND");
    expect(within(flexible).queryByText("RECOMMENDED")).not.toBeInTheDocument();
  });

  it("shows the default prices when the API fails", async () => {
    const requests = stubApi({});
    renderWithProviders(<PricingSection />, { locale: "en" });

    await waitFor(() => expect(requests).toHaveBeenCalledTimes(1));
    expect(within(card("Subscription")).getByTestId("capital-price")).toHaveTextContent("23 TND");
    expect(within(card("Flexible Credits")).getByTestId("outside-price")).toHaveTextContent("29 TND");
  });

  it("speaks Arabic with Arabic currency", async () => {
    stubApi({ "/api/pricing": plans });
    renderWithProviders(<PricingSection />, { locale: "ar" });

    expect(screen.getByRole("heading", { name: "أسعار بسيطة وواضحة" })).toBeInTheDocument();
    const subscription = card("الاشتراك");
    expect(await within(subscription).findByText("2 lessons per week")).toBeInTheDocument();
    expect(within(subscription).getByTestId("capital-price")).toHaveTextContent("23 د.ت");
    expect(within(subscription).getByText("موصى به")).toBeInTheDocument();
  });

  it.each([
    ["en", "Subscription", "From 19 TND per session", "2 lessons per week, in groups of max 4"],
    ["fr", "Abonnement", "À partir de 19 TND par séance", "2 séances par semaine, en groupes de 4 maximum"],
    ["ar", "الاشتراك", "ابتداءً من 19 د.ت للجلسة", "جلستان في الأسبوع، في مجموعات من 4 أشخاص كحد أقصى"],
  ] as const)(
    "in %s, says the subscription's lowest price as its 'from' price",
    async (locale, name, from, tagline) => {
      const cheaper = plans.map((plan) =>
        plan.id === 1 ? { ...plan, capitalPrice: 21, outsideCapitalPrice: 19 } : plan,
      );
      stubApi({ "/api/pricing": cheaper });
      renderWithProviders(<PricingSection />, { locale });
      const subscription = card(name);
      expect(await within(subscription).findByTestId("from-price")).toHaveTextContent(from);
      expect(within(subscription).getByText(tagline)).toBeInTheDocument();
      expect(screen.getAllByTestId("from-price")).toHaveLength(1); // the flexible card has none
    },
  );

  it("gives no 'from' price when no subscription plan is active (the defaults are not a plan)", async () => {
    const requests = stubApi({ "/api/pricing": plans.filter((plan) => plan.planType === "flexible") });
    renderWithProviders(<PricingSection />, { locale: "en" });
    await waitFor(() => expect(requests).toHaveBeenCalledTimes(1));
    await within(card("Flexible Credits")).findByText("No commitment");
    expect(screen.queryByTestId("from-price")).toBeNull();
  });

  it("offers the free-trial buttons only when a handler is supplied", async () => {
    stubApi({ "/api/pricing": plans });
    const onClaimTrial = vi.fn();
    const { unmount } = renderWithProviders(<PricingSection />, { locale: "en" });
    expect(screen.queryByRole("button", { name: "Claim my free session" })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<PricingSection onClaimTrial={onClaimTrial} />, { locale: "en" });
    screen.getByRole("button", { name: "Claim my free session" }).click();
    screen.getByRole("button", { name: "Book my free trial" }).click();
    expect(onClaimTrial).toHaveBeenCalledTimes(2);
  });
});
