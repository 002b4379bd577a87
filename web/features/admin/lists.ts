import type { AuditAction, AuditTarget } from "@schema/audit";
import type {
  EmailStatus,
  LeadAge,
  LeadStatus,
  LeadType,
  SessionRequestStatus,
  SubscriberStatus,
} from "@schema/constants";
import {
  adminActivitySearch,
  adminCafesQuery,
  adminLeadsQuery,
  adminOutboxQuery,
  adminSessionRequestsQuery,
  adminSessionsQuery,
  adminSubscribersQuery,
  type CAFE_SORTS,
  type CAFE_STATES,
  type LEAD_SORTS,
  type OUTBOX_SORTS,
  type SESSION_PUBLICATIONS,
  type SESSION_REQUEST_SORTS,
  type SESSION_SORTS,
  type SortOrder,
  type SUBSCRIBER_SORTS,
} from "@schema/inputs";
import { adminActivity } from "@web/api/admin/activity";
import { adminCafes } from "@web/api/admin/cafes";
import { adminLeads } from "@web/api/admin/leads";
import type { ListQuery } from "@web/api/admin/list";
import { adminSubscribers } from "@web/api/admin/newsletter";
import { adminOutbox } from "@web/api/admin/outbox";
import { adminSessionRequests } from "@web/api/admin/session-requests";
import { adminSessions } from "@web/api/admin/sessions";

/**
 * The back office's paged lists: the schema their URL is read with (the Worker's own), their
 * default sort (left out of the URL), their filters and the read of one page. Their routes
 * (list-search.ts) and pages (list-state.ts) both read them from here; kept apart from the pages
 * so a route's loader doesn't pull its page's code into the first bundle.
 */
const list = <const Schema, S extends string, F extends Record<string, string>, Page>(definition: {
  schema: Schema;
  sort: S;
  order: SortOrder;
  filters: F;
  page: (params: ListQuery) => Page;
}) => definition;

export const LEADS_LIST = list({
  schema: adminLeadsQuery,
  sort: "createdAt" as (typeof LEAD_SORTS)[number],
  order: "desc",
  filters: {
    status: "" as LeadStatus | "",
    type: "" as LeadType | "",
    city: "",
    language: "",
    age: "" as LeadAge | "",
  },
  page: adminLeads.page,
});

export const SESSION_REQUESTS_LIST = list({
  schema: adminSessionRequestsQuery,
  sort: "createdAt" as (typeof SESSION_REQUEST_SORTS)[number],
  order: "desc",
  filters: { status: "" as SessionRequestStatus | "", sessionId: "" },
  page: adminSessionRequests.page,
});

export const SESSIONS_LIST = list({
  schema: adminSessionsQuery,
  sort: "createdAt" as (typeof SESSION_SORTS)[number],
  order: "asc",
  filters: { status: "" as (typeof SESSION_PUBLICATIONS)[number] | "", city: "" },
  page: adminSessions.page,
});

export const CAFES_LIST = list({
  schema: adminCafesQuery,
  sort: "name" as (typeof CAFE_SORTS)[number],
  order: "asc",
  filters: { status: "" as (typeof CAFE_STATES)[number] | "", city: "" },
  page: adminCafes.page,
});

export const SUBSCRIBERS_LIST = list({
  schema: adminSubscribersQuery,
  sort: "subscribedAt" as (typeof SUBSCRIBER_SORTS)[number],
  order: "desc",
  filters: { status: "" as SubscriberStatus | "" },
  page: adminSubscribers.page,
});

export const OUTBOX_LIST = list({
  schema: adminOutboxQuery,
  sort: "createdAt" as (typeof OUTBOX_SORTS)[number],
  order: "desc",
  filters: { status: "" as EmailStatus | "" },
  page: adminOutbox.page,
});

export const ACTIVITY_LIST = list({
  schema: adminActivitySearch,
  sort: "at" as const,
  order: "desc",
  filters: { actor: "", action: "" as AuditAction | "", target: "" as AuditTarget | "", from: "", to: "" },
  page: adminActivity.page,
});
