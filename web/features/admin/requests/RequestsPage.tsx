import type { SessionRequestRow } from "@schema/api";
import {
  SESSION_REQUEST_DECISIONS,
  SESSION_REQUEST_STATUSES,
  type SessionRequestDecision,
  type SessionRequestStatus,
} from "@schema/constants";
import type { SESSION_REQUEST_SORTS } from "@schema/inputs";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminSessionRequests, decideRequests } from "@web/api/admin/session-requests";
import { sessionNamesQuery } from "@web/api/admin/sessions";
import { refreshAfterChange } from "@web/api/refresh";
import { Button } from "@web/components/ui/button";
import { toast, toastError } from "@web/components/ui/toaster";
import { cn } from "@web/lib/cn";
import { formatAdminDate } from "@web/lib/format";
import { useState } from "react";
import { type Column, FilterSelect, PagedTable, type RowSelection, SearchBox, SelectPageCheckbox } from "../admin-list";
import { useListState } from "../list-state";
import { SESSION_REQUESTS_LIST } from "../lists";
import { PersonLink } from "../people/PersonLink";
import { useAdminMutations } from "../resource";
import { FlaggedLanguage, ViewButton } from "../row-controls";
import { SessionSeats } from "../sessions/SessionSeats";
import { nextStartText, shortWhen } from "../when";
import {
  type AskedDecision,
  DECISION_WORDS,
  DecisionButton,
  DecisionConfirm,
  decidedText,
  RowDecisions,
} from "./decisions";
import { RequestDetailDialog } from "./RequestDetailDialog";
import { REQUEST_STATUS_OPTIONS, REQUEST_STATUS_STYLE, RequestStatusCell } from "./request-status";
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
    // The person, and what they want to practise at what level.
    header: "Name",
    sort: "name",
    cell: (request) => (
      <span className="block min-w-36">
        <bdi className="block font-medium">{request.name}</bdi>
        <PersonLink email={request.email} className="block break-all text-xs" />
        <span className="mt-0.5 block text-xs text-stone-700">
          <FlaggedLanguage language={request.languageInterest} /> · <span className="capitalize">{request.level}</span>
        </span>
      </span>
    ),
  },
  {
    header: "Session",
    cell: (request) => (
      <span className="block min-w-40">
        <bdi className="font-medium">{request.session.title}</bdi>
        <span className="block text-xs text-stone-600" dir="auto">
          {[nextStartText(request.session.nextStart), request.session.cafeName, request.session.city]
            .filter(Boolean)
            .join(" · ")}
        </span>
        <SessionSeats session={request.session} inline />
      </span>
    ),
  },
  { header: "Status", sort: "status", cell: (request) => <RequestStatusCell request={request} /> },
  {
    header: "Requested",
    sort: "createdAt",
    className: "sm:min-w-28",
    cell: (request) => formatAdminDate(request.createdAt),
  },
];

/** What a bulk decision refused, named, until the admin dismisses it. */
interface Refusals {
  status: SessionRequestDecision;
  changed: number;
  refused: { id: number; name: string; message: string }[];
}

const NO_SELECTION: ReadonlySet<number> = new Set();

/**
 * /admin/requests: spot requests with their sessions and seats, by status and session
 * (/admin/requests?sessionId=3: one session's requests). Each row is approved, waitlisted or
 * cancelled in one click and a confirmation; the selected rows, together; the dialog keeps the notes.
 */
