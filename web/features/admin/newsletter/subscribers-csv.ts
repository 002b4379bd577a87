import type { Subscriber, SubscriberStatus } from "@schema/api";
import { type CsvColumn, toCsv } from "@web/lib/csv";

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  active: "Active",
  pending: "Pending",
  bounced: "Bounced",
  complained: "Complained",
};

/**
 * docs/product-rules.md#constants: columns Email, Name, Language (en, fr or ar), Status (Active or Pending; Bounced,
 * Complained), Subscribed At, Confirmed At, Consent Source (where they agreed: the landing form, or an import's source).
 */
const COLUMNS: CsvColumn<Subscriber>[] = [
  { header: "Email", value: (s) => s.email },
  { header: "Name", value: (s) => s.name },
  { header: "Language", value: (s) => s.locale },
  { header: "Status", value: (s) => SUBSCRIBER_STATUS_LABELS[s.status] },
  { header: "Subscribed At", value: (s) => s.subscribedAt },
  { header: "Confirmed At", value: (s) => s.confirmedAt },
  { header: "Consent Source", value: (s) => s.consentSource },
];

export function subscribersCsv(subscribers: Subscriber[]): string {
  return toCsv(subscribers, COLUMNS);
}
