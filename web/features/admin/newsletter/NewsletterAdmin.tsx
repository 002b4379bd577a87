import { type CampaignProgress, SUBSCRIBER_STATUSES, type Subscriber, type SubscriberStatus } from "@schema/api";
import { useQuery } from "@tanstack/react-query";
import { campaignsQuery, subscribersQuery } from "@web/api/admin/newsletter";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { csvFileName, downloadCsv } from "@web/lib/csv";
import { formatAdminDate } from "@web/lib/format";
import { Download } from "lucide-react";
import { useState } from "react";
import { AdminList, AdminTable, type Column, EmptyState, FilterSelect, SearchBox } from "../admin-list";
import { ComposeDialog } from "./ComposeDialog";
import { SUBSCRIBER_STATUS_LABELS, subscribersCsv } from "./subscribers-csv";

const CAMPAIGN_COLUMNS: Column<CampaignProgress>[] = [
  { header: "Subject", cell: (campaign) => campaign.subject },
  { header: "Sent at", cell: (campaign) => formatAdminDate(campaign.createdAt) },
  { header: "Recipients", cell: (campaign) => campaign.recipients },
  { header: "Queued", cell: (campaign) => campaign.queued },
  { header: "Delivered", cell: (campaign) => campaign.sent },
  {
    header: "Failed",
    cell: (campaign) =>
      campaign.failed > 0 ? <span className="font-semibold text-red-700">{campaign.failed}</span> : campaign.failed,
  },
  { header: "Unsubscribed before sending", cell: (campaign) => campaign.unsubscribed },
  { header: "Bounced or complained", cell: (campaign) => campaign.suppressed },
];

const STATUS_BADGES: Record<SubscriberStatus, "green" | "yellow" | "red" | "orange"> = {
  active: "green",
  pending: "yellow",
  bounced: "red",
  complained: "orange",
};

const SUBSCRIBER_COLUMNS: Column<Subscriber>[] = [
  { header: "Email", cell: (subscriber) => subscriber.email },
  { header: "Name", cell: (subscriber) => <bdi>{subscriber.name ?? "—"}</bdi> },
  {
    header: "Status",
    cell: (subscriber) => (
      <Badge tone={STATUS_BADGES[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Badge>
    ),
  },
  { header: "Subscribed at", cell: (subscriber) => formatAdminDate(subscriber.subscribedAt) },
  { header: "Confirmed at", cell: (subscriber) => formatAdminDate(subscriber.confirmedAt) },
];

export function NewsletterAdmin() {
  const subscribers = useQuery(subscribersQuery());
  const campaigns = useQuery(campaignsQuery());
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<SubscriberStatus | "">("");

  const needle = search.trim().toLowerCase();

  return (
    <AdminList query={subscribers} what="subscribers">
      {(all) => {
        const counts = Object.fromEntries(
          SUBSCRIBER_STATUSES.map((value) => [value, all.filter((s) => s.status === value).length]),
        ) as Record<SubscriberStatus, number>;
        // Filtering the subscribers is cheap: no memo.
        const shown = all.filter(
          (s) =>
            (!status || s.status === status) &&
            (!needle || s.email.includes(needle) || s.name?.toLowerCase().includes(needle)),
        );
        return (
          <div className="space-y-6">
            <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
              <Stat label="Total" value={all.length} />
              <Stat label="Active" value={counts.active} />
              <Stat label="Pending Confirmation" value={counts.pending} />
              <Stat label="Bounced" value={counts.bounced} />
              <Stat label="Complained" value={counts.complained} />
            </div>

            <div className="flex flex-wrap items-end gap-3">
              <SearchBox
                className="min-w-64 flex-1"
                placeholder="Search by email or name"
                value={search}
                onChange={setSearch}
              />
              <FilterSelect
                className="w-48"
                label="Status"
                anyLabel="All statuses"
                value={status}
                onChange={setStatus}
                options={SUBSCRIBER_STATUSES.map((value) => ({
                  value,
                  label: `${SUBSCRIBER_STATUS_LABELS[value]} (${counts[value]})`,
                }))}
              />
              <Button
                variant="outline"
                onClick={() => downloadCsv(csvFileName("newsletter-subscribers"), subscribersCsv(shown))}
              >
                <Download aria-hidden className="size-4" />
                Export CSV
              </Button>
              <ComposeDialog activeCount={counts.active} />
            </div>

            {campaigns.data && campaigns.data.length > 0 ? (
              <section aria-label="Sent newsletters">
                <h2 className="mb-2 font-semibold text-stone-900">Sent newsletters</h2>
                <AdminTable
                  label="Sent newsletters"
                  rows={campaigns.data}
                  columns={CAMPAIGN_COLUMNS}
                  rowProps={() => ({ "data-testid": "campaign-row" })}
                />
              </section>
            ) : null}

            {shown.length === 0 ? (
              <EmptyState>{all.length === 0 ? "No subscribers yet." : "No subscriber matches this search."}</EmptyState>
            ) : (
              <AdminTable label="Subscribers" rows={shown} columns={SUBSCRIBER_COLUMNS} />
            )}
          </div>
        );
      }}
    </AdminList>
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
