import type { Lead } from "@schema/api";
import { CITIES, LEAD_TYPES, LEARNING_LANGUAGES } from "@schema/constants";
import type { LEAD_SORTS } from "@schema/inputs";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminLeads } from "@web/api/admin/leads";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { asChoices } from "@web/components/ui/input";
import { toastError } from "@web/components/ui/toaster";
import { csvFileName, downloadCsv, toCsv } from "@web/lib/csv";
import { Download } from "lucide-react";
import { useState } from "react";
import { type Column, FilterSelect, PagedTable, SearchBox } from "../admin-list";
import { useListState } from "../list-state";
import { LEADS_LIST } from "../lists";
import { PersonLink } from "../people/PersonLink";
import { ViewButton } from "../row-controls";
import { LeadDetailDialog } from "./LeadDetailDialog";
import { contactLabel, LEAD_FIELDS, LEAD_TYPE_LABELS, leadDate, levelLabel } from "./lead-fields";

type LeadSort = (typeof LEAD_SORTS)[number];

const LEAD_COLUMNS: Column<Lead, LeadSort>[] = [
  {
    header: "Type",
    sort: "userType",
    className: "sm:whitespace-nowrap",
    cell: (lead) => (
      <Badge tone={lead.userType === "contact" ? "neutral" : "orange"}>{LEAD_TYPE_LABELS[lead.userType]}</Badge>
    ),
  },
  {
    header: "Name",
    sort: "name",
    cell: (lead) => (
      <>
        <bdi className="block font-medium">{lead.name}</bdi>
        <PersonLink email={lead.email} className="block text-xs" />
      </>
    ),
  },
  { header: "City", sort: "city", cell: (lead) => lead.city ?? "—" },
  {
    // The level under the languages, so the table fits a laptop's width.
    header: "Languages",
    cell: (lead) => (
      <>
        {lead.languages.length > 0 ? lead.languages.join(", ") : "—"}
        {levelLabel(lead) ? <span className="block text-xs text-stone-600">{levelLabel(lead)}</span> : null}
      </>
    ),
  },
  {
    header: "Contact",
    className: "sm:whitespace-nowrap",
    cell: (lead) => (
      <>
        {contactLabel(lead)}
        {lead.whatsappNumber ? (
          <span className="block text-xs text-stone-600" dir="ltr">
            {lead.whatsappNumber}
          </span>
        ) : null}
      </>
    ),
  },
  { header: "Trial", cell: (lead) => (lead.trialSession ? "Yes" : "No") },
  { header: "Date", sort: "createdAt", cell: leadDate },
];

/** /admin/leads: everyone who joined or wrote through the site, searchable, filterable, exportable. */
export function LeadsPage() {
  const list = useListState(LEADS_LIST);
  const [viewing, setViewing] = useState<Lead | null>(null);
  const [exporting, setExporting] = useState(false);
  const leads = useQuery({ ...adminLeads.page(list.params), placeholderData: keepPreviousData });
  const total = leads.data?.total ?? 0;

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(csvFileName("leads"), toCsv(await adminLeads.all(list.params), LEAD_FIELDS));
    } catch (error) {
      toastError("Error", error, "Export failed");
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchBox placeholder="Name, email, phone, message…" value={list.search} onChange={list.setSearch} />
        <FilterSelect
          label="Type"
          anyLabel="All types"
          {...list.filter("type")}
          options={LEAD_TYPES.map((type) => ({ value: type, label: LEAD_TYPE_LABELS[type] }))}
        />
        <FilterSelect label="City" anyLabel="All cities" {...list.filter("city")} options={asChoices(CITIES)} />
        <FilterSelect
          label="Language"
          anyLabel="All languages"
          {...list.filter("language")}
          options={asChoices(LEARNING_LANGUAGES)}
        />
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
          actionsLabel="Details"
          actions={(lead) => <ViewButton itemLabel={lead.name} onClick={() => setViewing(lead)} />}
        />
      </div>

      <LeadDetailDialog lead={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
