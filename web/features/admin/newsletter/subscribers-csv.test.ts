import type { Subscriber } from "@schema/api";
import { describe, expect, it } from "vitest";
import { subscribersCsv } from "./subscribers-csv";

const subscriber: Subscriber = {
  id: 1,
  email: "amira@example.tn",
  name: "Amira",
  locale: "fr",
  isActive: false,
  status: "pending",
  subscribedAt: "2026-11-12T09:30:00.000Z",
  confirmedAt: null,
  consentSource: "Paper sign-up sheet, Café Lino, 12 Nov",
};

describe("subscribersCsv", () => {
  it("carries each subscriber's language and consent source", () => {
    const [header, row] = subscribersCsv([subscriber]).trim().split(/\r?\n/);
    expect(header).toBe('"Email","Name","Language","Status","Subscribed At","Confirmed At","Consent Source"');
    expect(row).toContain('"fr","Pending"');
    expect(row).toMatch(/,"Paper sign-up sheet, Café Lino, 12 Nov"$/);
  });
});
