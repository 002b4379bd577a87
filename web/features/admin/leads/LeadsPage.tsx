import type { Lead } from "@schema/api";
import { LEAD_TYPES, LEARNING_LANGUAGES, PUBLIC_CITIES } from "@schema/constants";
import { LEADS_PAGE_SIZE } from "@schema/inputs";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { allLeads, type LeadFilters, leadsQuery } from "@web/api/admin/leads";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { asChoices } from "@web/components/ui/input";
import { toastError } from "@web/components/ui/toaster";
import { csvFileName, downloadCsv, toCsv } from "@web/lib/csv";
import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { AdminList, AdminTable, type Column, FilterSelect, Pager, SearchBox } from "../admin-list";
import { ViewButton } from "../row-controls";
import { LeadDetailDialog } from "./LeadDetailDialog";
import { contactLabel, LEAD_FIELDS, LEAD_TYPE_LABELS, leadDate, levelLabel } from "./lead-fields";

const PAGE_SIZE = LEADS_PAGE_SIZE.default;

const LEAD_COLUMNS: Column<Lead>[] = [
  {
    header: "Type",
    className: "whitespace-nowrap",
    cell: (lead) => (
      <Badge tone={lead.userType === "contact" ? "neutral" : "orange"}>{LEAD_TYPE_LABELS[lead.userType]}</Badge>
    ),
  },
  { header: "Name", className: "whitespace-nowrap font-medium", cell: (lead) => <bdi>{lead.name}</bdi> },
  { header: "Email", className: "whitespace-nowrap", cell: (lead) => lead.email },
  { header: "City", cell: (lead) => lead.city ?? "—" },
  { header: "Languages", cell: (lead) => (lead.languages.length > 0 ? lead.languages.join(", ") : "—") },
  { header: "Level", cell: (lead) => levelLabel(lead) || "—" },
  {
    header: "Contact",
    className: "whitespace-nowrap",
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
  { header: "Date", className: "whitespace-nowrap", cell: leadDate },
];

/** The search box's text, once typing pauses: one request per pause, not per key. */
function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** /admin/leads: everyone who joined or wrote through the site, searchable, filterable, exportable. */
export function LeadsPage() {
  const [search, setSearch] = useState("");
  const [choices, setChoices] = useState<Omit<LeadFilters, "q">>({ type: "", city: "", language: "" });
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Lead | null>(null);
  const [exporting, setExporting] = useState(false);
  const q = useDebounced(search.trim());
  const filters: LeadFilters = { ...choices, q };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts again from the first page.
  useEffect(() => setPage(1), [q, choices]);

  const leads = useQuery({ ...leadsQuery(filters, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const total = leads.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const choose = (key: keyof typeof choices) => (value: string) =>
    setChoices((current) => ({ ...current, [key]: value }));

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(csvFileName("leads"), toCsv(await allLeads(filters), LEAD_FIELDS));
    } catch (error) {
      toastError("Error", error, "Export failed");
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchBox placeholder="Name, email, phone, message…" value={search} onChange={setSearch} />
        <FilterSelect
          label="Type"
          anyLabel="All types"
          value={choices.type}
          onChange={choose("type")}
          options={LEAD_TYPES.map((type) => ({ value: type, label: LEAD_TYPE_LABELS[type] }))}
        />
        <FilterSelect
          label="City"
          anyLabel="All cities"
          value={choices.city}
          onChange={choose("city")}
          options={asChoices(PUBLIC_CITIES)}
        />
        <FilterSelect
          label="Language"
          anyLabel="All languages"
          value={choices.language}
          onChange={choose("language")}
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
        <AdminList
          query={leads}
          what="leads"
          isEmpty={(answer) => answer.items.length === 0}
          empty={Object.values(filters).some(Boolean) ? "No leads match these filters." : "No leads yet."}
        >
          {(answer) => (
            <AdminTable
              label="Leads"
              rows={answer.items}
              columns={LEAD_COLUMNS}
              actionsLabel="Details"
              actions={(lead) => <ViewButton itemLabel={lead.name} onClick={() => setViewing(lead)} />}
            />
          )}
        </AdminList>
      </div>

      <Pager page={page} pages={pages} onChange={setPage} />

      <LeadDetailDialog lead={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
