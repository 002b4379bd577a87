/**
 * Names of the join forms' own choices (cities, contact methods) in the visitor's language, for
 * the forms, the emails that copy them and the back office. Apart from schema/labels.ts, which
 * the landing page's schedule reads: only form code needs these, the city table above all.
 */
import type { ContactMethod, PUBLIC_CITIES } from "./constants";
import type { Names } from "./labels";

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
