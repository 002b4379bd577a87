import { SESSION_REQUEST_STATUSES, type SessionRequestStatus } from "@schema/constants";
import { createFileRoute } from "@tanstack/react-router";
import { type RequestsFilter, RequestsPage } from "@web/features/admin/requests/RequestsPage";
import { adminSection } from "@web/features/admin/sections";

/** `?sessionId=3&status=waitlisted`: where the sessions page and the dashboard link to; anything else is ignored. */
function requestsFilter(search: Record<string, unknown>): RequestsFilter {
  const sessionId = Number(search.sessionId);
  const status = SESSION_REQUEST_STATUSES.find((s) => s === search.status);
  return {
    ...(Number.isInteger(sessionId) && sessionId > 0 ? { sessionId } : {}),
    ...(status ? { status: status as SessionRequestStatus } : {}),
  };
}

export const Route = createFileRoute("/admin/requests")({
  staticData: { admin: adminSection("/admin/requests") },
  validateSearch: requestsFilter,
  component: RequestsRoute,
});

function RequestsRoute() {
  const filter = Route.useSearch();
  return <RequestsPage key={JSON.stringify(filter)} initial={filter} />;
}
