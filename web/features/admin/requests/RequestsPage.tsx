import type { SessionRequest } from "@schema/api";
import { SESSION_REQUEST_STATUSES, type SessionRequestStatus } from "@schema/constants";
import { languageFlag } from "@schema/labels";
import { useQuery } from "@tanstack/react-query";
import { adminSessionRequests } from "@web/api/admin/session-requests";
import { adminSessionsQuery } from "@web/api/admin/sessions";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Select } from "@web/components/ui/input";
import { Table, Td, Th } from "@web/components/ui/table";
import { cn } from "@web/lib/cn";
import { useState } from "react";
import { useAdminResource } from "../resource";
import { type RequestChanges, RequestDetailDialog } from "./RequestDetailDialog";
import { REQUEST_STATUS_STYLE, RequestStatusBadge } from "./request-status";

type StatusFilter = SessionRequestStatus | "all";

const COUNT_CARD_STYLE: Record<SessionRequestStatus, string> = {
  pending: "border-blue-200 text-blue-800",
  approved: "border-green-200 text-green-800",
  waitlisted: "border-yellow-300 text-yellow-900",
  cancelled: "border-red-200 text-red-800",
};

/** /admin/requests: spot requests by status, and a dialog to change a request's status and notes. */
export function RequestsPage() {
  const { list, update } = useAdminResource<SessionRequest, RequestChanges>(adminSessionRequests, "Request");
  const sessions = useQuery(adminSessionsQuery());
  const [filter, setFilter] = useState<StatusFilter>("all");
  const [viewingId, setViewingId] = useState<number | null>(null);

  const requests = list.data ?? [];
  const shown = filter === "all" ? requests : requests.filter((r) => r.status === filter);
  const viewing = requests.find((r) => r.id === viewingId) ?? null;
  const sessionOf = (id: number) => sessions.data?.find((s) => s.id === id);

  if (list.isPending) return <p role="status">Loading...</p>;
  if (list.isError) {
    return (
      <p role="alert" className="text-red-700">
        Requests could not be loaded: {list.error.message}
      </p>
    );
  }

  return (
    <>
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

      <div className="mt-6 max-w-xs">
        <Field label="Status">
          <Select value={filter} onChange={(event) => setFilter(event.target.value as StatusFilter)}>
            <option value="all">All requests</option>
            {SESSION_REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REQUEST_STATUS_STYLE[status].label}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <div className="mt-6">
        {shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            {filter === "all"
              ? "No session requests yet."
              : `No ${REQUEST_STATUS_STYLE[filter].label.toLowerCase()} requests.`}
          </p>
        ) : (
          <Table aria-label="Session requests">
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Email</Th>
                <Th>Language interest</Th>
                <Th>Level</Th>
                <Th>Status</Th>
                <Th className="relative">
                  <span className="sr-only">Details</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {shown.map((request) => (
                <tr key={request.id}>
                  <Td className="font-medium">
                    <bdi>{request.name}</bdi>
                  </Td>
                  <Td>{request.email}</Td>
                  <Td className="whitespace-nowrap">
                    {request.languageInterest ? (
                      <>
                        <span aria-hidden>{languageFlag(request.languageInterest)}</span> {request.languageInterest}
                      </>
                    ) : (
                      "—"
                    )}
                  </Td>
                  <Td className="capitalize">{request.level}</Td>
                  <Td>
                    <RequestStatusBadge status={request.status} />
                  </Td>
                  <Td className="text-end">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`View ${request.name}`}
                      onClick={() => setViewingId(request.id)}
                    >
                      View
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
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
}
