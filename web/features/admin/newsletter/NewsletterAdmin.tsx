import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "@schema/api";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Input, Select } from "@web/components/ui/input";
import { Table, Td, Th } from "@web/components/ui/table";
import { csvFileName, downloadCsv } from "@web/lib/csv";
import { formatAdminDate } from "@web/lib/format";
import { Download } from "lucide-react";
import { useState } from "react";
import { ComposeDialog } from "./ComposeDialog";
import { SUBSCRIBER_STATUS_LABELS, type Subscriber, subscribersCsv } from "./subscribers-csv";

interface CampaignProgress {
  id: number;
  subject: string;
  createdAt: string;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  /** Not sent because the reader unsubscribed before the issue went out. */
  unsubscribed: number;
  /** Not sent because the address bounced or complained. */
  suppressed: number;
}

const STATUS_BADGES: Record<SubscriberStatus, "green" | "yellow" | "red" | "orange"> = {
  active: "green",
  pending: "yellow",
  bounced: "red",
  complained: "orange",
};

const POLL_WHILE_SENDING_MS = 3000;

export function NewsletterAdmin() {
  const subscribers = useQuery<Subscriber[]>({ queryKey: ["/api/admin/newsletter"] });
  const campaigns = useQuery<CampaignProgress[]>({
    queryKey: ["/api/admin/newsletter/campaigns"],
    // Progress moves on its own while emails go out; stop asking once nothing is queued.
    refetchInterval: (query) => (query.state.data?.some((c) => c.queued > 0) ? POLL_WHILE_SENDING_MS : false),
  });
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<SubscriberStatus | "">("");

  const all = subscribers.data ?? [];
  const counts = Object.fromEntries(
    SUBSCRIBER_STATUSES.map((value) => [value, all.filter((s) => s.status === value).length]),
  ) as Record<SubscriberStatus, number>;
  // Filtering a page of subscribers is cheap: no memo (a `?? []` default is a new array each render anyway).
  const needle = search.trim().toLowerCase();
  const shown = all.filter(
    (s) =>
      (!status || s.status === status) &&
      (!needle || s.email.includes(needle) || s.name?.toLowerCase().includes(needle)),
  );

  if (subscribers.isPending) return <p role="status">Loading...</p>;

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
        <label className="min-w-64 flex-1">
          <span className="sr-only">Search by email or name</span>
          <Input
            type="search"
            placeholder="Search by email or name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label className="w-48">
          <span className="sr-only">Status</span>
          <Select value={status} onChange={(e) => setStatus(e.target.value as SubscriberStatus | "")}>
            <option value="">All statuses</option>
            {SUBSCRIBER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SUBSCRIBER_STATUS_LABELS[value]} ({counts[value]})
              </option>
            ))}
          </Select>
        </label>
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
          <Table>
            <thead>
              <tr>
                <Th>Subject</Th>
                <Th>Sent at</Th>
                <Th>Recipients</Th>
                <Th>Queued</Th>
                <Th>Delivered</Th>
                <Th>Failed</Th>
                <Th>Unsubscribed before sending</Th>
                <Th>Bounced or complained</Th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data.map((campaign) => (
                <tr key={campaign.id} data-testid="campaign-row">
                  <Td>{campaign.subject}</Td>
                  <Td>{formatAdminDate(campaign.createdAt)}</Td>
                  <Td>{campaign.recipients}</Td>
                  <Td>{campaign.queued}</Td>
                  <Td>{campaign.sent}</Td>
                  <Td className={campaign.failed > 0 ? "font-semibold text-red-700" : undefined}>{campaign.failed}</Td>
                  <Td>{campaign.unsubscribed}</Td>
                  <Td>{campaign.suppressed}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
      ) : null}

      <Table>
        <thead>
          <tr>
            <Th>Email</Th>
            <Th>Name</Th>
            <Th>Status</Th>
            <Th>Subscribed at</Th>
            <Th>Confirmed at</Th>
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <Td colSpan={5} className="text-center text-stone-600">
                {all.length === 0 ? "No subscribers yet." : "No subscriber matches this search."}
              </Td>
            </tr>
          ) : (
            shown.map((subscriber) => (
              <tr key={subscriber.id}>
                <Td>{subscriber.email}</Td>
                <Td>
                  <bdi>{subscriber.name ?? "—"}</bdi>
                </Td>
                <Td>
                  <Badge tone={STATUS_BADGES[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Badge>
                </Td>
                <Td>{formatAdminDate(subscriber.subscribedAt)}</Td>
                <Td>{formatAdminDate(subscriber.confirmedAt)}</Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
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
