import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { faqEntry } from "../../schema/tables";
import { database } from "../db";
import type { AppBindings } from "../env";

/**
 * Active FAQ entries of every language, by language then sort order: inactive entries never
 * leave the server. The page picks the entries of its language (SPEC.md §4).
 */
export const publicFaqs = new Hono<AppBindings>().get("/", async (c) => {
  const entries = await database(c.env.DB)
    .select()
    .from(faqEntry)
    .where(eq(faqEntry.isActive, true))
    .orderBy(asc(faqEntry.language), asc(faqEntry.sortOrder), asc(faqEntry.id));
  return c.json(entries);
});
