import type { LeadDetail } from "@schema/api";
import { leadNoteInput } from "@schema/inputs";
import { validationText } from "@schema/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { addLeadNote, LEAD_CHANGES, leadQuery } from "@web/api/admin/leads";
import { refreshAfterChange } from "@web/api/refresh";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Textarea } from "@web/components/ui/input";
import { toast, toastError } from "@web/components/ui/toaster";
import { ApiRequestError } from "@web/lib/api";
import { formatAdminDate } from "@web/lib/format";
import { UserSearch } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { BackToList, RecordNotFound } from "../detail-page";
import { SUBSCRIBER_STATUS_LABELS } from "../newsletter/subscribers-csv";
import { RequestStatusBadge } from "../requests/request-status";
import { LeadCard, ReplyCard, StatusCard, TrialCard } from "./lead-actions";
import { CLOSE_REASON_LABELS, LEAD_FIELDS, LEAD_TYPE_LABELS, leadDate } from "./lead-fields";
import { LeadStatusBadge, WaitingMark } from "./lead-status";

/** What the person sent: the fields of the form of their kind they filled in (the status is the page's own). */
const SENT_FIELDS = LEAD_FIELDS.filter((field) => !["Status", "Closed because", "Date"].includes(field.header));

/**
 * /admin/leads/{id}: one lead, for the team to act on. What they sent and when, the reply, the
 * pipeline's control, the free trial (learners), the notes, and what else is stored under their
 * address (from the People page's data, with a link to it).
 */
export function LeadPage({ leadId }: { leadId: number }) {
  const lead = useQuery({ ...leadQuery(leadId), enabled: Number.isSafeInteger(leadId) && leadId > 0 });
  if (!Number.isSafeInteger(leadId) || leadId <= 0)
    return <RecordNotFound what="lead" to="/admin/leads" label="All leads" />;
  if (lead.isPending) return <p role="status">Loading...</p>;
  if (lead.isError) {
    if (lead.error instanceof ApiRequestError && lead.error.status === 404)
      return <RecordNotFound what="lead" to="/admin/leads" label="All leads" />;
    return (
      <p role="alert" className="text-red-800">
        Could not load the lead: {lead.error.message}
      </p>
    );
  }
  return <LeadView detail={lead.data} />;
}

function LeadView({ detail }: { detail: LeadDetail }) {
  const { lead } = detail;
  return (
    <div className="space-y-6">
      <BackToList to="/admin/leads" label="All leads" />
      <header className="rounded-xl border border-stone-200 bg-white p-5" data-lead-header>
        <p className="text-2xl font-bold text-stone-900">
          <bdi>{lead.name}</bdi>
        </p>
        <p className="mt-1 break-all text-stone-700">
          <a className="underline" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge tone={lead.userType === "contact" ? "neutral" : "orange"}>{LEAD_TYPE_LABELS[lead.userType]}</Badge>
          <LeadStatusBadge status={lead.status} />
          {lead.closedReason ? <Badge>{CLOSE_REASON_LABELS[lead.closedReason]}</Badge> : null}
          <WaitingMark lead={lead} />
        </div>
        <p className="mt-3 text-sm text-stone-700">
          Came in {leadDate(lead)}, through the site in {lead.locale.toUpperCase()}.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6 lg:order-2">
          <ReplyCard detail={detail} />
          <StatusCard detail={detail} />
          {detail.next.includes("trial_booked") ? <TrialCard detail={detail} /> : null}
        </div>
        <div className="min-w-0 space-y-6">
          <LeadCard title="What they sent">
            <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              {SENT_FIELDS.map(({ header, value }) => ({ header, shown: value(lead) }))
                .filter(({ shown }) => shown !== null && shown !== undefined && shown !== "")
                .map(({ header, shown }) => (
                  <div key={header} className="contents">
                    <dt className="font-semibold text-stone-700">{header}</dt>
                    <dd dir="auto" className="whitespace-pre-wrap break-words text-stone-900">
                      {String(shown)}
                    </dd>
                  </div>
                ))}
            </dl>
          </LeadCard>
          <NotesCard detail={detail} />
          <ElsewhereCard detail={detail} />
        </div>
      </div>
    </div>
  );
}