export function RequestsPage() {
  const list = useListState(SESSION_REQUESTS_LIST);
  const requests = useQuery({ ...adminSessionRequests.page(list.params), placeholderData: keepPreviousData });
  const sessions = useQuery(sessionNamesQuery());
  const queryClient = useQueryClient();
  const { update } = useAdminMutations(adminSessionRequests, "Request");
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [asked, setAsked] = useState<AskedDecision | null>(null);
  const [refusals, setRefusals] = useState<Refusals | null>(null);
  // A selection is of the rows on screen: another page, filter, sort or search starts afresh.
  const listKey = JSON.stringify(list.params);
  const [selection, setSelection] = useState({ listKey, ids: NO_SELECTION });
  const selected = selection.listKey === listKey ? selection.ids : NO_SELECTION;
  const select = (ids: ReadonlySet<number>) => setSelection({ listKey, ids });
  const rowSelection: RowSelection<SessionRequestRow> = {
    selected,
    onChange: select,
    rowLabel: (request) => request.name,
  };
  const rows = requests.data?.items ?? [];
  const selectedRows = rows.filter((row) => selected.has(row.id));
  const viewing = rows.find((r) => r.id === viewingId) ?? null;
  const status = list.filters.status;

  const refresh = () => refreshAfterChange(queryClient, adminSessionRequests.changes);
  const decideOne = useMutation({
    mutationFn: ({ request, status }: { request: SessionRequestRow; status: SessionRequestDecision }) =>
      adminSessionRequests.update(request.id, { status }),
    onSuccess: (request, { status }) =>
      toast.success(`${request.name} ${DECISION_WORDS[status].done}`, {
        description: `They get ${DECISION_WORDS[status].email}.`,
      }),
    onError: (error) => toastError("Error", error),
    onSettled: refresh,
  });
  const decideMany = useMutation({
    mutationFn: ({ requests, status }: AskedDecision) =>
      decideRequests({ ids: requests.map((request) => request.id), status }),
    onSuccess: ({ results }, { requests, status }) => {
      const names = new Map(requests.map((request) => [request.id, request.name]));
      const refused = results.flatMap((result) =>
        result.changed
          ? []
          : [{ id: result.id, name: names.get(result.id) ?? `#${result.id}`, message: result.error.message }],
      );
      const changed = results.length - refused.length;
      setRefusals(refused.length > 0 ? { status, changed, refused } : null);
      // The refused stay selected, to be decided otherwise (waitlisted when their session is full).
      select(new Set(refused.map((request) => request.id)));
      if (changed > 0) toast.success(decidedText(changed, status));
    },
    onError: (error) => toastError("Error", error),
    onSettled: refresh,
  });

  const confirm = (decision: AskedDecision) => {
    setAsked(null);
    if (decision.bulk) {
      setRefusals(null);
      decideMany.mutate(decision);
    } else if (decision.requests[0]) {
      decideOne.mutate({ request: decision.requests[0], status: decision.status });
    }
  };

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
            label: session.nextStart ? `${session.title} — ${shortWhen(session.nextStart)}` : session.title,
          }))}
        />
      </div>
      <p className="mt-4 text-sm text-stone-700" aria-live="polite">
        {requests.data ? `${requests.data.total} ${requests.data.total === 1 ? "request" : "requests"}` : ""}
      </p>
      {refusals ? <RefusalsNotice refusals={refusals} onDismiss={() => setRefusals(null)} /> : null}
      {rows.length > 0 ? (
        <BulkBar
          rows={rows}
          selection={rowSelection}
          busy={decideMany.isPending}
          onDecide={(status) => setAsked({ status, requests: selectedRows, bulk: true })}
        />
      ) : null}
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
          selection={rowSelection}
          actions={(request) => (
            // Two by two from the `sm` breakpoint, so the column stays narrow enough for the table to fit.
            <div className="flex flex-wrap justify-end gap-1.5 sm:ms-auto sm:grid sm:w-max sm:grid-cols-2">
              <RowDecisions
                request={request}
                onDecide={(status) => setAsked({ status, requests: [request], bulk: false })}
              />
              <ViewButton
                itemLabel={request.name}
                className="h-8 justify-center px-3 text-xs"
                onClick={() => setViewingId(request.id)}
              />
            </div>
          )}
        />
      </div>
      <DecisionConfirm
        asked={asked}
        busy={decideOne.isPending || decideMany.isPending}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
      <RequestDetailDialog
        request={viewing}
        onClose={() => setViewingId(null)}
        onSave={async (changes) => viewing && update.mutateAsync({ id: viewing.id, ...changes })}
      />
    </>
  );
}

/** The selection's decisions: how many are selected, a button per decision, and "select all" on phones. */
function BulkBar({
  rows,
  selection,
  busy,
  onDecide,
}: {
  rows: readonly SessionRequestRow[];
  selection: RowSelection<SessionRequestRow>;
  busy: boolean;
  onDecide: (status: SessionRequestDecision) => void;
}) {
  const count = rows.filter((row) => selection.selected.has(row.id)).length;
  return (
    <section
      aria-label="Selected requests"
      // Stays in view while the admin scrolls down the rows to select.
      className="sticky top-0 z-10 mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-white px-4 py-2 shadow-sm"
    >
      {/* The table's header, and its checkbox, is hidden on phones. */}
      <span className="sm:hidden">
        <SelectPageCheckbox rows={rows} selection={selection} label="Select all on this page" />
      </span>
      <p className="text-sm text-stone-700" aria-live="polite">
        {count === 0 ? "Select requests to decide for them together." : `${count} selected:`}
      </p>
      {count > 0 ? (
        <div className="flex flex-wrap gap-1.5">
          {SESSION_REQUEST_DECISIONS.map((status) => (
            <DecisionButton
              key={status}
              status={status}
              disabled={busy}
              aria-label={`${DECISION_WORDS[status].verb} ${count} selected`}
              onClick={() => onDecide(status)}
            >
              {DECISION_WORDS[status].verb} {count}
            </DecisionButton>
          ))}
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-3 text-xs"
            onClick={() => selection.onChange(NO_SELECTION)}
          >
            Clear selection
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** What a bulk decision did not do, and why, request by request. */
function RefusalsNotice({ refusals, onDismiss }: { refusals: Refusals; onDismiss: () => void }) {
  const { changed, refused, status } = refusals;
  return (
    <div role="alert" className="mt-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">
        {decidedText(changed, status)}; {refused.length} refused, still selected:
      </p>
      <ul className="mt-1 list-disc ps-5">
        {refused.map((request) => (
          <li key={request.id}>
            <bdi className="font-medium">{request.name}</bdi>: {request.message}
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="mt-2 h-8 px-3 text-xs" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
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
