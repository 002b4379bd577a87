import type { SessionRequest } from "@schema/api";
import { type QueryKey, queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import { publicSessionsKey } from "../public-reads";
import { outboxKey } from "./outbox";
import type { AdminResource } from "./resource";
import { adminSessionsKey } from "./sessions";

const PATH = "/api/admin/session-requests";
/** The requests for a spot: a visitor's new request changes it too. */
export const sessionRequestsKey: QueryKey = ["admin", "session-requests"];

export const sessionRequestsQuery = () =>
  queryOptions({ queryKey: sessionRequestsKey, queryFn: () => apiGet<SessionRequest[]>(PATH) });

/**
 * Approving or cancelling a request changes the spots left (the admin sessions list and the
 * public cards) and may email the requester.
 */
export const adminSessionRequests: AdminResource<SessionRequest> = {
  path: PATH,
  list: sessionRequestsQuery,
  changes: [sessionRequestsKey, adminSessionsKey, publicSessionsKey, outboxKey],
};
