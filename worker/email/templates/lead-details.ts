import type { Locale } from "../../../schema/constants";
import { CITY_NAMES, CONTACT_METHOD_NAMES } from "../../../schema/form-choice-names";
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

/** One line of a submission; `typed` when its value is the visitor's own words, not a choice from a list. */
interface DetailLine {
  label: string;
  value: string | null | undefined;
  typed: boolean;
}

/** Every line of the submission, in the form's order. */
function detailLines(lead: LeadInput, locale: Locale): DetailLine[] {
  const l = labels[locale];
  const typed = (label: string, value: string | null | undefined): DetailLine => ({ label, value, typed: true });
  const chosen = (label: string, value: string | null | undefined): DetailLine => ({ label, value, typed: false });
  const lines = [typed(l.name, lead.name), typed(l.email, lead.email)];
  if (lead.userType === "contact") {
    lines.push(typed(l.subject, lead.subject), typed(l.message, lead.message));
    return lines;
  }
  lines.push(chosen(l.city, choiceName(CITY_NAMES, lead.city, locale)));
  if (lead.userType === "cafe_owner") {
    lines.push(
      typed(l.cafeName, lead.cafeName),
      typed(l.cafeAddress, lead.cafeAddress),
      typed(l.spaceAvailable, lead.spaceAvailable),
    );
  } else {
    lines.push(
      chosen(
        l.languages,
        lead.languages.map((language) => choiceName(LEARNING_LANGUAGE_NAMES, language, locale)).join(", "),
      ),
    );
  }
  if (lead.userType === "learner") lines.push(chosen(l.level, levelName(lead.level, locale)));
  lines.push(chosen(l.contactMethod, choiceName(CONTACT_METHOD_NAMES, lead.contactMethod, locale)));
  if (lead.contactMethod === "whatsapp") lines.push(typed(l.whatsappNumber, lead.whatsappNumber));
  if (lead.userType === "learner") lines.push(chosen(l.trialSession, lead.trialSession ? l.yes : l.no));
  if (lead.userType === "teacher") lines.push(typed(l.experience, lead.experience));
  if (lead.userType === "cafe_owner") lines.push(typed(l.message, lead.message));
  return lines;
}

/** What the person filled in, as label/value lines in `locale`, in the form's order: for the team. */
export function leadDetails(lead: LeadInput, locale: Locale): [string, string][] {
  return present(detailLines(lead, locale));
}

/**
 * Only what the person picked from the form's lists: safe to mail to the typed address, which
 * has not proved it is theirs, because none of it is words an attacker could choose.
 */
export function leadChoices(lead: LeadInput, locale: Locale): [string, string][] {
  return present(detailLines(lead, locale).filter((line) => !line.typed));
}

function present(lines: DetailLine[]): [string, string][] {
  return lines.flatMap(({ label, value }) => (value ? [[label, value] as [string, string]] : []));
}
