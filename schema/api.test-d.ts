// Type-level tests, compiled by `tsc` in every project (never run): the answers the SPA reads are
// the tables' rows as JSON, so a column renamed, removed or retyped changes them at once.
import { expectTypeOf } from "vitest";
import type { FaqEntry, Json, Lead, LeadRow, OutboxItem, PricingPlan, SessionRequest } from "./api";
import type { ApiAnswers } from "./api-answers";
import type { faqEntry, lead, pricingPlan, sessionRequest } from "./tables";

// Every column of the table, with the column's own type…
expectTypeOf<PricingPlan>().toEqualTypeOf<Json<typeof pricingPlan.$inferSelect>>();
expectTypeOf<FaqEntry>().toEqualTypeOf<Json<typeof faqEntry.$inferSelect>>();
expectTypeOf<Lead["userType"]>().toEqualTypeOf<(typeof lead.$inferSelect)["userType"]>();
// …but dates, which JSON sends as ISO strings.
expectTypeOf<Lead["createdAt"]>().toEqualTypeOf<string>();
expectTypeOf<OutboxItem["sentAt"]>().toEqualTypeOf<string | null>();
// Columns only the Worker uses stay out of the answer.
expectTypeOf<SessionRequest>().not.toHaveProperty("linkKey");
expectTypeOf<SessionRequest>().not.toHaveProperty("legacyCalendarTokenHash");
expectTypeOf<keyof SessionRequest>().toEqualTypeOf<
  Exclude<keyof typeof sessionRequest.$inferSelect, "linkKey" | "legacyCalendarTokenHash" | "calendarSequence">
>();

/** The lead's row as it would be with `cafe_name` renamed `venue_name` in schema/tables.ts. */
type RenamedLeadRow = Json<Omit<typeof lead.$inferSelect, "cafeName"> & { venueName: string | null }>;
// What the SPA reads at a path is what the map says, and a renamed column is no longer it.
expectTypeOf<ApiAnswers["/api/admin/leads"]["items"][number]>().toEqualTypeOf<LeadRow>();
expectTypeOf<LeadRow>().toMatchTypeOf<Lead>();
expectTypeOf<RenamedLeadRow>().not.toMatchTypeOf<Lead>();
// A field picked by name (schema/api.ts's Pick) fails to compile once the column is renamed.
// @ts-expect-error `cafeName` is no column of the renamed row.
export type RenamedPick = Pick<RenamedLeadRow, "cafeName">;
