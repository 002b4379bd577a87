import type { Lead, Page } from "@schema/api";
import { leadsKey } from "./keys";
import { pagedList } from "./list";

/** Leads, newest first unless sorted otherwise, filtered by type, city, language and text (`GET /api/admin/leads`). */
export const adminLeads = pagedList<Page<Lead>>("/api/admin/leads", leadsKey);
