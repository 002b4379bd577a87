import type { PricingPlan } from "@schema/api";
import type { PricingPlanInput } from "@schema/inputs";
import { publicPricingKey } from "../public-reads";
import { adminPricingKey } from "./keys";
import { adminResource } from "./resource";

/** Every plan, active or not; a saved one changes the landing page's prices. */
export const adminPricing = adminResource<PricingPlan, PricingPlanInput>("/api/admin/pricing", adminPricingKey, [
  publicPricingKey,
]);
