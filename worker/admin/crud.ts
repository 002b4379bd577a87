import { eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import type { z } from "zod";
import { type Database, database } from "../db";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { parseId, validateJson } from "../http/validate";

type TableWithId = SQLiteTable & { id: SQLiteColumn };

interface CrudOptions<T extends TableWithId> {
  table: T;
  /** Name used in messages, e.g. "Pricing plan". */
  noun: string;
  create: z.ZodType;
  patch: z.ZodType;
  orderBy: SQL[] | SQLiteColumn[];
  /** Refuse or prepare a delete (e.g. a session that still has requests). */
  beforeDelete?: (db: Database, id: number) => Promise<void>;
  /** After any change: refresh caches of the public reads. */
  afterChange?: (env: AppBindings["Bindings"]) => Promise<void>;
}

/**
 * The four admin routes of a resource — list, create, partial update, delete — validated with the
 * shared zod schemas. Mounted under /api/admin, so requireAdmin already guards them.
 */
export function adminCrud<T extends TableWithId>(options: CrudOptions<T>) {
  const { table, noun } = options;
  const notFound = () => new ApiError(404, "not_found", `${noun} not found.`);
  const changed = (env: AppBindings["Bindings"]) => options.afterChange?.(env);

  return new Hono<AppBindings>()
    .get("/", async (c) => {
      const rows = await database(c.env.DB)
        .select()
        .from(table as SQLiteTable)
        .orderBy(...options.orderBy);
      return c.json(rows);
    })
    .post("/", validateJson(options.create), async (c) => {
      const values = c.req.valid("json") as T["$inferInsert"];
      const [row] = await database(c.env.DB).insert(table).values(values).returning();
      await changed(c.env);
      return c.json(row, 201);
    })
    .patch("/:id", validateJson(options.patch), async (c) => {
      const id = parseId(c.req.param("id"));
      const values = c.req.valid("json") as Partial<T["$inferInsert"]>;
      if (Object.keys(values).length === 0) throw new ApiError(400, "empty_update", "Nothing to update.");
      const [row] = await database(c.env.DB)
        .update(table)
        .set(values as never)
        .where(eq(table.id, id))
        .returning();
      if (!row) throw notFound();
      await changed(c.env);
      return c.json(row);
    })
    .delete("/:id", async (c) => {
      const id = parseId(c.req.param("id"));
      const db = database(c.env.DB);
      await options.beforeDelete?.(db, id);
      const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      if (deleted.length === 0) throw notFound();
      await changed(c.env);
      return c.body(null, 204);
    });
}
