import type { Lead, LeadRow } from "@schema/api";
import {
  LEAD_AGES,
  LEAD_CLOSE_REASONS,
  LEAD_WAITING_MS,
  type LeadAge,
  type LeadCloseReason,
  type LeadStatus,
  type LeadType,
} from "@schema/constants";
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

/** Each status as the back office says it (docs/back-office.md#the-leads-pipeline). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  trial_booked: "Trial booked",
  joined: "Joined",
  call_invited: "Call invited",
  onboarded: "Onboarded",
  cafe_visited: "Café visited",
  partner: "Partner",
  closed: "Closed",
};

export const CLOSE_REASON_LABELS: Record<LeadCloseReason, string> = {
  not_interested: "Not interested",
  no_reply: "No reply",
  unreachable: "Unreachable",
  chose_elsewhere: "Chose elsewhere",
  not_a_fit: "Not a fit",
  duplicate: "Duplicate",
  spam: "Spam",
  other: "Other",
};

export const CLOSE_REASON_OPTIONS = LEAD_CLOSE_REASONS.map((reason) => ({
  value: reason,
  label: CLOSE_REASON_LABELS[reason],
}));

const LEAD_AGE_LABELS: Record<LeadAge, string> = {
  "24h": "Older than 24 hours",
  "7d": "Older than 7 days",
  "30d": "Older than 30 days",
};

export const LEAD_AGE_OPTIONS = (Object.keys(LEAD_AGES) as LeadAge[]).map((age) => ({
  value: age,
  label: LEAD_AGE_LABELS[age],
}));

/** Whole hours a lead still `new` has waited since it came in, once past 24; null when it is not waiting. */
export function waitingHours(lead: Pick<Lead, "status" | "createdAt">, now = Date.now()): number | null {
  const waited = now - Date.parse(lead.createdAt);
  return lead.status === "new" && waited > LEAD_WAITING_MS ? Math.floor(waited / 3_600_000) : null;
}

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
  { header: "Status", value: (lead) => LEAD_STATUS_LABELS[lead.status] },
  { header: "Closed because", value: (lead) => (lead.closedReason ? CLOSE_REASON_LABELS[lead.closedReason] : null) },
];

/** The Leads page's export: every field, and how many notes the team wrote (their text stays on the lead's page). */
export const LEAD_EXPORT_COLUMNS: CsvColumn<LeadRow>[] = [
  ...LEAD_FIELDS,
  { header: "Notes", value: (lead) => lead.noteCount },
];
