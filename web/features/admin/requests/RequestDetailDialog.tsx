import type { SessionRequestRow } from "@schema/api";
import { sessionRequestUpdateInput } from "@schema/inputs";
import { SelectField, TextAreaField } from "@web/components/form/fields";
import { formatAdminDate } from "@web/lib/format";
import { type ReactNode, useMemo } from "react";
import type { z } from "zod";
import { AdminFormDialog } from "../admin-form";
import { FlaggedLanguage } from "../row-controls";
import { nextStartText } from "../when";
import { REQUEST_STATUS_OPTIONS } from "./request-status";

type RequestChanges = z.output<typeof sessionRequestUpdateInput>;

interface RequestDetailDialogProps {
  request: SessionRequestRow | null;
  onClose: () => void;
  /** Resolves when saved (the dialog then closes); rejects to keep it open. */
  onSave: (changes: RequestChanges) => Promise<unknown>;
}

export function RequestDetailDialog({ request, onClose, onSave }: RequestDetailDialogProps) {
  const values = useMemo(() => ({ status: request?.status ?? "pending", notes: request?.notes ?? "" }), [request]);
  return (
    <AdminFormDialog
      open={request !== null}
      onClose={onClose}
      title="Session request"
      summary={request ? <RequestDetails request={request} /> : null}
      schema={sessionRequestUpdateInput}
      values={values}
      onSave={onSave}
    >
      <SelectField name="status" label="Status" options={REQUEST_STATUS_OPTIONS} />
      <TextAreaField
        name="notes"
        label="Admin notes"
        hint="Only the team sees these notes. Approving, waitlisting or cancelling emails the requester, in their language."
      />
    </AdminFormDialog>
  );
}

function RequestDetails({ request }: { request: SessionRequestRow }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <Detail label="Name">
        <span dir="auto">{request.name}</span>
      </Detail>
      <Detail label="Email">
        <a className="text-orange-800 underline" href={`mailto:${request.email}`}>
          {request.email}
        </a>
      </Detail>
      {request.phone ? (
        <Detail label="Phone">
          <a className="text-orange-800 underline" dir="ltr" href={`tel:${request.phone.replace(/\s+/g, "")}`}>
            {request.phone}
          </a>
        </Detail>
      ) : null}
      <Detail label="Language interest">
        <FlaggedLanguage language={request.languageInterest} />
      </Detail>
      <Detail label="Level">
        <span className="capitalize">{request.level}</span>
      </Detail>
      <Detail label="Session">
        <bdi>
          #{request.sessionId} — {request.session.title}
        </bdi>
        <span className="block text-stone-600">{nextStartText(request.session.nextStart) ?? "No date ahead"}</span>
      </Detail>
      <Detail label="Requested">{formatAdminDate(request.createdAt)}</Detail>
      <Detail label="Email language">{request.locale.toUpperCase()}</Detail>
    </dl>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-stone-700">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}
