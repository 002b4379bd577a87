import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import type { z } from "zod";
import type { AuditTarget } from "../../schema/audit";
import { changedFields, removedFields } from "../audit/changes";
import { auditEntryStatement, currentActor } from "../audit/record";
import { type Database, database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { parseId, validateJson } from "../http/validate";

type TableWithId = SQLiteTable & { id: SQLiteColumn };

interface CrudOptions<T extends TableWithId> {
  table: T;
  /** Name used in messages, e.g. "Pricing plan". */
  noun: string;
  /** What the audit log calls this kind of record. */
  auditTarget: AuditTarget;
  create: z.ZodType;
  patch: z.ZodType;
  orderBy: SQL[] | SQLiteColumn[];
  /**
   * Refuse a create (throws) that the schema alone cannot judge, e.g. one that names another
   * record; or complete it with the values it implies (written and logged with it).
   */
  beforeCreate?: (db: Database, values: T["$inferInsert"]) => Promise<Partial<T["$inferInsert"]> | undefined>;
  /** Refuse or prepare a delete (e.g. a session that still has requests). */
  beforeDelete?: (db: Database, id: number) => Promise<void>;
  /** After any change: refresh caches of the public reads. */
  afterChange?: (env: AppBindings["Bindings"]) => Promise<void>;
  /**
   * The columns read, returned and answered, when not all of them (e.g. a column kept only for a
   * one-off conversion, which the API never shows).
   */
  columns?: Record<string, SQLiteColumn>;
  /**
   * Answer the row as read back after the write, in its batch: triggers write columns of it
   * (a session's copy of its café), which SQLite's RETURNING does not show.
   */
  readBack?: boolean;
  /**
   * Completes an update once the stored row is known: refuses it (throws, e.g. a check across the
   * stored and the sent fields), adds the values it implies, and names the statements it brings
   * (e.g. the emails it makes due). These are written in its batch, after its audit entry, so all
   * land or none does; emails queued so are sent right after the answer.
   */
  onUpdate?: (
    db: Database,
    before: T["$inferSelect"],
    values: Partial<T["$inferInsert"]>,
    env: AppBindings["Bindings"],
  ) => Promise<{ values?: Partial<T["$inferInsert"]>; also?: BatchItem<"sqlite">[] }>;
}

/**
 * The four admin routes of a resource — list, create, partial update, delete — validated with the
 * shared zod schemas. Mounted under /api/admin, so requireAdmin already guards them. Each change
 * is written in one D1 batch with its audit entry (the fields that changed, before → after).
 */
export function adminCrud<T extends TableWithId>(options: CrudOptions<T>) {
  type Row = T["$inferSelect"];
  const { table, noun } = options;
  const notFound = () => new ApiError(404, "not_found", `${noun} not found.`);
  const changed = (env: AppBindings["Bindings"]) => options.afterChange?.(env);
  // Typed as any table's: the rows read are the resource's `Row`s (less the columns left out).
  const columns: Record<string, SQLiteColumn> = options.columns ?? getTableColumns(table as SQLiteTable);
  const anyTable = table as SQLiteTable;
  /** The record as it is before a change, for the audit entry; 404 when there is none. */
  const readRow = (db: Database, id: number | SQL) => db.select(columns).from(anyTable).where(eq(table.id, id));
  const findRow = async (db: Database, id: number): Promise<Row> => {
    const [row] = (await db.select(columns).from(anyTable).where(eq(table.id, id)).limit(1)) as Row[];
    if (!row) throw notFound();
    return row;
  };

  return new Hono<AppBindings>()
    .get("/", async (c) => {
      const rows = (await database(c.env.DB)
        .select(columns)
        .from(anyTable)
        .orderBy(...options.orderBy)) as Row[];
      return c.json(rows);
    })
    .post("/", validateJson(options.create), async (c) => {
      const sent = c.req.valid("json") as T["$inferInsert"];
      const db = database(c.env.DB);
      const values = { ...sent, ...(await options.beforeCreate?.(db, sent)) };
      const inserted = db.insert(anyTable).values(values).returning(columns);
      const written = options.readBack
        ? // Read before the audit entry's insert, while last_insert_rowid() is still the new row's.
          ([inserted, readRow(db, sql`last_insert_rowid()`)] as const)
        : ([inserted] as const);
      const results = await db.batch([
        ...written,
        auditEntryStatement(db, {
          actor: currentActor(c),
          action: "create",
          target: { type: options.auditTarget, id: sql`last_insert_rowid()` },
          changes: changedFields({}, values as Record<string, unknown>),
        }),
      ]);
      const [row] = results[written.length - 1] as Row[];
      await changed(c.env);
      return c.json(row, 201);
    })
    .patch("/:id", validateJson(options.patch), async (c) => {
      const id = parseId(c.req.param("id"));
      const sent = c.req.valid("json") as Partial<T["$inferInsert"]>;
      if (Object.keys(sent).length === 0) throw new ApiError(400, "empty_update", "Nothing to update.");
      const db = database(c.env.DB);
      const before = await findRow(db, id);
      const completed = await options.onUpdate?.(db, before, sent, c.env);
      const values = { ...sent, ...completed?.values };
      const brought = completed?.also ?? [];
      const updated = db
        .update(anyTable)
        .set(values as never)
        .where(eq(table.id, id))
        .returning(columns);
      const written = options.readBack ? ([updated, readRow(db, id)] as const) : ([updated] as const);
      const results = await db.batch([
        ...written,
        auditEntryStatement(db, {
          actor: currentActor(c),
          action: "update",
          target: { type: options.auditTarget, id },
          changes: changedFields(before, values as Record<string, unknown>),
          onlyIfChanged: true,
        }),
        ...brought,
      ]);
      const [row] = results[written.length - 1] as Row[];
      if (!row) throw notFound();
      await changed(c.env);
      if (brought.length > 0) deliverSoon(c);
      return c.json(row);
    })
    .delete("/:id", async (c) => {
      const id = parseId(c.req.param("id"));
      const db = database(c.env.DB);
      const before = await findRow(db, id);
      await options.beforeDelete?.(db, id);
      await db.batch([
        db.delete(table).where(eq(table.id, id)),
        auditEntryStatement(db, {
          actor: currentActor(c),
          action: "delete",
          target: { type: options.auditTarget, id },
          changes: removedFields(before),
          onlyIfChanged: true,
        }),
      ]);
      await changed(c.env);
      return c.body(null, 204);
    });
}
