import { describe, expect, it } from "vitest";
import { pricingFormValues, pricingPlanForm } from "./pricing-form";

const typed = {
  planType: "subscription",
  capitalPrice: "23",
  outsideCapitalPrice: "22",
  features: "",
  featuresFr: "",
  featuresAr: "",
  displayOrder: "0",
  isActive: true,
} as const;

describe("the pricing plan form's rules (docs/product-rules.md#validation)", () => {
  it("turns the price boxes into whole TND, and anything non-numeric into 0", () => {
    expect(pricingPlanForm.parse({ ...typed, capitalPrice: " 19 ", outsideCapitalPrice: "abc" })).toMatchObject({
      capitalPrice: 19,
      outsideCapitalPrice: 0,
    });
    expect(pricingPlanForm.parse({ ...typed, capitalPrice: "21.9", outsideCapitalPrice: "" })).toMatchObject({
      capitalPrice: 21,
      outsideCapitalPrice: 0,
    });
  });

  it("keeps one feature per line and drops blank lines", () => {
    const input = pricingPlanForm.parse({
      ...typed,
      features: "2 sessions per week\n\n   \n  Groups of max 4 \r\nReschedule with 24 hours' notice\n",
    });
    expect(input.features).toEqual(["2 sessions per week", "Groups of max 4", "Reschedule with 24 hours' notice"]);
  });

  it("defaults the display order to 0 and keeps negative orders", () => {
    expect(pricingPlanForm.parse({ ...typed, displayOrder: "" }).displayOrder).toBe(0);
    expect(pricingPlanForm.parse({ ...typed, displayOrder: "-2" }).displayOrder).toBe(-2);
  });

  it("refuses a negative price with the API's own message on that field", () => {
    const result = pricingPlanForm.safeParse({ ...typed, capitalPrice: "-5" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["capitalPrice", "invalid_integer"],
    ]);
  });

  it("fills the dialog from a plan, features one per line", () => {
    expect(
      pricingFormValues({
        id: 3,
        planType: "flexible",
        capitalPrice: 30,
        outsideCapitalPrice: 28,
        features: ["A", "B"],
        featuresFr: ["Un"],
        featuresAr: [],
        displayOrder: 2,
        isActive: false,
        createdAt: "",
        updatedAt: "",
      }),
    ).toEqual({
      planType: "flexible",
      capitalPrice: "30",
      outsideCapitalPrice: "28",
      features: "A\nB",
      featuresFr: "Un",
      featuresAr: "",
      displayOrder: "2",
      isActive: false,
    });
    expect(pricingFormValues()).toMatchObject({
      planType: "subscription",
      capitalPrice: "",
      displayOrder: "0",
      isActive: true,
    });
  });
});
