/**
 * Names of the join forms' own choices (cities, contact methods) in the visitor's language, for
 * the forms, the emails that copy them and the back office; the cities also for the schedule's
 * cards and the emails about a spot (schema/session-text.ts).
 */
import type { City, ContactMethod } from "./constants";
import type { Names } from "./labels";

export const CONTACT_METHOD_NAMES: Names<ContactMethod> = {
  email: { en: "Email", fr: "E-mail", ar: "البريد الإلكتروني" },
  whatsapp: { en: "WhatsApp", fr: "WhatsApp", ar: "واتساب" },
};

/**
 * The name of each city of CITIES as people write it in each language (French keeps the usual
 * accents and articles): the join forms show these, and the emails that copy a lead.
 */
export const CITY_NAMES: Names<City> = {
  Tunis: { en: "Tunis", fr: "Tunis", ar: "تونس" },
  Sousse: { en: "Sousse", fr: "Sousse", ar: "سوسة" },
  Sfax: { en: "Sfax", fr: "Sfax", ar: "صفاقس" },
  Bizerte: { en: "Bizerte", fr: "Bizerte", ar: "بنزرت" },
  Nabeul: { en: "Nabeul", fr: "Nabeul", ar: "نابل" },
  Kairouan: { en: "Kairouan", fr: "Kairouan", ar: "القيروان" },
  Hammamet: { en: "Hammamet", fr: "Hammamet", ar: "الحمامات" },
  Monastir: { en: "Monastir", fr: "Monastir", ar: "المنستير" },
  Gabès: { en: "Gabès", fr: "Gabès", ar: "قابس" },
  Ariana: { en: "Ariana", fr: "Ariana", ar: "أريانة" },
  Ettadhamen: { en: "Ettadhamen", fr: "Ettadhamen", ar: "التضامن" },
  Gafsa: { en: "Gafsa", fr: "Gafsa", ar: "قفصة" },
  Médenine: { en: "Médenine", fr: "Médenine", ar: "مدنين" },
  Kasserine: { en: "Kasserine", fr: "Kasserine", ar: "القصرين" },
  "Ben Arous": { en: "Ben Arous", fr: "Ben Arous", ar: "بن عروس" },
  Mahdia: { en: "Mahdia", fr: "Mahdia", ar: "المهدية" },
  Tataouine: { en: "Tataouine", fr: "Tataouine", ar: "تطاوين" },
  Beja: { en: "Beja", fr: "Béja", ar: "باجة" },
  Jendouba: { en: "Jendouba", fr: "Jendouba", ar: "جندوبة" },
  Kef: { en: "Kef", fr: "Le Kef", ar: "الكاف" },
  "Sidi Bouzid": { en: "Sidi Bouzid", fr: "Sidi Bouzid", ar: "سيدي بوزيد" },
  Tozeur: { en: "Tozeur", fr: "Tozeur", ar: "توزر" },
  Zaghouan: { en: "Zaghouan", fr: "Zaghouan", ar: "زغوان" },
  Siliana: { en: "Siliana", fr: "Siliana", ar: "سليانة" },
  Kebili: { en: "Kebili", fr: "Kébili", ar: "قبلي" },
  Manouba: { en: "Manouba", fr: "La Manouba", ar: "منوبة" },
};
