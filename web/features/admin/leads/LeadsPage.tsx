import type { LeadRow } from "@schema/api";
import { CITIES, LEAD_STATUSES, LEAD_TYPES, LEARNING_LANGUAGES, type LeadStatus } from "@schema/constants";
import type { LEAD_SORTS } from "@schema/inputs";
import { leadStatusesOf } from "@schema/lead-pipeline";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { adminCountsQuery } from "@web/api/admin/counts";
import { adminLeads } from "@web/api/admin/leads";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { asChoices } from "@web/components/ui/input";
import { toastError } from "@web/components/ui/toaster";
import { cn } from "@web/lib/cn";
import { csvFileName, downloadCsv, toCsv } from "@web/lib/csv";
import { AlarmClock, Download } from "lucide-react";
import { useState } from "react";
import { type Column, FilterSelect, PagedTable, SearchBox } from "../admin-list";
import { useListState } from "../list-state";
import { LEADS_LIST } from "../lists";
import { PersonLink } from "../people/PersonLink";
import {
  CLOSE_REASON_LABELS,
  contactLabel,
  LEAD_AGE_OPTIONS,
  LEAD_EXPORT_COLUMNS,
  LEAD_STATUS_LABELS,
  LEAD_TYPE_LABELS,
  leadDate,
  levelLabel,
} from "./lead-fields";
import { LeadStatusBadge, WaitingMark } from "./lead-status";

type LeadSort = (typeof LEAD_SORTS)[number];

const LEAD_COLUMNS: Column<LeadRow, LeadSort>[] = [
  {
    header: "Type",
    sort: "userType",
    className: "sm:whitespace-nowrap",
    // A learner's wish for the free session under the type, so the table fits a laptop's width.
    cell: (lead) => (
      <div>
        <Badge tone={lead.userType === "contact" ? "neutral" : "orange"}>{LEAD_TYPE_LABELS[lead.userType]}</Badge>
        {lead.trialSession ? <span className="mt-1 block text-xs text-stone-600">Wants a trial</span> : null}
      </div>
    ),
  },
  {
    header: "Name",
    sort: "name",
    // One block per cell, so a phone's card stacks its lines under the column's name. Each link is
    // a line of 24 px at least: two stacked links are still two targets a finger can tell apart.
    cell: (lead) => (
      <div className="min-w-0">
        <Link
          to="/admin/leads/$leadId"
          params={{ leadId: String(lead.id) }}
          className="block min-h-6 font-medium text-orange-900 underline underline-offset-2 hover:text-orange-700"
        >
          <bdi>{lead.name}</bdi>
        </Link>
        <PersonLink email={lead.email} className="block text-xs leading-6" />
      </div>
    ),
  },
  {
    header: "Status",
    cell: (lead) => (
      <div>
        <span className="flex flex-wrap gap-1">
          <LeadStatusBadge status={lead.status} />
          <WaitingMark lead={lead} />
        </span>
        {lead.closedReason ? (
          <span className="mt-1 block text-xs text-stone-600">{CLOSE_REASON_LABELS[lead.closedReason]}</span>
        ) : null}
      </div>
    ),
  },
  { header: "City", sort: "city", cell: (lead) => lead.city ?? "—" },
  {
    // The level under the languages, so the table fits a laptop's width.
    header: "Languages",
    cell: (lead) => (
      <div>
        {lead.languages.length > 0 ? lead.languages.join(", ") : "—"}
        {levelLabel(lead) ? <span className="block text-xs text-stone-600">{levelLabel(lead)}</span> : null}
      </div>
    ),
  },
  {
    header: "Contact",
    className: "sm:whitespace-nowrap",
    cell: (lead) => (
      <div>
        {contactLabel(lead)}
        {lead.whatsappNumber ? (
          <span className="block text-xs text-stone-600" dir="ltr">
            {lead.whatsappNumber}
          </span>
        ) : null}
      </div>
    ),
  },
  { header: "Date", sort: "createdAt", className: "sm:whitespace-nowrap", cell: leadDate },
];

/**
 * /admin/leads: the team's pipeline. Everyone who joined or wrote through the site, counted by
 * status, filtered by status, type, city, language and age (all in the URL), the ones nobody
 * answered in 24 hours marked; each opens its own page. Exportable.
 */