/** The team's notes, newest first, and a box to add one. */
function NotesCard({ detail }: { detail: LeadDetail }) {
  const { lead, notes } = detail;
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (text: string) => addLeadNote(lead.id, text),
    onSuccess: async () => {
      setBody("");
      toast.success("Note added");
      await refreshAfterChange(queryClient, LEAD_CHANGES);
    },
    onError: (failed) => toastError("Error", failed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadNoteInput.safeParse({ body });
    if (!parsed.success) {
      setError(validationText(parsed.error.issues[0]?.message ?? "note_required", "en"));
      return;
    }
    setError(undefined);
    add.mutate(parsed.data.body);
  };
  return (
    <LeadCard title={`Notes (${notes.length})`}>
      <form noValidate onSubmit={submit} className="space-y-3">
        <Field label="New note" error={error} hint="Only the team sees notes. Each is signed and dated.">
          <Textarea value={body} onChange={(event) => setBody(event.target.value)} dir="auto" />
        </Field>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add note"}
        </Button>
      </form>
      {notes.length > 0 ? (
        <ol className="mt-4 divide-y divide-stone-100" aria-label="Notes, newest first">
          {notes.map((note) => (
            <li key={note.id} className="py-3">
              <p className="text-xs text-stone-600">
                {formatAdminDate(note.createdAt)} · {note.author ?? "a removed admin"}
              </p>
              <p dir="auto" className="mt-1 whitespace-pre-wrap break-words text-sm text-stone-900">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </LeadCard>
  );
}

/** The person's other leads, spot requests and newsletter state, from the People page's data. */
function ElsewhereCard({ detail }: { detail: LeadDetail }) {
  const { lead, person } = detail;
  const others = person.leads.filter((other) => other.id !== lead.id);
  return (
    <LeadCard title="Also under this address">
      <ul className="space-y-3 text-sm">
        <CountedList title="Other leads" items={others}>
          {(other) => (
            <li key={other.id} className="flex flex-wrap items-center gap-2">
              <Link
                to="/admin/leads/$leadId"
                params={{ leadId: String(other.id) }}
                className="text-orange-900 underline"
              >
                {LEAD_TYPE_LABELS[other.userType]}, {leadDate(other)}
              </Link>
              <LeadStatusBadge status={other.status} />
            </li>
          )}
        </CountedList>
        <CountedList title="Spot requests" items={person.sessionRequests}>
          {(request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-2">
              <bdi>{request.sessionTitle}</bdi>
              <RequestStatusBadge status={request.status} />
            </li>
          )}
        </CountedList>
        <li>
          <p className="font-semibold text-stone-800">Newsletter</p>
          <p className="text-stone-700">
            {person.newsletter[0]
              ? `${SUBSCRIBER_STATUS_LABELS[person.newsletter[0].status]} since ${formatAdminDate(person.newsletter[0].subscribedAt)}`
              : "Not subscribed."}
          </p>
        </li>
      </ul>
      <Link
        to="/admin/people"
        search={{ email: lead.email }}
        className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-orange-900 underline"
      >
        <UserSearch aria-hidden className="size-4" />
        Everything stored for this address (People)
      </Link>
    </LeadCard>
  );
}

/** One kind of record under the address: how many, then each, or "None." */
function CountedList<T>({ title, items, children }: { title: string; items: T[]; children: (item: T) => ReactNode }) {
  return (
    <li>
      <p className="font-semibold text-stone-800">
        {title} ({items.length})
      </p>
      {items.length === 0 ? (
        <p className="text-stone-600">None.</p>
      ) : (
        <ul className="mt-1 space-y-1">{items.map(children)}</ul>
      )}
    </li>
  );
}
