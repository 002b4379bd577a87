import type { Lead } from "@schema/api";
import type { LeadType } from "@schema/constants";
import { CONTACT_METHOD_NAMES } from "@schema/form-choice-names";
import { choiceName, entryFor, levelName } from "@schema/labels";
import type { CsvColumn } from "@web/lib/csv";
import { formatAdminDate } from "@web/lib/format";

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  learner: "Learner",
  teacher: "Teacher",
  cafe_owner: "Café owner",
  contact: "Contact",
};

const EXPERIENCE_LABELS: Record<string, string> = {
  lt1: "Less than 1 year",
  "1-3": "1-3 years",
  "3-5": "3-5 years",
  "5+": "5+ years",
};

/** The back office is in English. */
export const levelLabel = (lead: Lead) => (lead.level ? levelName(lead.level, "en") : "");
const experienceLabel = (lead: Lead) =>
  lead.experience ? (entryFor(EXPERIENCE_LABELS, lead.experience) ?? lead.experience) : "";
export const contactLabel = (lead: Lead) => choiceName(CONTACT_METHOD_NAMES, lead.contactMethod, "en");
export const leadDate = (lead: Lead) => formatAdminDate(lead.createdAt);

/** Every field of a lead, labelled: the detail dialog and the CSV export show the same list. */
export const LEAD_FIELDS: CsvColumn<Lead>[] = [
  { header: "Date", value: (lead) => lead.createdAt },
  { header: "Type", value: (lead) => LEAD_TYPE_LABELS[lead.userType] },
  { header: "Name", value: (lead) => lead.name },
  { header: "Email", value: (lead) => lead.email },
  { header: "City", value: (lead) => lead.city },
  { header: "Languages", value: (lead) => lead.languages.join(", ") },
  { header: "Language", value: (lead) => lead.language },
  { header: "Level", value: levelLabel },
  { header: "Contact method", value: contactLabel },
  { header: "WhatsApp number", value: (lead) => lead.whatsappNumber },
  { header: "Trial session wanted", value: (lead) => (lead.trialSession ? "Yes" : "No") },
  { header: "Subject", value: (lead) => lead.subject },
  { header: "Message", value: (lead) => lead.message },
  { header: "Experience / motivation", value: experienceLabel },
  { header: "Café name", value: (lead) => lead.cafeName },
  { header: "Café address", value: (lead) => lead.cafeAddress },
  { header: "Space available", value: (lead) => lead.spaceAvailable },
  { header: "Site language", value: (lead) => lead.locale.toUpperCase() },
];
