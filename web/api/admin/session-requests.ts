import type { BulkDecisionAnswer, CountedPage, SessionRequest, SessionRequestRow } from "@schema/api";
import type { SessionRequestStatus } from "@schema/constants";
import type { SessionRequestBulkInput, SessionRequestUpdateInput } from "@schema/inputs";
import { apiSend } from "@web/lib/api";
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

/**
 * One decision for the selected requests (`POST /api/admin/session-requests/bulk`): each is changed
 * or refused on its own, and the answer says which. It changes what any one change does.
 */
export const decideRequests = (input: SessionRequestBulkInput) =>
  apiSend<BulkDecisionAnswer>("POST", "/api/admin/session-requests/bulk", input);
