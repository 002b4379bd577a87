/**
 * Names of the fixed choices in the visitor's language, for the public pages, the join forms and
 * the emails that copy them. Stored values stay the constants' own (English) values.
 */
import type { LearnerLevel, LearningLanguage, Locale, SessionLevel } from "./constants";

export type Names<K extends string> = Record<K, Record<Locale, string>>;

export const LEARNING_LANGUAGE_NAMES: Names<LearningLanguage> = {
  English: { en: "English", fr: "Anglais", ar: "الإنجليزية" },
  German: { en: "German", fr: "Allemand", ar: "الألمانية" },
  French: { en: "French", fr: "Français", ar: "الفرنسية" },
  Spanish: { en: "Spanish", fr: "Espagnol", ar: "الإسبانية" },
  Italian: { en: "Italian", fr: "Italien", ar: "الإيطالية" },
  Turkish: { en: "Turkish", fr: "Turc", ar: "التركية" },
  Portuguese: { en: "Portuguese", fr: "Portugais", ar: "البرتغالية" },
  Arabic: { en: "Arabic", fr: "Arabe", ar: "العربية" },
  Chinese: { en: "Chinese", fr: "Chinois", ar: "الصينية" },
};

/**
 * Every level, keyed in lower case: a learner's (join forms, spot requests: "beginner") and a
 * session's ("Beginner", "All Levels") are the same levels spelled two ways; see `levelName`.
 */
export const LEVEL_NAMES: Names<LearnerLevel | Lowercase<SessionLevel>> = {
  beginner: { en: "Beginner", fr: "Débutant", ar: "مبتدئ" },
  intermediate: { en: "Intermediate", fr: "Intermédiaire", ar: "متوسط" },
  advanced: { en: "Advanced", fr: "Avancé", ar: "متقدم" },
  fluent: { en: "Fluent but want to practice", fr: "Courant, mais je veux pratiquer", ar: "أتقنها لكن أريد الممارسة" },
  "all levels": { en: "All Levels", fr: "Tous niveaux", ar: "جميع المستويات" },
};

/** A table's entry for a stored value, or undefined for a value outside it (older data, free text). */
export function entryFor<K extends string, V>(table: Record<K, V>, value: string): V | undefined {
  return Object.hasOwn(table, value) ? table[value as K] : undefined;
}

/** A stored value's name in a locale; values outside the list are shown as stored. */
export function choiceName<K extends string>(names: Names<K>, value: string, locale: Locale): string {
  return entryFor(names, value)?.[locale] ?? value;
}

/** A level however it is stored ("Beginner", "beginner", "All Levels"), named in a locale. */
export function levelName(level: string, locale: Locale): string {
  return entryFor(LEVEL_NAMES, level.toLowerCase())?.[locale] ?? level;
}
