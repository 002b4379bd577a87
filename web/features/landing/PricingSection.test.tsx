import { screen, within } from "@testing-library/react";
import { renderWithProviders, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PricingSection } from "./PricingSection";

afterEach(() => vi.unstubAllGlobals());

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
    const fetchMock = stubApi({});
    renderWithProviders(<PricingSection />, { locale: "en" });

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
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
