/**
 * Names of the fixed choices in the visitor's language, for the public pages, the join forms and
 * the emails that copy them. Stored values stay the constants' own (English) values.
 */
import type { ContactMethod, LearnerLevel, LearningLanguage, Locale, PUBLIC_CITIES, SessionLevel } from "./constants";

type Names<K extends string> = Record<K, Record<Locale, string>>;

/** Each interface language named in itself, as the language menus and the back office show it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", ar: "العربية" };

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

export const CONTACT_METHOD_NAMES: Names<ContactMethod> = {
  email: { en: "Email", fr: "E-mail", ar: "البريد الإلكتروني" },
  whatsapp: { en: "WhatsApp", fr: "WhatsApp", ar: "واتساب" },
};

type PublicCity = (typeof PUBLIC_CITIES)[number];

/** City names as people write them in each language (French keeps the usual accents and articles). */
export const PUBLIC_CITY_NAMES: Names<PublicCity> = {
  Tunis: { en: "Tunis", fr: "Tunis", ar: "تونس" },
  Sfax: { en: "Sfax", fr: "Sfax", ar: "صفاقس" },
  Sousse: { en: "Sousse", fr: "Sousse", ar: "سوسة" },
  Ettadhamen: { en: "Ettadhamen", fr: "Ettadhamen", ar: "التضامن" },
  Kairouan: { en: "Kairouan", fr: "Kairouan", ar: "القيروان" },
  Bizerte: { en: "Bizerte", fr: "Bizerte", ar: "بنزرت" },
  Gabès: { en: "Gabès", fr: "Gabès", ar: "قابس" },
  Ariana: { en: "Ariana", fr: "Ariana", ar: "أريانة" },
  Gafsa: { en: "Gafsa", fr: "Gafsa", ar: "قفصة" },
  Monastir: { en: "Monastir", fr: "Monastir", ar: "المنستير" },
  "Ben Arous": { en: "Ben Arous", fr: "Ben Arous", ar: "بن عروس" },
  Kasserine: { en: "Kasserine", fr: "Kasserine", ar: "القصرين" },
  Médenine: { en: "Médenine", fr: "Médenine", ar: "مدنين" },
  Nabeul: { en: "Nabeul", fr: "Nabeul", ar: "نابل" },
  Tataouine: { en: "Tataouine", fr: "Tataouine", ar: "تطاوين" },
  Beja: { en: "Beja", fr: "Béja", ar: "باجة" },
  Jendouba: { en: "Jendouba", fr: "Jendouba", ar: "جندوبة" },
  Mahdia: { en: "Mahdia", fr: "Mahdia", ar: "المهدية" },
  Siliana: { en: "Siliana", fr: "Siliana", ar: "سليانة" },
  Kef: { en: "Kef", fr: "Le Kef", ar: "الكاف" },
  Tozeur: { en: "Tozeur", fr: "Tozeur", ar: "توزر" },
  Manouba: { en: "Manouba", fr: "La Manouba", ar: "منوبة" },
  Zaghouan: { en: "Zaghouan", fr: "Zaghouan", ar: "زغوان" },
  Kebili: { en: "Kebili", fr: "Kébili", ar: "قبلي" },
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
