/**
 * A reply to a lead, from its page: the message a template of the Site settings gives for the
 * lead's type and language, with the lead's details in its placeholders, and the links that open
 * it in WhatsApp or in a mail client (docs/back-office.md#replying-to-a-lead).
 */
import type { LeadType, Locale } from "./constants";
import { CITY_NAMES } from "./form-choice-names";
import { choiceName, LEARNING_LANGUAGE_NAMES } from "./labels";
import { toE164, whatsappUrl } from "./site";

/** What a template may name, each written `{name}`; in the lead's language where it has names. */
export const REPLY_PLACEHOLDERS = {
  name: "the name as they typed it",
  firstName: "the first word of the name",
  city: "their city",
  languages: "the languages they chose",
  cafe: "the café's name (café owners)",
} as const;
type Placeholder = keyof typeof REPLY_PLACEHOLDERS;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** Placeholders a template names that are not in REPLY_PLACEHOLDERS (a typo would reach the person as written). */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !Object.hasOwn(REPLY_PLACEHOLDERS, name));
}

/** What a reply needs of a lead. */
export interface RepliedLead {
  userType: LeadType;
  name: string;
  email: string;
  city: string | null;
  languages: string[];
  cafeName: string | null;
  subject: string | null;
  whatsappNumber: string | null;
  locale: Locale;
}

/** The template with the lead's details in its placeholders; a detail the lead left empty is left out. */
export function replyMessage(template: string, lead: RepliedLead): string {
  const values: Record<Placeholder, string> = {
    name: lead.name,
    firstName: lead.name.trim().split(/\s+/)[0] ?? "",
    city: lead.city ? choiceName(CITY_NAMES, lead.city, lead.locale) : "",
    languages: lead.languages
      .map((language) => choiceName(LEARNING_LANGUAGE_NAMES, language, lead.locale))
      // French writes a language's name in lower case within a sentence ("en anglais").
      .map((name) => (lead.locale === "fr" ? name.toLowerCase() : name))
      .join(lead.locale === "ar" ? "، " : ", "),
    cafe: lead.cafeName ?? "",
  };
  return template.replace(PLACEHOLDER, (written, name: string) =>
    Object.hasOwn(values, name) ? values[name as Placeholder] : written,
  );
}

/** The ways to reply: a WhatsApp link when the number reads as one, and always an email. */
export interface ReplyLinks {
  message: string;
  whatsapp: string | null;
  email: string;
}

export function replyLinks(template: string, lead: RepliedLead): ReplyLinks {
  const message = replyMessage(template, lead);
  const phone = lead.whatsappNumber ? toE164(lead.whatsappNumber) : null;
  // A contact wrote about something: the reply is on that thread.
  const subject = lead.subject ? `Re: ${lead.subject}` : "Café Talk";
  return {
    message,
    whatsapp: phone ? `${whatsappUrl(phone)}?text=${encodeURIComponent(message)}` : null,
    email: `mailto:${lead.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`,
  };
}
