import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import { adminCountsKey } from "./keys";

/** Requests and emails arrive on their own: the badges look again every minute. */
const POLL_MS = 60_000;

/** What waits for the team (`GET /api/admin/counts`). */
export const adminCountsQuery = () =>
  queryOptions({
    queryKey: adminCountsKey,
    queryFn: () => apiGet("/api/admin/counts"),
    refetchInterval: POLL_MS,
  });
