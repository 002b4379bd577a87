import type { CountedPage, Lead, LeadNote, LeadRow, TrialBooked } from "@schema/api";
import type { LeadReplyChannel, LeadStatus } from "@schema/constants";
import type { LeadStatusInput } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { publicSessionsKey, publicSiteKey } from "../public-reads";
import {
  activityKey,
  adminCountsKey,
  adminSessionsKey,
  leadsKey,
  outboxKey,
  peopleKey,
  sessionRequestsKey,
} from "./keys";
import { pagedList } from "./list";

/**
 * Leads, newest first unless sorted otherwise, with the counts by status, filtered by status,
 * type, city, language, age and text (`GET /api/admin/leads`).
 */
export const adminLeads = pagedList<CountedPage<LeadRow, LeadStatus>>("/api/admin/leads", leadsKey);

/** One lead's page: the lead, its notes, its moves, its reply and the person's data (`GET /api/admin/leads/{id}`). */
export const leadQuery = (id: number) =>
  queryOptions({ queryKey: [...leadsKey, id], queryFn: () => apiGet(`/api/admin/leads/${id}`) });

/** Published sessions with a free seat, to book the learner's free trial in. */
export const trialSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminSessionsKey, "trial", id],
    queryFn: () => apiGet(`/api/admin/leads/${id}/trial-sessions`),
  });

/** A move in the pipeline (`PATCH /api/admin/leads/{id}`), with its reason and note. */
export const moveLead = (id: number, input: LeadStatusInput) => apiSend<Lead>("PATCH", `/api/admin/leads/${id}`, input);

export const addLeadNote = (id: number, body: string) =>
  apiSend<LeadNote>("POST", `/api/admin/leads/${id}/notes`, { body });

/** The admin opened a reply: on the audit log, and a new lead becomes contacted. */
export const recordLeadReply = (id: number, channel: LeadReplyChannel) =>
  apiSend<Lead>("POST", `/api/admin/leads/${id}/replies`, { channel });

export const bookTrial = (id: number, sessionId: number) =>
  apiSend<TrialBooked>("POST", `/api/admin/leads/${id}/trial`, { sessionId });

/** A move, a note or a reply changes the leads (their pages and counts), the badge, the person and the log. */
export const LEAD_CHANGES = [leadsKey, adminCountsKey, peopleKey, activityKey] as const;

/** A trial booked takes a seat: the sessions, the requests, the approval email and the public cards too. */
export const TRIAL_CHANGES = [
  ...LEAD_CHANGES,
  adminSessionsKey,
  sessionRequestsKey,
  outboxKey,
  publicSessionsKey,
  publicSiteKey,
] as const;
