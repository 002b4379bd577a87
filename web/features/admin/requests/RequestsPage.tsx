import type { SessionRequestRow } from "@schema/api";
import { SESSION_REQUEST_STATUSES, type SessionRequestStatus } from "@schema/constants";
import type { SESSION_REQUEST_SORTS } from "@schema/inputs";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminSessionRequests } from "@web/api/admin/session-requests";
import { sessionNamesQuery } from "@web/api/admin/sessions";
import { cn } from "@web/lib/cn";
import { formatAdminDate } from "@web/lib/format";
import { useState } from "react";
import { type Column, FilterSelect, PagedTable, SearchBox } from "../admin-list";
import { useListState } from "../list-state";
import { SESSION_REQUESTS_LIST } from "../lists";
import { PersonLink } from "../people/PersonLink";
import { useAdminMutations } from "../resource";
import { FlaggedLanguage, ViewButton } from "../row-controls";
import { SessionSeats } from "../sessions/SessionSeats";
import { RequestDetailDialog } from "./RequestDetailDialog";
import { REQUEST_STATUS_OPTIONS, REQUEST_STATUS_STYLE, RequestStatusBadge } from "./request-status";
import { SeatsToOffer } from "./SeatsToOffer";

type RequestSort = (typeof SESSION_REQUEST_SORTS)[number];

const COUNT_CARD_STYLE: Record<SessionRequestStatus, string> = {
  pending: "border-blue-200 text-blue-800",
  approved: "border-green-200 text-green-800",
  waitlisted: "border-yellow-300 text-yellow-900",
  cancelled: "border-red-200 text-red-800",
};

const REQUEST_COLUMNS: Column<SessionRequestRow, RequestSort>[] = [
  {
    header: "Name",
    sort: "name",
    cell: (request) => (
      <>
        <bdi className="block font-medium">{request.name}</bdi>
        <PersonLink email={request.email} className="block text-xs" />
      </>
    ),
  },
  {
    header: "Session",
    cell: (request) => (
      <span className="block min-w-40">
        <bdi className="font-medium">{request.session.title}</bdi>
        <span className="block text-xs text-stone-600" dir="auto">
          {[request.session.schedule, request.session.cafeName, request.session.city].filter(Boolean).join(" · ")}
        </span>
      </span>
    ),
  },
  { header: "Seats", cell: (request) => <SessionSeats session={request.session} /> },
  {
    header: "Language interest",
    cell: (request) => (
      <>
        <span className="block sm:whitespace-nowrap">
          <FlaggedLanguage language={request.languageInterest} />
        </span>
        <span className="block text-xs capitalize text-stone-600">{request.level}</span>
      </>
    ),
  },
  { header: "Status", sort: "status", cell: (request) => <RequestStatusBadge status={request.status} /> },
  {
    header: "Requested",
    sort: "createdAt",
    className: "sm:whitespace-nowrap",
    cell: (request) => formatAdminDate(request.createdAt),
  },
];

/**
 * /admin/requests: spot requests with their sessions and seats, by status and session, and a
 * dialog to change a request's status and notes (/admin/requests?sessionId=3: one session's requests).
 */
export function RequestsPage() {
  const list = useListState(SESSION_REQUESTS_LIST);
  const requests = useQuery({ ...adminSessionRequests.page(list.params), placeholderData: keepPreviousData });
  const sessions = useQuery(sessionNamesQuery());
  const { update } = useAdminMutations(adminSessionRequests, "Request");
  const [viewingId, setViewingId] = useState<number | null>(null);
  const viewing = requests.data?.items.find((r) => r.id === viewingId) ?? null;
  const status = list.filters.status;

  return (
    <>
      {requests.data ? <StatusCounts counts={requests.data.counts} /> : null}
      <SeatsToOffer sessionId={list.filters.sessionId} />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SearchBox placeholder="Name, email or phone" value={list.search} onChange={list.setSearch} />
        <FilterSelect
          label="Status"
          anyLabel="All requests"
          {...list.filter("status")}
          options={REQUEST_STATUS_OPTIONS}
        />
        <FilterSelect
          label="Session"
          anyLabel="All sessions"
          {...list.filter("sessionId")}
          options={(sessions.data ?? []).map((session) => ({
            value: String(session.id),
            label: session.schedule ? `${session.title} — ${session.schedule}` : session.title,
          }))}
        />
      </div>
      <p className="mt-4 text-sm text-stone-700" aria-live="polite">
        {requests.data ? `${requests.data.total} ${requests.data.total === 1 ? "request" : "requests"}` : ""}
      </p>
      <div className="mt-2">
        <PagedTable
          query={requests}
          state={list}
          what="session requests"
          empty={
            status && !list.params.q && !list.filters.sessionId
              ? `No ${REQUEST_STATUS_STYLE[status].label.toLowerCase()} requests.`
              : list.filtered
                ? "No requests match these filters."
                : "No session requests yet."
          }
          label="Session requests"
          columns={REQUEST_COLUMNS}
          actionsLabel="Details"
          actions={(request) => <ViewButton itemLabel={request.name} onClick={() => setViewingId(request.id)} />}
        />
      </div>
      <RequestDetailDialog
        request={viewing}
        onClose={() => setViewingId(null)}
        onSave={async (changes) => viewing && update.mutateAsync({ id: viewing.id, ...changes })}
      />
    </>
  );
}

/** How many requests each status has (under the session and search filters). */
function StatusCounts({ counts }: { counts: Record<SessionRequestStatus, number> }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Requests by status">
      {SESSION_REQUEST_STATUSES.map((status) => {
        const { label, icon: Icon } = REQUEST_STATUS_STYLE[status];
        return (
          <li key={status} className={cn("rounded-xl border bg-white p-4", COUNT_CARD_STYLE[status])}>
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Icon aria-hidden className="size-4" />
              {label}
            </p>
            <p className="mt-1 text-3xl font-bold text-stone-900" data-testid={`count-${status}`}>
              {counts[status]}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
