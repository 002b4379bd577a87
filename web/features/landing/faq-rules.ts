import type { FaqEntry } from "@schema/api";
import type { Locale } from "@schema/constants";
import type { FaqItem } from "./faq-item";

export interface ShownFaqs {
  items: (FaqItem & { key: string })[];
  /** "data" when the entries come from the back office, "default" for the built-in ten. */
  source: "data" | "default";
}

/**
 * docs/product-rules.md#states: the active entries of the current language, ascending sortOrder; when there are
 * none (or the call failed), the ten built-in questions of that language (`defaults`).
 */
export function selectFaqs(
  entries: readonly FaqEntry[] | undefined,
  locale: Locale,
  defaults: readonly FaqItem[],
): ShownFaqs {
  const own = (entries ?? [])
    .filter((entry) => entry.isActive && entry.language === locale)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  if (own.length > 0) {
    return {
      source: "data",
      items: own.map((entry) => ({ key: `faq-${entry.id}`, question: entry.question, answer: entry.answer })),
    };
  }
  return { source: "default", items: defaults.map((item, index) => ({ key: `default-${index}`, ...item })) };
}
