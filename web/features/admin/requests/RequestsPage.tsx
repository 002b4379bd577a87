import type { SessionRequest } from "@schema/api";
import { SESSION_REQUEST_STATUSES, type SessionRequestStatus } from "@schema/constants";
import { useQuery } from "@tanstack/react-query";
import { adminSessionRequests } from "@web/api/admin/session-requests";
import { adminSessions } from "@web/api/admin/sessions";
import { cn } from "@web/lib/cn";
import { useState } from "react";
import { AdminList, AdminTable, type Column, EmptyState, FilterSelect } from "../admin-list";
import { useAdminResource } from "../resource";
import { FlaggedLanguage, ViewButton } from "../row-controls";
import { RequestDetailDialog } from "./RequestDetailDialog";
import { REQUEST_STATUS_OPTIONS, REQUEST_STATUS_STYLE, RequestStatusBadge } from "./request-status";

const COUNT_CARD_STYLE: Record<SessionRequestStatus, string> = {
  pending: "border-blue-200 text-blue-800",
  approved: "border-green-200 text-green-800",
  waitlisted: "border-yellow-300 text-yellow-900",
  cancelled: "border-red-200 text-red-800",
};

/** /admin/requests: spot requests by status, and a dialog to change a request's status and notes. */
export function RequestsPage() {
  const { list, update } = useAdminResource(adminSessionRequests, "Request");
  const sessions = useQuery(adminSessions.list());
  const [filter, setFilter] = useState<SessionRequestStatus | "">("");
  const [viewingId, setViewingId] = useState<number | null>(null);
  const sessionOf = (id: number) => sessions.data?.find((s) => s.id === id);
  const columns: Column<SessionRequest>[] = [
    { header: "Name", className: "font-medium", cell: (request) => <bdi>{request.name}</bdi> },
    { header: "Email", cell: (request) => request.email },
    {
      header: "Language interest",
      className: "whitespace-nowrap",
      cell: (request) => <FlaggedLanguage language={request.languageInterest} />,
    },
    { header: "Level", className: "capitalize", cell: (request) => request.level },
    { header: "Status", cell: (request) => <RequestStatusBadge status={request.status} /> },
  ];

  return (
    <AdminList query={list} what="session requests">
      {(requests) => {
        const shown = filter ? requests.filter((r) => r.status === filter) : requests;
        const viewing = requests.find((r) => r.id === viewingId) ?? null;
        return (
          <>
            <StatusCounts requests={requests} />
            <div className="mt-6 max-w-xs">
              <FilterSelect
                label="Status"
                anyLabel="All requests"
                value={filter}
                onChange={setFilter}
                options={REQUEST_STATUS_OPTIONS}
              />
            </div>
            <div className="mt-6">
              {shown.length === 0 ? (
                <EmptyState>
                  {filter
                    ? `No ${REQUEST_STATUS_STYLE[filter].label.toLowerCase()} requests.`
                    : "No session requests yet."}
                </EmptyState>
              ) : (
                <AdminTable
                  label="Session requests"
                  rows={shown}
                  columns={columns}
                  actionsLabel="Details"
                  actions={(request) => (
                    <ViewButton itemLabel={request.name} onClick={() => setViewingId(request.id)} />
                  )}
                />
              )}
            </div>
            <RequestDetailDialog
              request={viewing}
              session={viewing ? sessionOf(viewing.sessionId) : undefined}
              onClose={() => setViewingId(null)}
              onSave={async (changes) => viewing && update.mutateAsync({ id: viewing.id, ...changes })}
            />
          </>
        );
      }}
    </AdminList>
  );
}

/** How many requests each status has. */
function StatusCounts({ requests }: { requests: SessionRequest[] }) {
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
              {requests.filter((r) => r.status === status).length}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
