import { useQuery } from "@tanstack/react-query";
import { campaignsQuery, subscribersQuery } from "@web/api/admin/newsletter";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Table, Td, Th } from "@web/components/ui/table";
import { csvFileName, downloadCsv } from "@web/lib/csv";
import { formatAdminDate } from "@web/lib/format";
import { Download } from "lucide-react";
import { useState } from "react";
import { ComposeDialog } from "./ComposeDialog";
import { subscribersCsv } from "./subscribers-csv";

export function NewsletterAdmin() {
  const subscribers = useQuery(subscribersQuery());
  const campaigns = useQuery(campaignsQuery());
  const [search, setSearch] = useState("");

  const all = subscribers.data ?? [];
  const active = all.filter((s) => s.isActive).length;
  // Filtering a page of subscribers is cheap: no memo (a `?? []` default is a new array each render anyway).
  const needle = search.trim().toLowerCase();
  const shown = needle ? all.filter((s) => s.email.includes(needle) || s.name?.toLowerCase().includes(needle)) : all;

  if (subscribers.isPending) return <p role="status">Loading...</p>;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label="Total" value={all.length} />
        <Stat label="Active" value={active} />
        <Stat label="Pending Confirmation" value={all.length - active} />
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
        <Button
          variant="outline"
          onClick={() => downloadCsv(csvFileName("newsletter-subscribers"), subscribersCsv(shown))}
        >
          <Download aria-hidden className="size-4" />
          Export CSV
        </Button>
        <ComposeDialog activeCount={active} />
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
                  {subscriber.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="yellow">Pending</Badge>}
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
