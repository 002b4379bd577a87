import { describe, expect, it } from "vitest";
import { pricingPlan, seoSettings } from "../../schema/tables";
import { call, db, forgetCachedSeoSettings } from "../test/helpers";

/** /ai-info.json once a subscription plan and these SEO settings are stored. */
async function aiInfo(settings: { geoLocations: string; aiInfoJson: Record<string, unknown> }) {
  await forgetCachedSeoSettings();
  await db()
    .insert(pricingPlan)
    .values({ planType: "subscription", capitalPrice: 21, outsideCapitalPrice: 19, features: [] });
  await db()
    .insert(seoSettings)
    .values({ id: 1, ...settings });
  return (await (await call("/ai-info.json")).json()) as Record<string, unknown>;
}

describe("/ai-info.json", () => {
  it("keeps the admin's own keys and fills the rest with computed values", async () => {
    const info = await aiInfo({
      geoLocations: "Tunis, Sousse",
      aiInfoJson: {
        name: "Café Talk Tunisie",
        url: "https://cafetalk.example",
        cities: ["Bizerte"],
        prices: "Ask us",
        motto: "Talk more",
      },
    });
    expect(info).toMatchObject({
      name: "Café Talk Tunisie",
      url: "https://cafetalk.example",
      cities: ["Bizerte"],
      prices: "Ask us",
      motto: "Talk more",
      firstSessionFree: true,
    });
    expect(info.languagesTaught).toContain("Arabic");
  });

  it("computes every key the admin's JSON does not set", async () => {
    const info = await aiInfo({ geoLocations: "Tunis, Sousse", aiInfoJson: { motto: "Talk more" } });
    expect(info).toMatchObject({
      name: "Café Talk",
      cities: ["Tunis", "Sousse"],
      prices: [{ type: "subscription", tunis: 21, outsideTunis: 19, currency: "TND" }],
      motto: "Talk more",
    });
  });
});
