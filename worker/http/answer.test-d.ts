// Type-level test, compiled by `tsc -p tsconfig.worker.json` (never run): a route's `c.json(...)`
// checked with `satisfies GetAnswer<path>` fails to compile when what it sends, once JSON, is not
// what the SPA reads at that path (schema/api-answers.ts).
import type { Context } from "hono";
import type { lead } from "../../schema/tables";
import type { GetAnswer } from "./answer";

type LeadRecord = typeof lead.$inferSelect & { noteCount: number };
/** The row as the Worker would read it with `cafe_name` renamed `venue_name`, the SPA not told. */
type RenamedLeadRecord = Omit<LeadRecord, "cafeName"> & { venueName: string | null };
type PageOf<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<LeadRecord["status"], number>;
};

export function answers(c: Context, page: PageOf<LeadRecord>, renamed: PageOf<RenamedLeadRecord>) {
  return [
    // The rows as read (dates and all) are the page of LeadRow the leads page reads.
    c.json(page) satisfies GetAnswer<"/api/admin/leads">,
    // @ts-expect-error A renamed column is no longer a Lead.
    c.json(renamed) satisfies GetAnswer<"/api/admin/leads">,
    // @ts-expect-error Nor is the answer of another path.
    c.json(page) satisfies GetAnswer<"/api/admin/counts">,
  ];
}
