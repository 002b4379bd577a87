import type { CountedPage, SessionRequest, SessionRequestRow } from "@schema/api";
import type { SessionRequestStatus } from "@schema/constants";
import type { SessionRequestUpdateInput } from "@schema/inputs";
import { publicSessionsKey } from "../public-reads";
import { adminCountsKey, adminSessionsKey, outboxKey, sessionRequestsKey } from "./keys";
import { pagedList } from "./list";
import { adminMutations } from "./resource";

/**
 * Requests with their sessions and counts by status. Approving or cancelling one changes the
 * spots left (the admin sessions list and the public cards) and may email the requester.
 */
export const adminSessionRequests = {
  ...pagedList<CountedPage<SessionRequestRow, SessionRequestStatus>>("/api/admin/session-requests", sessionRequestsKey),
  ...adminMutations<SessionRequest, SessionRequestUpdateInput>("/api/admin/session-requests", sessionRequestsKey, [
    adminSessionsKey,
    adminCountsKey,
    publicSessionsKey,
    outboxKey,
  ]),
};
