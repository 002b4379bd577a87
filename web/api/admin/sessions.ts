import type { LanguageSession, Page, SessionOccurrence, SessionRequest } from "@schema/api";
import type { LanguageSessionInput, SeatOfferInput } from "@schema/inputs";
import type { LocalDay, LocalStart } from "@schema/occurrences";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { publicSessionsKey } from "../public-reads";
import { adminCafesKey, adminCountsKey, adminSessionsKey, outboxKey, sessionRequestsKey } from "./keys";
import { pagedList } from "./list";
import { adminMutations } from "./resource";

/** Sessions, drafts too, with their seats; a saved one changes the landing page's sessions and its café's count. */
export const adminSessions = {
  ...pagedList<Page<LanguageSession>>("/api/admin/sessions", adminSessionsKey),
  ...adminMutations<LanguageSession, LanguageSessionInput>("/api/admin/sessions", adminSessionsKey, [
    publicSessionsKey,
    adminCountsKey,
    // Each café's count of sessions.
    adminCafesKey,
  ]),
};

/** Every session's id, title and next start, for choosing one (`GET /api/admin/sessions/names`). */
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

/**
 * A session's occurrences from `from` to `to` (the Worker's default: today and the next 12 weeks),
 * skipped ones too. Under the sessions' key: a change to the session refreshes them.
 */
export const sessionOccurrencesQuery = (sessionId: number, days: { from?: LocalDay; to?: LocalDay } = {}) =>
  queryOptions({
    queryKey: [...adminSessionsKey, sessionId, "occurrences", days],
    queryFn: () => apiGet(`/api/admin/sessions/${sessionId}/occurrences`, days),
  });

const occurrencePath = (sessionId: number, originalStart: LocalStart) =>
  `/api/admin/sessions/${sessionId}/occurrences/${encodeURIComponent(originalStart)}`;

/** Skips one occurrence of a weekly session (`movedTo` null) or moves it. */
export const changeOccurrence = (sessionId: number, originalStart: LocalStart, movedTo: LocalStart | null) =>
  apiSend<SessionOccurrence>("PUT", occurrencePath(sessionId, originalStart), { movedTo });

/** Puts a skipped or moved occurrence back where the series has it. */
export const restoreOccurrence = (sessionId: number, originalStart: LocalStart) =>
  apiSend<void>("DELETE", occurrencePath(sessionId, originalStart));

/** An occurrence skipped, moved or restored changes the session's dates everywhere they show. */
export const OCCURRENCE_CHANGES = [adminSessionsKey, sessionRequestsKey, publicSessionsKey] as const;

/**
 * Every session's occurrences from `from` to `to` (both included, at most 62 days), skipped ones too, with
 * their seats: the calendar. Under the sessions' key, as a request decided changes the seats.
 */
export const calendarQuery = (from: LocalDay, to: LocalDay) =>
  queryOptions({
    queryKey: [...adminSessionsKey, "calendar", from, to],
    queryFn: () => apiGet("/api/admin/calendar", { from, to }),
  });

/** Who is coming to a session: the approved, and the waitlist in its order. */
export const sessionRosterQuery = (sessionId: number) =>
  queryOptions({
    queryKey: [...adminSessionsKey, sessionId, "roster"],
    queryFn: () => apiGet(`/api/admin/sessions/${sessionId}/roster`),
  });
