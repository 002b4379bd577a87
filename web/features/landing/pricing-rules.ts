import { DEFAULT_PLAN_PRICES, type PlanType } from "@schema/constants";
import type { PricingPlan } from "@schema/api";

export interface DisplayedPlan {
  planType: PlanType;
  capitalPrice: number;
  outsideCapitalPrice: number;
  features: string[];
  /** False when the spec's default prices stand in for a missing plan. */
  fromData: boolean;
}

/**
 * SPEC.md §7: keep active plans, ascending displayOrder, and show the first subscription and the
 * first flexible plan; §9: default prices when a type has no plan.
 */
export function selectDisplayedPlans(plans: readonly PricingPlan[] | undefined): Record<PlanType, DisplayedPlan> {
  const ordered = (plans ?? []).filter((plan) => plan.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
  const pick = (planType: PlanType): DisplayedPlan => {
    const plan = ordered.find((candidate) => candidate.planType === planType);
    if (!plan) return { planType, ...DEFAULT_PLAN_PRICES[planType], features: [], fromData: false };
    return {
      planType,
      capitalPrice: plan.capitalPrice,
      outsideCapitalPrice: plan.outsideCapitalPrice,
      features: plan.features,
      fromData: true,
    };
  };
  return { subscription: pick("subscription"), flexible: pick("flexible") };
}
