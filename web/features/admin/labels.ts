import type { Locale, PlanType } from "@schema/constants";

/** docs/product-rules.md#constants names of the plan types, as the back office shows them. */
export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  subscription: "Subscription",
  flexible: "Flexible Credits",
};

/** The languages a person reads our emails in, named in the back office's English. */
export const EMAIL_LANGUAGE_NAMES: Record<Locale, string> = { en: "English", fr: "French", ar: "Arabic" };
