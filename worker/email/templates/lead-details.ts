import type { Locale } from "../../../schema/constants";
import { CONTACT_METHOD_NAMES, PUBLIC_CITY_NAMES } from "../../../schema/form-choice-names";
import type { LeadInput } from "../../../schema/inputs";
import { choiceName, LEARNING_LANGUAGE_NAMES, levelName } from "../../../schema/labels";

const labels = {
  en: {
    name: "Name",
    email: "Email",
    city: "City",
    languages: "Languages",
    level: "Level",
    contactMethod: "Preferred contact",
    whatsappNumber: "WhatsApp number",
    trialSession: "Free first session",
    experience: "Motivation",
    cafeName: "Café name",
    cafeAddress: "Café address",
    spaceAvailable: "Space available",
    subject: "Subject",
    message: "Message",
    yes: "Yes",
    no: "No",
  },
  fr: {
    name: "Nom",
    email: "E-mail",
    city: "Ville",
    languages: "Langues",
    level: "Niveau",
    contactMethod: "Contact préféré",
    whatsappNumber: "Numéro WhatsApp",
    trialSession: "Première séance gratuite",
    experience: "Motivation",
    cafeName: "Nom du café",
    cafeAddress: "Adresse du café",
    spaceAvailable: "Espace disponible",
    subject: "Objet",
    message: "Message",
    yes: "Oui",
    no: "Non",
  },
  ar: {
    name: "الاسم",
    email: "البريد الإلكتروني",
    city: "المدينة",
    languages: "اللغات",
    level: "المستوى",
    contactMethod: "وسيلة التواصل المفضلة",
    whatsappNumber: "رقم واتساب",
    trialSession: "الجلسة الأولى المجانية",
    experience: "الدافع",
    cafeName: "اسم المقهى",
    cafeAddress: "عنوان المقهى",
    spaceAvailable: "المساحة المتاحة",
    subject: "الموضوع",
    message: "الرسالة",
    yes: "نعم",
    no: "لا",
  },
} satisfies Record<Locale, Record<string, string>>;

/** What the person filled in, as label/value lines in `locale`, in the form's order. */
export function leadDetails(lead: LeadInput, locale: Locale): [string, string][] {
  const l = labels[locale];
  const lines: [string, string | null | undefined][] = [
    [l.name, lead.name],
    [l.email, lead.email],
  ];
  if (lead.userType === "contact") {
    lines.push([l.subject, lead.subject], [l.message, lead.message]);
    return present(lines);
  }
  lines.push([l.city, choiceName(PUBLIC_CITY_NAMES, lead.city, locale)]);
  if (lead.userType === "cafe_owner") {
    lines.push([l.cafeName, lead.cafeName], [l.cafeAddress, lead.cafeAddress], [l.spaceAvailable, lead.spaceAvailable]);
  } else {
    lines.push([
      l.languages,
      lead.languages.map((language) => choiceName(LEARNING_LANGUAGE_NAMES, language, locale)).join(", "),
    ]);
  }
  if (lead.userType === "learner") lines.push([l.level, levelName(lead.level, locale)]);
  lines.push([l.contactMethod, choiceName(CONTACT_METHOD_NAMES, lead.contactMethod, locale)]);
  if (lead.contactMethod === "whatsapp") lines.push([l.whatsappNumber, lead.whatsappNumber]);
  if (lead.userType === "learner") lines.push([l.trialSession, lead.trialSession ? l.yes : l.no]);
  if (lead.userType === "teacher") lines.push([l.experience, lead.experience]);
  if (lead.userType === "cafe_owner") lines.push([l.message, lead.message]);
  return present(lines);
}

function present(lines: [string, string | null | undefined][]): [string, string][] {
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}
