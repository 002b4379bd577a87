import { getTableName, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import * as tables from "../schema/tables";

export function database(d1: D1Database) {
  return drizzle(d1, { schema: tables });
}

export type Database = ReturnType<typeof database>;

/**
 * `"table"."column"`: drizzle leaves columns bare in single-table queries, so a correlated
 * subquery that names the outer row's column would otherwise bind it to its own table's.
 */
export const qualifiedColumn = (column: SQLiteColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
