import type { FaqEntry } from "@schema/api";
import { type QueryKey, queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import { publicFaqsKey } from "../public-reads";
import type { AdminResource } from "./resource";

const PATH = "/api/admin/faqs";
const key: QueryKey = ["admin", "faqs"];

/** Every entry of every language, active or not. */
export const adminFaqsQuery = () => queryOptions({ queryKey: key, queryFn: () => apiGet<FaqEntry[]>(PATH) });

/** A saved entry changes the back office's list and the landing page's FAQ. */
export const adminFaqs: AdminResource<FaqEntry> = {
  path: PATH,
  list: adminFaqsQuery,
  changes: [key, publicFaqsKey],
};
