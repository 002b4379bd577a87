import type { Lead, Page } from "@schema/api";
import type { LeadType } from "@schema/constants";
import { LEADS_PAGE_SIZE } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import { leadsKey } from "./keys";

/** The back office's filters; empty text means "any". */
export interface LeadFilters {
  type: LeadType | "";
  city: string;
  language: string;
  q: string;
}

function leadsPath(filters: LeadFilters, page: number, pageSize: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return `/api/admin/leads?${params}`;
}

/** One page of the filtered leads, newest first (`GET /api/admin/leads`). */
export const leadsQuery = (filters: LeadFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...leadsKey, { ...filters, page, pageSize }],
    queryFn: () => apiGet<Page<Lead>>(leadsPath(filters, page, pageSize)),
  });

/** Every page of the filtered leads, for the export. */
export async function allLeads(filters: LeadFilters): Promise<Lead[]> {
  const leads: Lead[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiGet<Page<Lead>>(leadsPath(filters, page, LEADS_PAGE_SIZE.max));
    leads.push(...answer.items);
    if (answer.items.length === 0 || leads.length >= answer.total) return leads;
  }
}
