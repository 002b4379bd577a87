import type { Lead } from "@schema/api";
import type { LeadStatus } from "@schema/constants";
import { Badge } from "@web/components/ui/badge";
import { AlarmClock } from "lucide-react";
import { LEAD_STATUS_LABELS, waitingHours } from "./lead-fields";

/** New leads in blue, the steps between in orange, the successes in green, closed ones grey. */
const STATUS_TONE: Record<LeadStatus, "blue" | "orange" | "green" | "neutral"> = {
  new: "blue",
  contacted: "orange",
  trial_booked: "orange",
  call_invited: "orange",
  cafe_visited: "orange",
  joined: "green",
  onboarded: "green",
  partner: "green",
  closed: "neutral",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge tone={STATUS_TONE[status]} data-status={status}>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "Waiting 26 h": a lead still new more than 24 hours after it came in; nothing otherwise. */
export function WaitingMark({ lead }: { lead: Pick<Lead, "status" | "createdAt"> }) {
  const hours = waitingHours(lead);
  if (hours === null) return null;
  return (
    <Badge tone="red" data-waiting={hours}>
      <AlarmClock aria-hidden className="size-3.5" />
      Waiting {hours} h
    </Badge>
  );
}
