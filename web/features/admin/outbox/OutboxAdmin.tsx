import type { OutboxItem } from "@schema/api";
import { EMAIL_STATUSES, type EmailStatus } from "@schema/constants";
import type { OUTBOX_SORTS } from "@schema/inputs";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminOutbox, EMAIL_RETRY_CHANGES, outboxEmailQuery, retryEmail } from "@web/api/admin/outbox";
import { refreshAfterChange } from "@web/api/refresh";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { toast, toastError } from "@web/components/ui/toaster";
import { formatAdminDate } from "@web/lib/format";
import { useState } from "react";
import { type Column, FilterSelect, PagedTable, SearchBox } from "../admin-list";
import { useListState } from "../list-state";
import { OUTBOX_LIST } from "../lists";
import { ViewButton } from "../row-controls";

const STATUS_BADGE: Record<EmailStatus, { tone: "blue" | "yellow" | "green" | "red" | "neutral"; label: string }> = {
  pending: { tone: "blue", label: "Queued" },
  sending: { tone: "yellow", label: "Sending" },
  sent: { tone: "green", label: "Sent" },
  dead: { tone: "red", label: "Failed" },
  // Not sent on purpose (suppressed address, unsubscribed reader, the forms' cap): the reason shows under it.
  suppressed: { tone: "neutral", label: "Suppressed" },
};

type OutboxSort = (typeof OUTBOX_SORTS)[number];

const OUTBOX_COLUMNS: Column<OutboxItem, OutboxSort>[] = [
  {
    header: "Queued at",
    sort: "createdAt",
    className: "sm:whitespace-nowrap",
    cell: (email) => formatAdminDate(email.createdAt),
  },
  { header: "To", sort: "recipient", className: "break-all", cell: (email) => email.recipient },
  {
    // As its reader got it, in their language (worker/admin/outbox.ts).
    header: "Subject",
    cell: (email) =>
      email.subject ? (
        <bdi>{email.subject}</bdi>
      ) : (
        // Forgotten with its recipient once kept long enough (docs/personal-data.md#what-is-kept-and-for-how-long).
        <span className="text-stone-600 italic">No longer kept</span>
      ),
  },
  { header: "Kind", cell: (email) => email.kind },
  {
    header: "Status",
    sort: "status",
    cell: (email) => (
      <>
        <Badge tone={STATUS_BADGE[email.status].tone}>{STATUS_BADGE[email.status].label}</Badge>
        {email.lastError ? (
          <p className={`mt-1 max-w-64 text-xs ${email.status === "suppressed" ? "text-stone-600" : "text-red-700"}`}>
            {email.lastError}
          </p>
        ) : null}
      </>
    ),
  },
  { header: "Tries", cell: (email) => email.attempts },
];

/** Every email the product queued: failures to retry, and — locally — the captured mail to read. */
export function OutboxAdmin() {
  const state = useListState(OUTBOX_LIST);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({ ...adminOutbox.page(state.params), placeholderData: keepPreviousData });
  const counts = list.data?.counts;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          className="min-w-56 flex-1"
          placeholder="Recipient or kind of email"
          value={state.search}
          onChange={state.setSearch}
        />
        <FilterSelect
          label="Status"
          anyLabel="All"
          className="w-56"
          {...state.filter("status")}
          options={EMAIL_STATUSES.map((value) => ({
            value,
            label: counts ? `${STATUS_BADGE[value].label} (${counts[value]})` : STATUS_BADGE[value].label,
          }))}
        />
        <p className="text-sm text-stone-600" aria-live="polite">
          {list.data ? `${list.data.total} email(s)` : null}
        </p>
      </div>
      <PagedTable
        query={list}
        state={state}
        what="emails"
        empty={
          state.params.q
            ? "No emails match this search."
            : state.filtered
              ? "No emails with this status."
              : "No emails yet."
        }
        label="Emails"
        columns={OUTBOX_COLUMNS}
        rowProps={() => ({ "data-testid": "outbox-row" })}
        actions={(email) => <ViewButton itemLabel={`email #${email.id}`} onClick={() => setOpenId(email.id)} />}
      />
      {openId !== null ? <EmailDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

function EmailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const email = useQuery(outboxEmailQuery(id));
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryEmail(id),
    onSuccess: async () => {
      await refreshAfterChange(queryClient, EMAIL_RETRY_CHANGES);
      toast.success("Email queued again");
      onClose();
    },
    onError: (error) => toastError("Error", error),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={email.data?.subject ?? "Email"} closeLabel="Close" width="3xl">
        {email.data ? (
          <div className="space-y-4">
            <p className="text-sm text-stone-700">
              To <strong>{email.data.recipient}</strong> · {email.data.locale.toUpperCase()} ·{" "}
              {STATUS_BADGE[email.data.status].label}
              {email.data.sentAt ? ` · sent ${formatAdminDate(email.data.sentAt)}` : ""}
            </p>
            {/* The email's own HTML, sandboxed: no scripts, no navigation of this page. Its links open
                in a new tab, as in a mail client (the site's pages refuse to be framed). */}
            <iframe
              title="Email content"
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={`<base target="_blank">${email.data.html}`}
              className="h-[28rem] w-full rounded-lg border border-stone-200"
            />
            <details>
              <summary className="cursor-pointer text-sm font-semibold">Plain-text part and headers</summary>
              <pre className="mt-2 whitespace-pre-wrap rounded-lg bg-stone-50 p-3 text-xs" dir="auto">
                {email.data.text}
                {"\n\n"}
                {Object.entries(email.data.headers)
                  .map(([name, value]) => `${name}: ${value}`)
                  .join("\n")}
              </pre>
            </details>
            {email.data.status === "dead" ? (
              <Button onClick={() => retry.mutate()} disabled={retry.isPending}>
                Retry sending
              </Button>
            ) : null}
          </div>
        ) : (
          <p role="status">Loading...</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
