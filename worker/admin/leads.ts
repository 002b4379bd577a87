import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import { type AdminLeadsQuery, adminLeadsQuery } from "../../schema/inputs";
import { lead } from "../../schema/tables";
import { database } from "../db";
import type { AppBindings } from "../env";
import { validate } from "../http/validate";

/** `%text%` for LIKE, with the pattern characters in the visitor's text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function leadFilters(query: AdminLeadsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.type ? eq(lead.userType, query.type) : undefined,
    query.city ? eq(lead.city, query.city) : undefined,
    // `languages` is a JSON array: match one of its elements exactly.
    query.language
      ? sql`exists (select 1 from json_each(${lead.languages}) where value = ${query.language})`
      : undefined,
  ];
  if (query.q) {
    const pattern = containing(query.q);
    const matches = (column: SQLiteColumn) => sql`${column} like ${pattern} escape '\\'`;
    conditions.push(
      or(
        matches(lead.name),
        matches(lead.email),
        matches(lead.whatsappNumber),
        matches(lead.subject),
        matches(lead.message),
      ),
    );
  }
  return and(...conditions);
}

/** Leads, newest first, one page at a time, filtered by type, city, language and a search text. */
export const adminLeads = new Hono<AppBindings>().get("/", validate("query", adminLeadsQuery), async (c) => {
  const query = c.req.valid("query");
  const db = database(c.env.DB);
  const where = leadFilters(query);
  const [items, [totals]] = await db.batch([
    db
      .select()
      .from(lead)
      .where(where)
      .orderBy(desc(lead.createdAt), desc(lead.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(lead).where(where),
  ]);
  // The answer is a Page<Lead> of schema/api.ts (dates become ISO strings in JSON).
  return c.json({ items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize });
});
