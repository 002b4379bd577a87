import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { pricingPlan } from "../../schema/tables";
import { database } from "../db";
import type { AppBindings } from "../env";

/** Active plans only, in display order: inactive plans never leave the server. */
export const publicPricing = new Hono<AppBindings>().get("/", async (c) => {
  const plans = await database(c.env.DB)
    .select()
    .from(pricingPlan)
    .where(eq(pricingPlan.isActive, true))
    .orderBy(asc(pricingPlan.displayOrder), asc(pricingPlan.id));
  return c.json(plans);
});
