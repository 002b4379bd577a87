import { SUBSCRIBER_STATUSES, type Subscriber, type SubscriberStatus } from "@schema/api";
import type { SUBSCRIBER_SORTS } from "@schema/inputs";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminSubscribers } from "@web/api/admin/newsletter";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toastError } from "@web/components/ui/toaster";
import { csvFileName, downloadCsv } from "@web/lib/csv";
import { formatAdminDate } from "@web/lib/format";
import { Download } from "lucide-react";
import { useState } from "react";
import { AdminList, AdminTable, type Column, EmptyState, FilterSelect, Pager, SearchBox } from "../admin-list";
import { useListState } from "../list-state";
import { SUBSCRIBERS_LIST } from "../lists";
import { PersonLink } from "../people/PersonLink";
import { AllowEmailButton } from "./AllowEmailButton";
import { CampaignsSection } from "./CampaignsSection";
import { ImportDialog } from "./ImportDialog";
import { SUBSCRIBER_STATUS_LABELS, subscribersCsv } from "./subscribers-csv";

const STATUS_BADGES: Record<SubscriberStatus, "green" | "yellow" | "red" | "orange"> = {
  active: "green",
  pending: "yellow",
  bounced: "red",
  complained: "orange",
};

type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

const SUBSCRIBER_COLUMNS: Column<Subscriber, SubscriberSort>[] = [
  { header: "Email", sort: "email", cell: (subscriber) => <PersonLink email={subscriber.email} /> },
  { header: "Name", cell: (subscriber) => <bdi>{subscriber.name ?? "—"}</bdi> },
  {
    header: "Status",
    cell: (subscriber) => (
      <Badge tone={STATUS_BADGES[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Badge>
    ),
  },
  { header: "Subscribed at", sort: "subscribedAt", cell: (subscriber) => formatAdminDate(subscriber.subscribedAt) },
  { header: "Confirmed at", sort: "confirmedAt", cell: (subscriber) => formatAdminDate(subscriber.confirmedAt) },
];

export function NewsletterAdmin() {
  const list = useListState(SUBSCRIBERS_LIST);
  const subscribers = useQuery({ ...adminSubscribers.page(list.params), placeholderData: keepPreviousData });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(csvFileName("newsletter-subscribers"), subscribersCsv(await adminSubscribers.all(list.params)));
    } catch (error) {
      toastError("Error", error, "Export failed");
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-10">
      <CampaignsSection />
      <section aria-labelledby="subscribers-heading" className="space-y-3">
        <h2 id="subscribers-heading" className="font-semibold text-stone-900">
          Subscribers
        </h2>
        <AdminList query={subscribers} what="subscribers">
          {(answer) => {
            const { counts } = answer;
            const all = SUBSCRIBER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
            return (
              <div className="space-y-6">
                <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
                  <Stat label="Total" value={all} />
                  <Stat label="Active" value={counts.active} />
                  <Stat label="Pending Confirmation" value={counts.pending} />
                  <Stat label="Bounced" value={counts.bounced} />
                  <Stat label="Complained" value={counts.complained} />
                </div>

                <div className="flex flex-wrap items-end gap-3">
                  <SearchBox
                    className="min-w-56 flex-1"
                    placeholder="Search by email or name"
                    value={list.search}
                    onChange={list.setSearch}
                  />
                  <FilterSelect
                    className="w-48"
                    label="Status"
                    anyLabel="All statuses"
                    {...list.filter("status")}
                    options={SUBSCRIBER_STATUSES.map((value) => ({
                      value,
                      label: `${SUBSCRIBER_STATUS_LABELS[value]} (${counts[value]})`,
                    }))}
                  />
                  <Button variant="outline" onClick={exportCsv} disabled={exporting || answer.total === 0}>
                    <Download aria-hidden className="size-4" />
                    {exporting ? "Exporting..." : "Export CSV"}
                  </Button>
                  <ImportDialog />
                </div>

                {answer.items.length === 0 ? (
                  <EmptyState>{all === 0 ? "No subscribers yet." : "No subscriber matches this search."}</EmptyState>
                ) : (
                  <AdminTable
                    label="Subscribers"
                    rows={answer.items}
                    columns={SUBSCRIBER_COLUMNS}
                    sorting={list.sorting}
                    actions={(subscriber) => <AllowEmailButton subscriber={subscriber} />}
                  />
                )}
                <Pager page={list.page} pages={list.pages(answer.total)} onChange={list.setPage} />
              </div>
            );
          }}
        </AdminList>
      </section>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-stone-900">{value}</p>
    </div>
  );
}
