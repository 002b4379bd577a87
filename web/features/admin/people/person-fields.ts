import type { PersonData, PersonDataKind } from "@schema/api";
import { levelName } from "@schema/labels";
import { type CsvColumn, type CsvValue, toCsv } from "@web/lib/csv";
import { ACTION_LABELS, contextText, TARGET_LABELS } from "../activity/activity-labels";
import { LEAD_FIELDS } from "../leads/lead-fields";
import { SUBSCRIBER_STATUS_LABELS } from "../newsletter/subscribers-csv";
import { REQUEST_STATUS_STYLE } from "../requests/request-status";

type Row<K extends PersonDataKind> = PersonData[K][number];

interface PersonSection<K extends PersonDataKind> {
  kind: K;
  title: string;
  /** What one row is called in the erase's confirmation: "1 lead", "2 leads". */
  noun: [one: string, many: string];
  fields: CsvColumn<Row<K>>[];
}

const EMAIL_RELATIONS = { to: "Sent to the person", about: "The team's note about the person" } as const;

/**
 * Every kind of personal data, in the order the People page shows it; the page, the CSV export
 * and the erase's confirmation all read this list. Its kinds are those of `PersonData`.
 */
export const PERSON_SECTIONS = [
  { kind: "leads", title: "Leads", noun: ["lead", "leads"], fields: LEAD_FIELDS },
  {
    kind: "leadNotes",
    title: "The team's notes about their leads",
    noun: ["note about a lead", "notes about leads"],
    fields: [
      { header: "Date", value: (n) => n.createdAt },
      { header: "Lead", value: (n) => `#${n.leadId}` },
      { header: "Note", value: (n) => n.body },
    ],
  },
  {
    kind: "sessionRequests",
    title: "Spot requests",
    noun: ["spot request", "spot requests"],
    fields: [
      { header: "Date", value: (r) => r.createdAt },
      { header: "Session", value: (r) => r.sessionTitle },
      { header: "Name", value: (r) => r.name },
      { header: "Email", value: (r) => r.email },
      { header: "Phone", value: (r) => r.phone },
      { header: "Level", value: (r) => levelName(r.level, "en") },
      { header: "Status", value: (r) => REQUEST_STATUS_STYLE[r.status].label },
      { header: "Notes", value: (r) => r.notes },
      { header: "Site language", value: (r) => r.locale.toUpperCase() },
    ],
  },
  {
    kind: "newsletter",
    title: "Newsletter",
    noun: ["newsletter subscription with its consent record", "newsletter subscriptions"],
    fields: [
      { header: "Email", value: (s) => s.email },
      { header: "Name", value: (s) => s.name },
      { header: "Status", value: (s) => SUBSCRIBER_STATUS_LABELS[s.status] },
      { header: "Consent given at", value: (s) => s.consentAt },
      { header: "Consent given through", value: (s) => s.consentSource },
      { header: "Subscribed at", value: (s) => s.subscribedAt },
      { header: "Confirmed at", value: (s) => s.confirmedAt },
      { header: "Language", value: (s) => s.locale.toUpperCase() },
    ],
  },
  {
    kind: "emails",
    title: "Emails",
    noun: ["email", "emails"],
    fields: [
      { header: "Date", value: (e) => e.createdAt },
      { header: "Kind", value: (e) => e.kind },
      { header: "Recipient", value: (e) => EMAIL_RELATIONS[e.relation] },
      { header: "Subject", value: (e) => e.subject },
      { header: "Status", value: (e) => e.status },
      { header: "Sent at", value: (e) => e.sentAt },
    ],
  },
  {
    kind: "suppression",
    title: "Suppression list",
    noun: ["suppression entry", "suppression entries"],
    fields: [
      { header: "Since", value: (s) => s.createdAt },
      { header: "Reason", value: (s) => (s.reason === "bounced" ? "Bounced" : "Reported as spam") },
      { header: "Provider's words", value: (s) => s.detail },
    ],
  },
  {
    kind: "signInCounters",
    title: "Failed sign-ins to the back office",
    noun: ["sign-in counter", "sign-in counters"],
    fields: [
      { header: "Failures", value: (c) => c.failures },
      { header: "Locked until", value: (c) => c.lockedUntil },
      { header: "Last failure", value: (c) => c.updatedAt },
    ],
  },
  {
    kind: "activity",
    title: "Activity log",
    noun: ["activity log entry", "activity log entries"],
    fields: [
      { header: "Date", value: (e) => e.at },
      { header: "Who", value: (e) => e.actorEmail },
      { header: "Action", value: (e) => ACTION_LABELS[e.action] },
      { header: "Record", value: (e) => (e.targetType ? TARGET_LABELS[e.targetType] : null) },
      { header: "Details", value: (e) => contextText(e.context) },
    ],
  },
] as const satisfies { [K in PersonDataKind]: PersonSection<K> }[PersonDataKind][];

export type AnyPersonSection = { [K in PersonDataKind]: PersonSection<K> }[PersonDataKind];

/** The section's rows with their fields, loosely typed for rendering any section alike. */
export function sectionRecords(section: AnyPersonSection, data: PersonData) {
  const fields = section.fields as CsvColumn<unknown>[];
  return (data[section.kind] as unknown[]).map((row) =>
    fields.map((field) => ({ header: field.header, value: field.value(row) })),
  );
}

export const rowTotal = (data: PersonData) =>
  PERSON_SECTIONS.reduce((sum, section) => sum + data[section.kind].length, 0);

/** "1 lead, 4 emails and 2 sign-in counters": what an erase will touch. */
export function describeRows(counts: Partial<Record<PersonDataKind, number>>): string {
  const parts = PERSON_SECTIONS.flatMap((section) => {
    const n = counts[section.kind] ?? 0;
    return n > 0 ? [`${n} ${n === 1 ? section.noun[0] : section.noun[1]}`] : [];
  });
  if (parts.length <= 1) return parts[0] ?? "nothing";
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

interface CsvLine {
  data: string;
  record: number;
  field: string;
  value: CsvValue;
}

/** One line per field of every record: readable in a spreadsheet whatever the kinds of data. */
export function personCsv(data: PersonData): string {
  const lines: CsvLine[] = PERSON_SECTIONS.flatMap((section) =>
    sectionRecords(section, data).flatMap((fields, index) =>
      fields.map(({ header, value }) => ({ data: section.title, record: index + 1, field: header, value })),
    ),
  );
  return toCsv(lines, [
    { header: "Data", value: (line) => line.data },
    { header: "Record", value: (line) => line.record },
    { header: "Field", value: (line) => line.field },
    { header: "Value", value: (line) => line.value },
  ]);
}
