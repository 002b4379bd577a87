import type { PlanType } from "@schema/constants";

/** docs/product-rules.md#constants names of the plan types, as the back office shows them. */
export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  subscription: "Subscription",
  flexible: "Flexible Credits",
};
