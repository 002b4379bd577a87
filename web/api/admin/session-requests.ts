import type { SessionRequest } from "@schema/api";
import type { SessionRequestUpdateInput } from "@schema/inputs";
import { publicSessionsKey } from "../public-reads";
import { adminSessionsKey, outboxKey, sessionRequestsKey } from "./keys";
import { adminResource } from "./resource";

/**
 * Approving or cancelling a request changes the spots left (the admin sessions list and the
 * public cards) and may email the requester.
 */
export const adminSessionRequests = adminResource<SessionRequest, SessionRequestUpdateInput>(
  "/api/admin/session-requests",
  sessionRequestsKey,
  [adminSessionsKey, publicSessionsKey, outboxKey],
);
