import type { CountedPage, EmailRetried, OutboxItem } from "@schema/api";
import type { EmailStatus } from "@schema/constants";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { adminCountsKey, outboxKey } from "./keys";
import { pagedList } from "./list";

/** The outbox, newest first unless sorted otherwise, with counts by status (`GET /api/admin/outbox`). */
export const adminOutbox = pagedList<CountedPage<OutboxItem, EmailStatus>>("/api/admin/outbox", outboxKey);

/** One email with its HTML, text and headers. */
export const outboxEmailQuery = (id: number) =>
  queryOptions({ queryKey: [...outboxKey, id], queryFn: () => apiGet(`/api/admin/outbox/${id}`) });

/** Queues a failed email again. */
export const retryEmail = (id: number) => apiSend<EmailRetried>("POST", `/api/admin/outbox/${id}/retry`);

/** A retry changes the whole outbox: its lists and the email. */
export const EMAIL_RETRY_CHANGES = [outboxKey, adminCountsKey] as const;
