import type { PlanType } from "@schema/constants";

/** SPEC.md §9 names of the plan types, as the back office shows them. */
export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  subscription: "Subscription",
  flexible: "Flexible Credits",
};
