import type { SessionRequestRow } from "@schema/api";
import { SESSION_REQUEST_DECISIONS, type SessionRequestDecision } from "@schema/constants";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";
import { EMAIL_LANGUAGE_NAMES } from "../labels";
import { REQUEST_STATUS_STYLE } from "./request-status";

/** How each decision is offered, asked about and told; every one of them emails the person. */
export const DECISION_WORDS: Record<SessionRequestDecision, { verb: string; done: string; email: string }> = {
  approved: { verb: "Approve", done: "approved", email: "the approval email, with the session's calendar file" },
  waitlisted: { verb: "Waitlist", done: "waitlisted", email: "an email saying they are on the waitlist" },
  cancelled: { verb: "Cancel", done: "cancelled", email: "an email saying their request is cancelled" },
};

const ICON_COLOUR: Record<SessionRequestDecision, string> = {
  approved: "text-green-700",
  waitlisted: "text-yellow-700",
  cancelled: "text-red-700",
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 requests approved", "1 request cancelled". */
export const decidedText = (count: number, status: SessionRequestDecision) =>
  `${plural(count, "request", "requests")} ${DECISION_WORDS[status].done}`;

/** One decision's button: the status's icon and the verb. */
export function DecisionButton({
  status,
  className,
  children,
  ...props
}: { status: SessionRequestDecision; children?: ReactNode } & Omit<Parameters<typeof Button>[0], "children">) {
  const Icon = REQUEST_STATUS_STYLE[status].icon;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn("h-8 justify-center border border-stone-300 bg-white px-3 text-xs whitespace-nowrap", className)}
      {...props}
    >
      <Icon aria-hidden className={cn("size-3.5 shrink-0", ICON_COLOUR[status])} />
      {children ?? DECISION_WORDS[status].verb}
    </Button>
  );
}

/** A row's decisions: every one but the status it has. */
export function RowDecisions({
  request,
  onDecide,
}: {
  request: SessionRequestRow;
  onDecide: (status: SessionRequestDecision) => void;
}) {
  return SESSION_REQUEST_DECISIONS.filter((status) => status !== request.status).map((status) => (
    <DecisionButton
      key={status}
      status={status}
      aria-label={`${DECISION_WORDS[status].verb} ${request.name}`}
      onClick={() => onDecide(status)}
    />
  ));
}

/** A decision the admin asked for and is asked to confirm: one row's, or the selected rows'. */
export interface AskedDecision {
  status: SessionRequestDecision;
  requests: SessionRequestRow[];
  bulk: boolean;
}

/**
 * Asks before a decision goes, saying whom it emails: the person and the language for one row; for
 * a selection, how many emails will go and how many rows are left as they are.
 */
export function DecisionConfirm({
  asked,
  busy,
  onConfirm,
  onClose,
}: {
  asked: AskedDecision | null;
  busy: boolean;
  onConfirm: (asked: AskedDecision) => void;
  onClose: () => void;
}) {
  if (!asked) return null;
  const words = DECISION_WORDS[asked.status];
  const toChange = asked.requests.filter((request) => request.status !== asked.status);
  const [one] = asked.requests;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        asked.bulk || !one
          ? `${words.verb} ${plural(asked.requests.length, "request", "requests")}?`
          : `${words.verb} ${one.name}?`
      }
      description={asked.bulk || !one ? bulkDescription(asked, toChange.length) : oneDescription(one, asked.status)}
      tone={asked.status === "cancelled" ? "destructive" : "primary"}
      confirmLabel={asked.bulk ? `${words.verb} ${toChange.length}` : words.verb}
      cancelLabel="Back"
      busy={busy}
      canConfirm={toChange.length > 0}
      onConfirm={() => onConfirm(asked)}
    />
  );
}

function oneDescription(request: SessionRequestRow, status: SessionRequestDecision) {
  return (
    <>
      <bdi>{request.name}</bdi> ({request.email}) gets {DECISION_WORDS[status].email}, in{" "}
      {EMAIL_LANGUAGE_NAMES[request.locale]}.
      {status === "approved" ? " If the session is full by then, nothing is changed or sent." : null}
    </>
  );
}

function bulkDescription({ status, requests }: AskedDecision, emails: number) {
  const words = DECISION_WORDS[status];
  const already = requests.length - emails;
  return [
    emails === 0
      ? `Nothing to send: ${already === 1 ? "it is" : "they are all"} ${words.done} already.`
      : `${plural(emails, "email", "emails")} will go, one to each person, in their language: ${words.email}.`,
    emails > 0 && already > 0 ? `${already} already ${words.done} ${already === 1 ? "stays" : "stay"} as is.` : "",
    emails > 0 && status === "approved" ? "A request whose session is full by then is refused, and gets no email." : "",
  ]
    .filter(Boolean)
    .join(" ");
}
