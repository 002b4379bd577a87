import type { Locale } from "@schema/constants";
import { useI18n } from "./index";

/**
 * Texts of one feature in the three languages. Declare the English object first and pass its
 * type, so a missing or extra key in French or Arabic fails the type check:
 *
 *   const en = { title: "Schedule" };
 *   export const scheduleMessages = defineMessages<typeof en>({ en, fr: { title: "Planning" }, ar: { title: "الجدول" } });
 *
 * Keeping texts beside their feature keeps files small and lets features change independently.
 */
export function defineMessages<T extends object>(messages: Record<Locale, T>): Record<Locale, T> {
  return messages;
}

/** The texts of a feature in the visitor's current language. */
export function useMessages<T extends object>(messages: Record<Locale, T>): T {
  return messages[useI18n().locale];
}
