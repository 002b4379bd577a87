import type { EmailRetried, OutboxEmail, OutboxItem, Page } from "@schema/api";
import type { EmailStatus } from "@schema/constants";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { outboxKey } from "./keys";

export interface OutboxFilter {
  page: number;
  pageSize: number;
  /** Absent: every status. */
  status?: EmailStatus;
}

/** One page of the outbox, newest first (`GET /api/admin/outbox`). */
export const outboxQuery = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: [...outboxKey, filter],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
      if (filter.status) params.set("status", filter.status);
      return apiGet<Page<OutboxItem>>(`/api/admin/outbox?${params}`);
    },
  });

/** One email with its HTML, text and headers. */
export const outboxEmailQuery = (id: number) =>
  queryOptions({ queryKey: [...outboxKey, id], queryFn: () => apiGet<OutboxEmail>(`/api/admin/outbox/${id}`) });

/** Queues a failed email again. */
export const retryEmail = (id: number) => apiSend<EmailRetried>("POST", `/api/admin/outbox/${id}/retry`);

/** A retry changes the whole outbox: its lists and the email. */
export const EMAIL_RETRY_CHANGES = [outboxKey] as const;
