import type { LanguageSession, Page, SessionRequest } from "@schema/api";
import type { LanguageSessionInput } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { publicSessionsKey } from "../public-reads";
import { adminCountsKey, adminSessionsKey, outboxKey, sessionRequestsKey } from "./keys";
import { pagedList } from "./list";
import { adminMutations } from "./resource";

/** Sessions, drafts too, with their seats; a saved one changes the landing page's schedule. */
export const adminSessions = {
  ...pagedList<Page<LanguageSession>>("/api/admin/sessions", adminSessionsKey),
  ...adminMutations<LanguageSession, LanguageSessionInput>("/api/admin/sessions", adminSessionsKey, [
    publicSessionsKey,
    adminCountsKey,
  ]),
};

/** Every session's id, title and schedule, for choosing one (`GET /api/admin/sessions/names`). */
export const sessionNamesQuery = () =>
  queryOptions({
    queryKey: [...adminSessionsKey, "names"],
    queryFn: () => apiGet("/api/admin/sessions/names"),
  });

/** Approves the next person on the session's waitlist (`POST /api/admin/sessions/{id}/offer-seat`). */
export const offerSeat = (sessionId: number) =>
  apiSend<SessionRequest>("POST", `/api/admin/sessions/${sessionId}/offer-seat`);

/** A seat offered changes the seats everywhere, the counts, the requests and the outbox (the approval email). */
export const OFFER_SEAT_CHANGES = [
  adminSessionsKey,
  sessionRequestsKey,
  adminCountsKey,
  outboxKey,
  publicSessionsKey,
] as const;