export function LeadsPage() {
  const list = useListState(LEADS_LIST);
  const [exporting, setExporting] = useState(false);
  const leads = useQuery({ ...adminLeads.page(list.params), placeholderData: keepPreviousData });
  const waiting = useQuery(adminCountsQuery()).data?.waitingLeads ?? 0;
  const total = leads.data?.total ?? 0;
  const { type, status } = list.filters;

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(csvFileName("leads"), toCsv(await adminLeads.all(list.params), LEAD_EXPORT_COLUMNS));
    } catch (error) {
      toastError("Error", error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {waiting > 0 ? (
        <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <AlarmClock aria-hidden className="size-5 shrink-0" />
          <span>
            <strong>{waiting === 1 ? "1 lead" : `${waiting} leads`}</strong> still new more than 24 hours after coming
            in: we promise a reply within 24 hours.
          </span>
          <Link
            to="/admin/leads"
            search={{ status: "new", age: "24h" }}
            className="font-semibold underline underline-offset-2"
          >
            Show {waiting === 1 ? "it" : "them"}
          </Link>
        </p>
      ) : null}

      {leads.data ? (
        <PipelineCounts
          counts={leads.data.counts}
          statuses={type ? leadStatusesOf(type) : LEAD_STATUSES}
          current={status}
          onChoose={list.filter("status").onChange}
        />
      ) : null}

      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SearchBox placeholder="Name, email, phone, message…" value={list.search} onChange={list.setSearch} />
        <FilterSelect
          label="Status"
          anyLabel="All statuses"
          {...list.filter("status")}
          options={(type ? leadStatusesOf(type) : LEAD_STATUSES).map((value) => ({
            value,
            label: LEAD_STATUS_LABELS[value],
          }))}
        />
        <FilterSelect
          label="Type"
          anyLabel="All types"
          {...list.filter("type")}
          options={LEAD_TYPES.map((value) => ({ value, label: LEAD_TYPE_LABELS[value] }))}
        />
        <FilterSelect label="City" anyLabel="All cities" {...list.filter("city")} options={asChoices(CITIES)} />
        <FilterSelect
          label="Language"
          anyLabel="All languages"
          {...list.filter("language")}
          options={asChoices(LEARNING_LANGUAGES)}
        />
        <FilterSelect label="Age" anyLabel="Any age" {...list.filter("age")} options={LEAD_AGE_OPTIONS} />
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-700" aria-live="polite">
          {leads.data ? `${total} ${total === 1 ? "lead" : "leads"}` : ""}
        </p>
        <Button variant="outline" size="sm" onClick={exportCsv} disabled={exporting || total === 0}>
          <Download aria-hidden className="size-4" />
          {exporting ? "Exporting..." : "Export CSV"}
        </Button>
      </div>

      <div className="mt-4">
        <PagedTable
          query={leads}
          state={list}
          what="leads"
          empty={list.filtered ? "No leads match these filters." : "No leads yet."}
          label="Leads"
          columns={LEAD_COLUMNS}
          rowProps={(lead) => ({ "data-lead": lead.id })}
        />
      </div>
    </>
  );
}

/**
 * How many leads each status has under the other filters (a type's own statuses once a type is
 * chosen); each is a button that shows that status, or all of them again.
 */
function PipelineCounts({
  counts,
  statuses,
  current,
  onChoose,
}: {
  counts: Record<LeadStatus, number>;
  statuses: readonly LeadStatus[];
  current: LeadStatus | "";
  onChoose: (status: LeadStatus | "") => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Leads by status">
      {statuses.map((status) => (
        <li key={status}>
          <button
            type="button"
            aria-pressed={current === status}
            onClick={() => onChoose(current === status ? "" : status)}
            className={cn(
              "flex items-center gap-2 rounded-lg border bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:border-orange-700 focus-visible:outline-2 focus-visible:outline-orange-700",
              current === status ? "border-orange-700 bg-orange-50 text-orange-950" : "border-stone-200",
            )}
          >
            {LEAD_STATUS_LABELS[status]}
            <span className="text-lg font-bold text-stone-900" data-testid={`count-${status}`}>
              {counts[status]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
