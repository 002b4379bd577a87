import { SESSION_REQUEST_STATUSES, type SessionRequestStatus } from "@schema/constants";
import { Badge } from "@web/components/ui/badge";
import { CircleCheck, CircleX, Clock, Hourglass, type LucideIcon } from "lucide-react";

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
