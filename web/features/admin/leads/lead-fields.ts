import type { Lead } from "@schema/api";
import type { LeadType } from "@schema/constants";
import type { CsvColumn } from "@web/lib/csv";

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  learner: "Learner",
  teacher: "Teacher",
  cafe_owner: "Café owner",
  contact: "Contact",
};

const LEVEL_LABELS: Record<string, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  fluent: "Fluent but want to practice",
};

const EXPERIENCE_LABELS: Record<string, string> = {
  lt1: "Less than 1 year",
  "1-3": "1-3 years",
  "3-5": "3-5 years",
  "5+": "5+ years",
};

const lookup = (labels: Record<string, string>, value: string | null) =>
  value ? (Object.hasOwn(labels, value) ? labels[value]! : value) : "";

export const levelLabel = (lead: Lead) => lookup(LEVEL_LABELS, lead.level);
export const experienceLabel = (lead: Lead) => lookup(EXPERIENCE_LABELS, lead.experience);
export const contactLabel = (lead: Lead) => (lead.contactMethod === "whatsapp" ? "WhatsApp" : "Email");
export const leadDate = (lead: Lead) =>
  new Date(lead.createdAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

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
