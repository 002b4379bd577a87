import { and, asc, count, eq, gte, lt, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { ActivityPage } from "../../schema/api";
import { type AdminActivityQuery, adminActivityQuery } from "../../schema/inputs";
import { adminUser, auditEntry } from "../../schema/tables";
import { activityRecords } from "../audit/activity-records";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { validate } from "../http/validate";
import { type ListSorting, listOrder, pageOf, pageWindow } from "./list";

const DAY_MS = 24 * 3_600_000;

function activityFilters(query: AdminActivityQuery): SQL | undefined {
  return and(
    query.actor ? eq(auditEntry.actorEmail, query.actor) : undefined,
    query.action ? eq(auditEntry.action, query.action) : undefined,
    query.target ? eq(auditEntry.targetType, query.target) : undefined,
    query.targetId ? eq(auditEntry.targetId, query.targetId) : undefined,
    query.from ? gte(auditEntry.at, query.from) : undefined,
    // `to` is a whole day: everything before the next midnight.
    query.to ? lt(auditEntry.at, new Date(query.to.getTime() + DAY_MS)) : undefined,
  );
}

const ACTIVITY_SORTING: ListSorting<"at"> = {
  columns: { at: auditEntry.at },
  default: { sort: "at", order: "desc" },
  tiebreak: auditEntry.id,
};

/**
 * Mounted at /api/admin/activity: the audit log, newest first, a page at a time, filtered by who,
 * what, which record and when (each filter served by an index of audit_entry). Each entry comes
 * with its admin's current name and what its record is now (../audit/activity-records.ts): two
 * batches per page, whatever its size.
 */
export const adminActivity = new Hono<AppBindings>().get("/", validate("query", adminActivityQuery), async (c) => {
  const query = c.req.valid("query");
  const db = database(c.env.DB);
  const where = activityFilters(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [totals], actors] = await db.batch([
    db
      .select({ entry: auditEntry, actorName: adminUser.name })
      .from(auditEntry)
      .leftJoin(adminUser, eq(adminUser.id, auditEntry.actorId))
      .where(where)
      .orderBy(...listOrder(query, ACTIVITY_SORTING))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditEntry).where(where),
    db.select({ email: adminUser.email, name: adminUser.name }).from(adminUser).orderBy(asc(adminUser.email)),
  ]);
  const entries = rows.map(({ entry }) => ({ ...entry, at: entry.at.toISOString() }));
  const recordOf = await activityRecords(db, entries);
  const answer: ActivityPage = {
    ...pageOf(
      entries.map((entry, index) => ({ ...entry, actorName: rows[index]!.actorName, record: recordOf(entry) })),
      totals?.total,
      query,
    ),
    actors,
  };
  return c.json(answer) satisfies GetAnswer<"/api/admin/activity">;
});
