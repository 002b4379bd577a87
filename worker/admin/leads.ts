import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { type AdminLeadsQuery, adminLeadsQuery, type LEAD_SORTS } from "../../schema/inputs";
import { lead } from "../../schema/tables";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { validate } from "../http/validate";
import { type ListSorting, listOrder, matchingAny, pageOf, pageWindow, recordExport } from "./list";

function leadFilters(query: AdminLeadsQuery): SQL | undefined {
  return and(
    query.type ? eq(lead.userType, query.type) : undefined,
    query.city ? eq(lead.city, query.city) : undefined,
    // `languages` is a JSON array: match one of its elements exactly.
    query.language
      ? sql`exists (select 1 from json_each(${lead.languages}) where value = ${query.language})`
      : undefined,
    matchingAny(query.q, [lead.name, lead.email, lead.whatsappNumber, lead.subject, lead.message]),
  );
}

const LEAD_SORTING: ListSorting<(typeof LEAD_SORTS)[number]> = {
  columns: { createdAt: lead.createdAt, name: lead.name, userType: lead.userType, city: lead.city },
  default: { sort: "createdAt", order: "desc" },
  tiebreak: lead.id,
};

/** Leads, newest first unless sorted otherwise, one page at a time, filtered by type, city, language and a search text. */
export const adminLeads = new Hono<AppBindings>().get("/", validate("query", adminLeadsQuery), async (c) => {
  const query = c.req.valid("query");
  const db = database(c.env.DB);
  const where = leadFilters(query);
  const { limit, offset } = pageWindow(query);
  const [items, [totals]] = await db.batch([
    db
      .select()
      .from(lead)
      .where(where)
      .orderBy(...listOrder(query, LEAD_SORTING))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(lead).where(where),
  ]);
  await recordExport(c, "lead", query, totals?.total);
  return c.json(pageOf(items, totals?.total, query)) satisfies GetAnswer<"/api/admin/leads">;
});
