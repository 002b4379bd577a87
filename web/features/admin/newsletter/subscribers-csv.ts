import type { Subscriber } from "@schema/api";
import { type CsvColumn, toCsv } from "@web/lib/csv";

/** SPEC.md §9: columns Email, Name, Status (Active or Pending), Subscribed At, Confirmed At. */
const COLUMNS: CsvColumn<Subscriber>[] = [
  { header: "Email", value: (s) => s.email },
  { header: "Name", value: (s) => s.name },
  { header: "Status", value: (s) => (s.isActive ? "Active" : "Pending") },
  { header: "Subscribed At", value: (s) => s.subscribedAt },
  { header: "Confirmed At", value: (s) => s.confirmedAt },
];

export function subscribersCsv(subscribers: Subscriber[]): string {
  return toCsv(subscribers, COLUMNS);
}
