import type { SessionRequest } from "@schema/api";
import type { QueryKey } from "@tanstack/react-query";
import { publicSessionsKey } from "../public-reads";
import { outboxKey } from "./outbox";
import { adminResource } from "./resource";
import { adminSessionsKey } from "./sessions";

/** The requests for a spot: a visitor's new request changes it too. */
export const sessionRequestsKey: QueryKey = ["admin", "session-requests"];

/**
 * Approving or cancelling a request changes the spots left (the admin sessions list and the
 * public cards) and may email the requester.
 */
export const adminSessionRequests = adminResource<SessionRequest>("/api/admin/session-requests", sessionRequestsKey, [
  adminSessionsKey,
  publicSessionsKey,
  outboxKey,
]);
