import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { pricingPlan } from "../../schema/tables";
import { database } from "../db";
import type { AppBindings } from "../env";

/** Every plan, active or not, in display order. */
export const adminPricing = new Hono<AppBindings>().get("/", async (c) => {
  const plans = await database(c.env.DB)
    .select()
    .from(pricingPlan)
    .orderBy(asc(pricingPlan.displayOrder), asc(pricingPlan.id));
  return c.json(plans);
});
