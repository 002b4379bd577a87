import type { LearningLanguage } from "@schema/constants";
import { entryFor } from "@schema/labels";

/**
 * A flag per taught language (SPEC.md §2 lists eight; Chinese is taught too). A flag is only a
 * visual cue: the language's name is always written beside it.
 */
export const LANGUAGE_FLAGS: Record<LearningLanguage, string> = {
  English: "🇬🇧",
  French: "🇫🇷",
  German: "🇩🇪",
  Spanish: "🇪🇸",
  Italian: "🇮🇹",
  Portuguese: "🇵🇹",
  Arabic: "🇹🇳",
  Turkish: "🇹🇷",
  Chinese: "🇨🇳",
};

export function languageFlag(language: string): string {
  return entryFor(LANGUAGE_FLAGS, language) ?? "🌐";
}
