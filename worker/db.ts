import { drizzle } from "drizzle-orm/d1";
import * as tables from "../schema/tables";

export function database(d1: D1Database) {
  return drizzle(d1, { schema: tables });
}

export type Database = ReturnType<typeof database>;
