import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Select } from "@web/components/ui/input";
import { Table, Td, Th } from "@web/components/ui/table";
import { toast, toastError } from "@web/components/ui/toaster";
import { apiSend } from "@web/lib/api";
import { formatAdminDate } from "@web/lib/format";
import { useState } from "react";

type EmailStatus = "pending" | "sending" | "sent" | "dead" | "suppressed";

interface OutboxItem {
  id: number;
  kind: string;
  recipient: string;
  locale: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

interface OutboxEmail extends OutboxItem {
  html: string;
  text: string;
  headers: Record<string, string>;
}

const STATUS_BADGE: Record<EmailStatus, { tone: "blue" | "yellow" | "green" | "red" | "neutral"; label: string }> = {
  pending: { tone: "blue", label: "Queued" },
  sending: { tone: "yellow", label: "Sending" },
  sent: { tone: "green", label: "Sent" },
  dead: { tone: "red", label: "Failed" },
  // Not sent on purpose (suppressed address, unsubscribed reader, the forms' cap): the reason shows under it.
  suppressed: { tone: "neutral", label: "Suppressed" },
};

const PAGE_SIZE = 25;

/** Every email the product queued: failures to retry, and — locally — the captured mail to read. */
export function OutboxAdmin() {
  const [status, setStatus] = useState<EmailStatus | "">("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const path = `/api/admin/outbox?page=${page}&pageSize=${PAGE_SIZE}${status ? `&status=${status}` : ""}`;
  const list = useQuery<{ items: OutboxItem[]; total: number }>({ queryKey: [path] });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="w-56">
          <span className="block text-sm font-semibold text-stone-800">Status</span>
          <Select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as EmailStatus | "");
              setPage(1);
            }}
          >
            <option value="">All</option>
            {Object.entries(STATUS_BADGE).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </label>
        <p className="text-sm text-stone-600">{list.data ? `${list.data.total} email(s)` : null}</p>
      </div>
      {list.isPending ? (
        <p role="status">Loading...</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <Th>Queued at</Th>
              <Th>To</Th>
              <Th>Subject</Th>
              <Th>Kind</Th>
              <Th>Status</Th>
              <Th>Tries</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {(list.data?.items ?? []).map((email) => (
              <tr key={email.id} data-testid="outbox-row">
                <Td className="whitespace-nowrap">{formatAdminDate(email.createdAt)}</Td>
                <Td>{email.recipient}</Td>
                <Td>
                  <bdi>{email.subject}</bdi>
                </Td>
                <Td>{email.kind}</Td>
                <Td>
                  <Badge tone={STATUS_BADGE[email.status].tone}>{STATUS_BADGE[email.status].label}</Badge>
                  {email.lastError ? (
                    <p
                      className={`mt-1 max-w-64 text-xs ${email.status === "suppressed" ? "text-stone-600" : "text-red-700"}`}
                    >
                      {email.lastError}
                    </p>
                  ) : null}
                </Td>
                <Td>{email.attempts}</Td>
                <Td>
                  <Button variant="outline" size="sm" onClick={() => setOpenId(email.id)}>
                    View
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <div className="flex items-center gap-3">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm text-stone-700">
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </div>
      {openId !== null ? <EmailDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

function EmailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const email = useQuery<OutboxEmail>({ queryKey: [`/api/admin/outbox/${id}`] });
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => apiSend("POST", `/api/admin/outbox/${id}/retry`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith("/api/admin/outbox"),
      });
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
