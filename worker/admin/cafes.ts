import { and, asc, count, eq, getTableColumns, getTableName, ne, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Cafe } from "../../schema/api";
import {
  type AdminCafesQuery,
  adminCafesQuery,
  type CAFE_SORTS,
  cafeCoordinatesProblem,
  cafeInput,
  cafePatch,
} from "../../schema/inputs";
import { validationText } from "../../schema/messages";
import { cafe, languageSession } from "../../schema/tables";
import { type Database, database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer, JsonAnswer } from "../http/answer";
import { ApiError, visitorError } from "../http/errors";
import { parseId, validate } from "../http/validate";
import { dropCafePages } from "../pages/public-records";
import { adminCrud } from "./crud";
import { type ListSorting, listOrder, matchingAny, pageOf, pageWindow } from "./list";

type CafeRow = typeof cafe.$inferSelect;
type CafeValues = Partial<typeof cafe.$inferInsert>;

/** How many sessions, published or not, are held in the café. */
const sessionCount = sql<number>`(select count(*) from ${languageSession}
  where ${languageSession.cafeId} = ${sql.identifier(getTableName(cafe))}.${sql.identifier(cafe.id.name)})`
  .mapWith(Number)
  // Named: D1 merges result columns of the same name.
  .as("session_count");

/**
 * One café per name, address and city, compared as the migration compared the free text (case and
 * outer spaces aside): a second one would split the sessions of one place between two pages.
 */
async function refuseDuplicate(
  db: Database,
  values: { name: string; address?: string | null; city: string },
  id?: number,
) {
  const [same] = await db
    .select({ id: cafe.id })
    .from(cafe)
    .where(
      and(
        sql`lower(trim(${cafe.name})) = lower(trim(${values.name}))`,
        sql`lower(trim(coalesce(${cafe.address}, ''))) = lower(trim(${values.address ?? ""}))`,
        eq(cafe.city, values.city),
        id === undefined ? undefined : ne(cafe.id, id),
      ),
    )
    .limit(1);
  if (same) {
    const message = "A café with this name and address is already in this city.";
    throw new ApiError(409, "cafe_exists", message, { name: message });
  }
}

/** An edit is judged on the café it leaves: coordinates still in pairs, and no twin made. */
async function cafeUpdate(db: Database, before: CafeRow, values: CafeValues) {
  const merged = { ...before, ...values };
  const problem = cafeCoordinatesProblem(merged);
  if (problem) throw visitorError(400, "validation_failed", { [problem.path]: validationText(problem.code, "en") });
  if (values.name !== undefined || values.address !== undefined || values.city !== undefined) {
    await refuseDuplicate(db, merged, before.id);
  }
  return {};
}

/** A café that still has sessions stays, made inactive: its sessions keep their copy and their page. */
async function refuseWhenHoldingSessions(db: Database, id: number) {
  const [row] = await db.select({ sessions: count() }).from(languageSession).where(eq(languageSession.cafeId, id));
  const sessions = row?.sessions ?? 0;
  if (sessions > 0) {
    const noun = sessions === 1 ? "1 session" : `${sessions} sessions`;
    throw new ApiError(
      409,
      "cafe_has_sessions",
      `This café has ${noun} and cannot be deleted. Make it inactive instead: its sessions keep it, and no new session can choose it.`,
    );
  }
}

const crud = adminCrud({
  table: cafe,
  noun: "Café",
  auditTarget: "cafe",
  create: cafeInput,
  patch: cafePatch,
  orderBy: [asc(cafe.name), asc(cafe.id)],
  // A café's name, address and city are copied onto its sessions, which the public pages show.
  afterChange: dropCafePages,
  beforeCreate: async (db, values) => {
    await refuseDuplicate(db, values);
    return undefined;
  },
  beforeDelete: refuseWhenHoldingSessions,
  onUpdate: cafeUpdate,
});

function cafeFilters(query: AdminCafesQuery): SQL | undefined {
  return and(
    query.status ? eq(cafe.isActive, query.status === "active") : undefined,
    query.city ? eq(cafe.city, query.city) : undefined,
    matchingAny(query.q, [cafe.name, cafe.address]),
  );
}

const CAFE_SORTING: ListSorting<(typeof CAFE_SORTS)[number]> = {
  columns: { name: cafe.name, city: cafe.city, createdAt: cafe.createdAt },
  default: { sort: "name", order: "asc" },
  tiebreak: cafe.id,
};

/** The cafés, inactive ones too, a page at a time, each with how many sessions it holds; one café; and their changes. */
export const adminCafes = new Hono<AppBindings>()
  .get("/", validate("query", adminCafesQuery), async (c) => {
    const query = c.req.valid("query");
    const db = database(c.env.DB);
    const where = cafeFilters(query);
    const { limit, offset } = pageWindow(query);
    const [items, [totals]] = await db.batch([
      db
        .select({ ...getTableColumns(cafe), sessionCount })
        .from(cafe)
        .where(where)
        .orderBy(...listOrder(query, CAFE_SORTING))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(cafe).where(where),
    ]);
    return c.json(pageOf(items, totals?.total, query)) satisfies GetAnswer<"/api/admin/cafes">;
  })
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const [row] = await database(c.env.DB)
      .select({ ...getTableColumns(cafe), sessionCount })
      .from(cafe)
      .where(eq(cafe.id, id))
      .limit(1);
    if (!row) throw new ApiError(404, "not_found", "Café not found.");
    return c.json(row) satisfies JsonAnswer<Cafe>;
  })
  .route("/", crud);
