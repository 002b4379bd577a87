import { defineMessages } from "@web/i18n/messages";
import type { FaqItem } from "./faq-item";

/** docs/product-rules.md#states: the ten questions shown when no active FAQ exists in the visitor's language. */
export const defaultFaqs = defineMessages<FaqItem[]>({
  en: () => import("./default-faqs.en"),
  fr: () => import("./default-faqs.fr"),
  ar: () => import("./default-faqs.ar"),
});
