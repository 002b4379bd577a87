import { describe, expect, it } from "vitest";
import type { PricingPlan } from "../../schema/api";
import { pricingPlan } from "../../schema/tables";
import { call, db, json } from "../test/helpers";

describe("GET /api/pricing", () => {
  it("answers an empty list when no plan exists", async () => {
    const res = await call("/api/pricing");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([]);
  });

  it("lists only active plans, in display order, with their prices and features", async () => {
    await db()
      .insert(pricingPlan)
      .values([
        {
          planType: "flexible",
          capitalPrice: 30,
          outsideCapitalPrice: 29,
          features: ["Pay per session"],
          displayOrder: 2,
        },
        {
          planType: "subscription",
          capitalPrice: 23,
          outsideCapitalPrice: 22,
          features: ["2 lessons/week", "Groups of 4"],
          displayOrder: 1,
        },
        {
          planType: "subscription",
          capitalPrice: 99,
          outsideCapitalPrice: 99,
          features: [],
          displayOrder: 0,
          isActive: false,
        },
      ]);

    const plans = await json<PricingPlan[]>(await call("/api/pricing"));

    expect(plans.map((p) => [p.planType, p.capitalPrice, p.outsideCapitalPrice, p.displayOrder])).toEqual([
      ["subscription", 23, 22, 1],
      ["flexible", 30, 29, 2],
    ]);
    expect(plans[0]?.features).toEqual(["2 lessons/week", "Groups of 4"]);
    expect(plans.every((p) => p.isActive)).toBe(true);
    expect(Date.parse(plans[0]!.createdAt)).toBeGreaterThan(Date.parse("2025-01-01"));
  });
});
