import type { LanguageSession, Page, SessionRequest } from "@schema/api";
import type { LanguageSessionInput, SeatOfferInput } from "@schema/inputs";
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

/**
 * The sessions with a free seat and someone waiting, each with the first in line. Under the
 * sessions' key: a change to a session or a request refreshes it.
 */
export const seatsToOfferQuery = () =>
  queryOptions({
    queryKey: [...adminSessionsKey, "seats-to-offer"],
    queryFn: () => apiGet("/api/admin/sessions/seats-to-offer"),
  });

/**
 * Approves the first person on the session's waitlist, the one the admin was shown
 * (`POST /api/admin/sessions/{id}/offer-seat`); refused if someone else is first by now.
 */
export const offerSeat = (sessionId: number, requestId: number) =>
  apiSend<SessionRequest>("POST", `/api/admin/sessions/${sessionId}/offer-seat`, {
    requestId,
  } satisfies SeatOfferInput);

/** A seat offered changes the seats everywhere, the counts, the requests and the outbox (the approval email). */
export const OFFER_SEAT_CHANGES = [
  adminSessionsKey,
  sessionRequestsKey,
  adminCountsKey,
  outboxKey,
  publicSessionsKey,
] as const;
