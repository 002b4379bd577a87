import type { Subscriber, SubscriberStatus } from "@schema/api";
import { type CsvColumn, toCsv } from "@web/lib/csv";

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  active: "Active",
  pending: "Pending",
  bounced: "Bounced",
  complained: "Complained",
};

/**
 * docs/product-rules.md#constants: columns Email, Name, Status (Active or Pending; Bounced, Complained), Subscribed At,
 * Confirmed At.
 */
const COLUMNS: CsvColumn<Subscriber>[] = [
  { header: "Email", value: (s) => s.email },
  { header: "Name", value: (s) => s.name },
  { header: "Status", value: (s) => SUBSCRIBER_STATUS_LABELS[s.status] },
  { header: "Subscribed At", value: (s) => s.subscribedAt },
  { header: "Confirmed At", value: (s) => s.confirmedAt },
];

export function subscribersCsv(subscribers: Subscriber[]): string {
  return toCsv(subscribers, COLUMNS);
}
