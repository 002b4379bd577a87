import type { PricingPlan } from "@schema/api";
import { DEFAULT_PLAN_PRICES, type Locale, type PlanType } from "@schema/constants";

export interface DisplayedPlan {
  planType: PlanType;
  capitalPrice: number;
  outsideCapitalPrice: number;
  features: string[];
  /** The language the features are written in: the page's, or English when they are not translated. */
  featuresLocale: Locale;
  /** False when the spec's default prices stand in for a missing plan. */
  fromData: boolean;
}

const TRANSLATED_FEATURES = { fr: "featuresFr", ar: "featuresAr" } as const;

/** The plan's features in the page's language, else the English ones. */
function featuresIn(plan: PricingPlan, locale: Locale): { features: string[]; featuresLocale: Locale } {
  const translated = locale === "en" ? [] : (plan[TRANSLATED_FEATURES[locale]] ?? []);
  return translated.length > 0
    ? { features: translated, featuresLocale: locale }
    : { features: plan.features, featuresLocale: "en" };
}

/**
 * docs/product-rules.md#api-calls: keep active plans, ascending displayOrder, and show the first subscription and the
 * first flexible plan; #constants: default prices when a type has no plan.
 */
export function selectDisplayedPlans(
  plans: readonly PricingPlan[] | undefined,
  locale: Locale = "en",
): Record<PlanType, DisplayedPlan> {
  const ordered = (plans ?? []).filter((plan) => plan.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
  const pick = (planType: PlanType): DisplayedPlan => {
    const plan = ordered.find((candidate) => candidate.planType === planType);
    if (!plan)
      return { planType, ...DEFAULT_PLAN_PRICES[planType], features: [], featuresLocale: locale, fromData: false };
    return {
      planType,
      capitalPrice: plan.capitalPrice,
      outsideCapitalPrice: plan.outsideCapitalPrice,
      ...featuresIn(plan, locale),
      fromData: true,
    };
  };
  return { subscription: pick("subscription"), flexible: pick("flexible") };
}

/** The lowest price a plan is sold at (outside the capital, usually): its "from" price. */
export const lowestPrice = (plan: Pick<DisplayedPlan, "capitalPrice" | "outsideCapitalPrice">) =>
  Math.min(plan.capitalPrice, plan.outsideCapitalPrice);
