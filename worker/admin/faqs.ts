import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { faqEntry } from "../../schema/tables";
import { database } from "../db";
import type { AppBindings } from "../env";

/** Every FAQ entry of every language, in sort order. */
export const adminFaqs = new Hono<AppBindings>().get("/", async (c) => {
  const entries = await database(c.env.DB)
    .select()
    .from(faqEntry)
    .orderBy(asc(faqEntry.sortOrder), asc(faqEntry.id));
  return c.json(entries);
});
