import type { PricingPlan } from "@schema/api";
import { describe, expect, it } from "vitest";
import { selectDisplayedPlans } from "./pricing-rules";

let nextId = 1;
function plan(overrides: Partial<PricingPlan>): PricingPlan {
  return {
    id: nextId++,
    planType: "subscription",
    capitalPrice: 23,
    outsideCapitalPrice: 22,
    features: [],
    featuresFr: [],
    featuresAr: [],
    displayOrder: 0,
    isActive: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("selectDisplayedPlans", () => {
  it("falls back to the spec's default prices when there is no data", () => {
    const shown = selectDisplayedPlans(undefined);
    expect(shown.subscription).toMatchObject({ capitalPrice: 23, outsideCapitalPrice: 22, fromData: false });
    expect(shown.flexible).toMatchObject({ capitalPrice: 30, outsideCapitalPrice: 29, fromData: false });
  });

  it("shows the first active plan of each type by display order", () => {
    const shown = selectDisplayedPlans([
      plan({ planType: "subscription", capitalPrice: 25, displayOrder: 5 }),
      plan({ planType: "subscription", capitalPrice: 21, outsideCapitalPrice: 20, displayOrder: 1, features: ["A"] }),
      plan({ planType: "flexible", capitalPrice: 35, outsideCapitalPrice: 33, displayOrder: 2 }),
    ]);
    expect(shown.subscription).toEqual({
      planType: "subscription",
      capitalPrice: 21,
      outsideCapitalPrice: 20,
      features: ["A"],
      featuresLocale: "en",
      fromData: true,
    });
    expect(shown.flexible).toMatchObject({ capitalPrice: 35, outsideCapitalPrice: 33, fromData: true });
  });

  it("ignores inactive plans, even when they come first", () => {
    const shown = selectDisplayedPlans([
      plan({ planType: "flexible", capitalPrice: 1, displayOrder: 0, isActive: false }),
      plan({ planType: "subscription", capitalPrice: 19, displayOrder: 3 }),
    ]);
    expect(shown.flexible).toMatchObject({ capitalPrice: 30, outsideCapitalPrice: 29, fromData: false });
    expect(shown.subscription).toMatchObject({ capitalPrice: 19, fromData: true });
  });

  it("shows the features in the page's language, and the English ones where they are not translated", () => {
    const plans = [
      plan({
        planType: "subscription",
        features: ["2 sessions a week"],
        featuresFr: ["2 séances par semaine"],
        featuresAr: [],
      }),
      plan({ planType: "flexible", features: ["Pay per session"] }),
    ];
    expect(selectDisplayedPlans(plans, "fr").subscription).toMatchObject({
      features: ["2 séances par semaine"],
      featuresLocale: "fr",
    });
    expect(selectDisplayedPlans(plans, "ar").subscription).toMatchObject({
      features: ["2 sessions a week"],
      featuresLocale: "en",
    });
    expect(selectDisplayedPlans(plans, "en").subscription).toMatchObject({
      features: ["2 sessions a week"],
      featuresLocale: "en",
    });
  });
});
