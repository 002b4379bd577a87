import { asc } from "drizzle-orm";
import { pricingPlanInput, pricingPlanPatch } from "../../schema/inputs";
import { pricingPlan } from "../../schema/tables";
import { invalidatePublicReads } from "../public/cached-reads";
import { adminCrud } from "./crud";

/** Every plan, active or not, in display order; create, edit, toggle and delete. */
export const adminPricing = adminCrud({
  table: pricingPlan,
  noun: "Pricing plan",
  auditTarget: "pricing_plan",
  create: pricingPlanInput,
  patch: pricingPlanPatch,
  orderBy: [asc(pricingPlan.displayOrder), asc(pricingPlan.id)],
  afterChange: (env) => invalidatePublicReads(env, "/api/pricing"),
});
