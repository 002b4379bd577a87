import { toCsv } from "@web/lib/csv";

export interface Subscriber {
  id: number;
  email: string;
  name: string | null;
  locale: string;
  isActive: boolean;
  subscribedAt: string;
  confirmedAt: string | null;
}

/** SPEC.md §9: columns Email, Name, Status (Active or Pending), Subscribed At, Confirmed At. */
export function subscribersCsv(subscribers: Subscriber[]): string {
  return toCsv(
    ["Email", "Name", "Status", "Subscribed At", "Confirmed At"],
    subscribers.map((s) => [s.email, s.name, s.isActive ? "Active" : "Pending", s.subscribedAt, s.confirmedAt]),
  );
}
