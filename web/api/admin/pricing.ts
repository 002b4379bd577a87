import type { PricingPlan } from "@schema/api";
import { type QueryKey, queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import { publicPricingKey } from "../public-reads";
import type { AdminResource } from "./resource";

const PATH = "/api/admin/pricing";
const key: QueryKey = ["admin", "pricing"];

/** Every plan, active or not. */
export const adminPricingQuery = () => queryOptions({ queryKey: key, queryFn: () => apiGet<PricingPlan[]>(PATH) });

/** A saved plan changes the back office's list and the landing page's prices. */
export const adminPricing: AdminResource<PricingPlan> = {
  path: PATH,
  list: adminPricingQuery,
  changes: [key, publicPricingKey],
};
