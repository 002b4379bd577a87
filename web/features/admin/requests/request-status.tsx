import type { SessionRequestRow } from "@schema/api";
import { SESSION_REQUEST_STATUSES, type SessionRequestStatus } from "@schema/constants";
import { Badge } from "@web/components/ui/badge";
import { CircleCheck, CircleX, Clock, Hourglass, type LucideIcon } from "lucide-react";
import { shortWhen } from "../when";

/** docs/product-rules.md#states: approved green, waitlisted yellow, cancelled red, pending blue — each with its icon. */
export const REQUEST_STATUS_STYLE: Record<
  SessionRequestStatus,
  { label: string; tone: "green" | "yellow" | "red" | "blue"; icon: LucideIcon }
> = {
  pending: { label: "Pending", tone: "blue", icon: Clock },
  approved: { label: "Approved", tone: "green", icon: CircleCheck },
  waitlisted: { label: "Waitlisted", tone: "yellow", icon: Hourglass },
  cancelled: { label: "Cancelled", tone: "red", icon: CircleX },
};

/** The statuses as choices of a select, in the spec's order. */
export const REQUEST_STATUS_OPTIONS = SESSION_REQUEST_STATUSES.map((status) => ({
  value: status,
  label: REQUEST_STATUS_STYLE[status].label,
}));

export function RequestStatusBadge({ status }: { status: SessionRequestStatus }) {
  const { label, tone, icon: Icon } = REQUEST_STATUS_STYLE[status];
  return (
    <Badge tone={tone} data-status={status}>
      <Icon aria-hidden className="size-3.5" />
      {label}
    </Badge>
  );
}

/**
 * What the status alone does not say, for the line under it: who cancelled (the person from their
 * page, or an admin), a freed seat offered and claimable until when (Tunis's clock), or the last
 * offer lapsed unclaimed (the person waits behind those not offered yet). Null when nothing is to say.
 */
function requestStatusNote(
  request: Pick<SessionRequestRow, "status" | "cancelledBy" | "offerExpiresAt" | "offerLapsedAt">,
  now = new Date(),
): string | null {
  if (request.status === "cancelled") {
    if (request.cancelledBy === "person") return "Cancelled by the person";
    if (request.cancelledBy === "admin") return "Cancelled by an admin";
    return null;
  }
  if (request.status !== "waitlisted") return null;
  if (request.offerExpiresAt && new Date(request.offerExpiresAt) > now) {
    return `Offer open until ${shortWhen(request.offerExpiresAt, now)}`;
  }
  if (request.offerLapsedAt) return `Offer lapsed ${shortWhen(request.offerLapsedAt, now)}`;
  return null;
}

/** The status badge and, under it, its note (`requestStatusNote`). */
export function RequestStatusCell({
  request,
}: {
  request: Pick<SessionRequestRow, "status" | "cancelledBy" | "offerExpiresAt" | "offerLapsedAt">;
}) {
  const note = requestStatusNote(request);
  return (
    <span className="block">
      <RequestStatusBadge status={request.status} />
      {note ? (
        <span className="mt-1 block text-xs text-stone-700" data-testid="status-note">
          {note}
        </span>
      ) : null}
    </span>
  );
}
