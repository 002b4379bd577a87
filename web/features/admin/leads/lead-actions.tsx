/**
 * What the team does from a lead's page: reply (WhatsApp or email, prefilled), move it in the
 * pipeline, and book a learner's free trial. Each change refreshes the lead, its list, the badge,
 * the person and the log (web/api/admin/leads.ts).
 */
import type { LeadDetail } from "@schema/api";
import { type LeadCloseReason, type LeadReplyChannel, type LeadStatus, RTL_LOCALES } from "@schema/constants";
import { leadStatusInput } from "@schema/inputs";
import { validationText } from "@schema/messages";
import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  bookTrial,
  LEAD_CHANGES,
  moveLead,
  recordLeadReply,
  TRIAL_CHANGES,
  trialSessionsQuery,
} from "@web/api/admin/leads";
import { refreshAfterChange } from "@web/api/refresh";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Select, Textarea } from "@web/components/ui/input";
import { toast, toastError } from "@web/components/ui/toaster";
import { cn } from "@web/lib/cn";
import { CalendarCheck, Mail, MessageCircle } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { nextStartText } from "../when";
import { CLOSE_REASON_OPTIONS, LEAD_STATUS_LABELS } from "./lead-fields";

const LOCALE_NAMES = { en: "English", fr: "French", ar: "Arabic" } as const;

