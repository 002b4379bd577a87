import { zodResolver } from "@hookform/resolvers/zod";
import type { LanguageSession, SessionRequest } from "@schema/api";
import { SESSION_REQUEST_STATUSES } from "@schema/constants";
import { sessionRequestUpdateInput } from "@schema/inputs";
import { languageFlag } from "@schema/labels";
import { validationText } from "@schema/messages";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/field";
import { Select, Textarea } from "@web/components/ui/input";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { REQUEST_STATUS_STYLE } from "./request-status";

type FormInput = z.input<typeof sessionRequestUpdateInput>;
export type RequestChanges = z.output<typeof sessionRequestUpdateInput>;

interface RequestDetailDialogProps {
  request: SessionRequest | null;
  /** The request's session, when the sessions list knows it. */
  session?: LanguageSession;
  busy: boolean;
  onClose: () => void;
  /** Resolves when saved (the dialog then closes); rejects to keep it open. */
  onSave: (changes: RequestChanges) => Promise<unknown>;
}

export function RequestDetailDialog({ request, session, busy, onClose, onSave }: RequestDetailDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {request ? (
        <DialogContent title="Session request" closeLabel="Close">
          <RequestDetails request={request} session={session} />
          <RequestForm key={request.id} request={request} busy={busy} onSave={onSave} onCancel={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RequestDetails({ request, session }: { request: SessionRequest; session?: LanguageSession }) {
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
        {request.languageInterest ? `${languageFlag(request.languageInterest)} ${request.languageInterest}` : "—"}
      </Detail>
      <Detail label="Level">
        <span className="capitalize">{request.level}</span>
      </Detail>
      <Detail label="Session id">
        {session ? `#${request.sessionId} — ${session.title}` : `#${request.sessionId}`}
      </Detail>
      <Detail label="Requested">
        {new Date(request.createdAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}
      </Detail>
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

function RequestForm({
  request,
  busy,
  onSave,
  onCancel,
}: {
  request: SessionRequest;
  busy: boolean;
  onSave: (changes: RequestChanges) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<FormInput, unknown, RequestChanges>({
    resolver: zodResolver(sessionRequestUpdateInput),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { status: request.status, notes: request.notes ?? "" },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (changes) => {
    await onSave(changes).catch(() => undefined); // the error toast says why; the dialog stays open
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4 border-t border-stone-200 pt-4">
      <Field label="Status" error={errors.status?.message ? validationText(errors.status.message, "en") : undefined}>
        <Select {...form.register("status")}>
          {SESSION_REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REQUEST_STATUS_STYLE[status].label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Admin notes"
        error={errors.notes?.message ? validationText(errors.notes.message, "en") : undefined}
        hint="Only the team sees these notes. Approving emails the requester the session's details."
      >
        <Textarea rows={4} {...form.register("notes")} />
      </Field>
      <div className="flex justify-end gap-3">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
