import type { PricingPlan } from "@schema/api";
import { PLAN_TYPES } from "@schema/constants";
import { pricingPlanInput } from "@schema/inputs";
import { z } from "@schema/zod";
import { linesToList, thenValidateWith, wholeNumberText } from "../form-values";

/**
 * The plan dialog's fields as typed (text boxes), turned into the API's input by docs/product-rules.md#validation's
 * rules: integer TND prices (non-numeric becomes 0), one feature per line, display order 0 by default.
 */
export const pricingPlanForm = z
  .object({
    planType: z.enum(PLAN_TYPES, { error: "invalid_choice" }),
    capitalPrice: wholeNumberText,
    outsideCapitalPrice: wholeNumberText,
    features: z.string().transform(linesToList),
    featuresFr: z.string().transform(linesToList),
    featuresAr: z.string().transform(linesToList),
    displayOrder: wholeNumberText,
    isActive: z.boolean(),
  })
  .transform(thenValidateWith(pricingPlanInput));

export type PricingPlanFormValues = z.input<typeof pricingPlanForm>;

export function pricingFormValues(plan?: PricingPlan): PricingPlanFormValues {
  return {
    planType: plan?.planType ?? "subscription",
    capitalPrice: plan ? String(plan.capitalPrice) : "",
    outsideCapitalPrice: plan ? String(plan.outsideCapitalPrice) : "",
    features: plan?.features.join("\n") ?? "",
    featuresFr: plan?.featuresFr.join("\n") ?? "",
    featuresAr: plan?.featuresAr.join("\n") ?? "",
    displayOrder: String(plan?.displayOrder ?? 0),
    isActive: plan?.isActive ?? true,
  };
}