/** A card of the lead's page: a titled section. */
export function LeadCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `lead-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={cn("rounded-xl border border-stone-200 bg-white p-5", className)}>
      <h2 id={id} className="font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A change of the lead: on success, every read it moved is fetched again. */
function useLeadChange<Vars, Result>(
  run: (vars: Vars) => Promise<Result>,
  changes: readonly QueryKey[],
  success?: (result: Result) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      if (success) toast.success(success(result));
      await refreshAfterChange(queryClient, changes);
    },
    onError: (error) => toastError("Error", error),
  });
}

/**
 * The reply, written from the template of the lead's type in the language the person used: links
 * that open it in WhatsApp (when the number reads as one) or in the mail client. Using one puts it
 * on the log and moves a new lead to contacted.
 */
export function ReplyCard({ detail }: { detail: LeadDetail }) {
  const { lead, reply } = detail;
  const replied = useLeadChange((channel: LeadReplyChannel) => recordLeadReply(lead.id, channel), LEAD_CHANGES);
  // The way they asked to be reached comes first.
  const preferred: LeadReplyChannel = lead.contactMethod === "whatsapp" && reply.whatsapp ? "whatsapp" : "email";
  const linkStyle = (channel: LeadReplyChannel) =>
    buttonVariants({ size: "sm", variant: channel === preferred ? "primary" : "outline" });
  return (
    <LeadCard title="Reply">
      <p className="text-sm text-stone-700">In {LOCALE_NAMES[lead.locale]}, the language they used on the site:</p>
      <blockquote
        lang={lead.locale}
        dir={RTL_LOCALES.includes(lead.locale) ? "rtl" : "ltr"}
        className="mt-2 whitespace-pre-wrap rounded-lg border-s-4 border-orange-300 bg-orange-50 p-3 text-sm text-stone-900"
      >
        {reply.message || "—"}
      </blockquote>
      <div className="mt-3 flex flex-wrap gap-2">
        {reply.whatsapp ? (
          <a
            href={reply.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={linkStyle("whatsapp")}
            onClick={() => replied.mutate("whatsapp")}
          >
            <MessageCircle aria-hidden className="size-4" />
            Reply on WhatsApp
          </a>
        ) : null}
        <a href={reply.email} className={linkStyle("email")} onClick={() => replied.mutate("email")}>
          <Mail aria-hidden className="size-4" />
          Reply by email
        </a>
      </div>
      {lead.whatsappNumber && !reply.whatsapp ? (
        <p className="mt-2 text-xs text-stone-600">
          No WhatsApp link: <bdi dir="ltr">{lead.whatsappNumber}</bdi> does not read as a phone number.
        </p>
      ) : null}
      <p className="mt-2 text-xs text-stone-600">
        {lead.status === "new" ? "Replying moves the lead to Contacted. " : ""}The message comes from the reply
        templates on the Site page.
      </p>
    </LeadCard>
  );
}

/** The pipeline's control: only the moves the lead's type allows from where it is; a reason to close. */
export function StatusCard({ detail }: { detail: LeadDetail }) {
  const { lead, next } = detail;
  const [status, setStatus] = useState<LeadStatus | "">("");
  const [closedReason, setClosedReason] = useState<LeadCloseReason | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const move = useLeadChange(
    () =>
      moveLead(lead.id, {
        status: status as LeadStatus,
        closedReason: closedReason || null,
        note: note || null,
      }),
    LEAD_CHANGES,
    (moved) => `Lead moved to ${LEAD_STATUS_LABELS[moved.status]}`,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadStatusInput.safeParse({ status, closedReason: closedReason || null, note });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), validationText(issue.message, "en")]),
        ),
      );
      return;
    }
    setErrors({});
    move.mutate(undefined, {
      onSuccess: () => {
        setStatus("");
        setClosedReason("");
        setNote("");
      },
    });
  };

  return (
    <LeadCard title="Status">
      <form noValidate onSubmit={submit} className="space-y-3">
        <Field label="Move to" error={errors.status}>
          <Select
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus | "")}
            placeholder="Choose a status"
            options={next.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
          />
        </Field>
        {status === "closed" ? (
          <Field label="Why" error={errors.closedReason}>
            <Select
              value={closedReason}
              onChange={(event) => setClosedReason(event.target.value as LeadCloseReason | "")}
              placeholder="Choose a reason"
              options={CLOSE_REASON_OPTIONS}
            />
          </Field>
        ) : null}
        <Field label="Note (optional)" error={errors.note} hint="Added to the lead's notes, signed and dated.">
          <Textarea value={note} onChange={(event) => setNote(event.target.value)} className="min-h-16" dir="auto" />
        </Field>
        <Button type="submit" size="sm" disabled={move.isPending}>
          {move.isPending ? "Saving..." : "Save status"}
        </Button>
      </form>
    </LeadCard>
  );
}

/** A learner's free trial: a published session with a free seat, booked and approved at once. */
export function TrialCard({ detail }: { detail: LeadDetail }) {
  const { lead } = detail;
  const sessions = useQuery(trialSessionsQuery(lead.id));
  const [sessionId, setSessionId] = useState("");
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const book = useMutation({
    mutationFn: () => bookTrial(lead.id, Number(sessionId)),
    onSuccess: async (booked) => {
      toast.success(`Free trial booked: ${LOCALE_NAMES[booked.request.locale]} approval email on its way`);
      setSessionId("");
      await refreshAfterChange(queryClient, TRIAL_CHANGES);
    },
    onError: async (failed) => {
      toastError("Error", failed);
      setError(failed.message);
      // Full or unpublished meanwhile: the choices are read again.
      await refreshAfterChange(queryClient, [trialSessionsQuery(lead.id).queryKey]);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId) {
      setError("Choose the session to book");
      return;
    }
    setError(undefined);
    book.mutate();
  };

  const options = (sessions.data ?? []).map((session) => ({
    value: String(session.id),
    label: `${session.title} — ${[nextStartText(session.nextStart), session.cafeName, session.city].filter(Boolean).join(" · ")} (${session.spotsLeft} free)`,
  }));
  return (
    <LeadCard title="Free trial">
      {sessions.isPending ? (
        <p role="status">Loading...</p>
      ) : options.length === 0 ? (
        <p className="text-sm text-stone-700">No published session has a free seat.</p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-3">
          <Field
            label="Session"
            error={error}
            hint="Published sessions with a free seat, in their languages first. The spot is approved and emailed to them."
          >
            <Select
              value={sessionId}
              onChange={(event) => setSessionId(event.target.value)}
              placeholder="Choose a session"
              options={options}
            />
          </Field>
          <Button type="submit" size="sm" disabled={book.isPending}>
            <CalendarCheck aria-hidden className="size-4" />
            {book.isPending ? "Booking..." : "Book the free trial"}
          </Button>
        </form>
      )}
    </LeadCard>
  );
}
