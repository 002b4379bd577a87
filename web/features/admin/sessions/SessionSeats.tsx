import { cn } from "@web/lib/cn";

interface Seats {
  maxParticipants: number;
  approvedCount?: number;
  waitlistedCount?: number;
}

/** A session's seats: approved of capacity, and how many wait; a freed seat with people waiting stands out. */
export function SessionSeats({ session }: { session: Seats }) {
  const approved = session.approvedCount ?? 0;
  const waiting = session.waitlistedCount ?? 0;
  const full = approved >= session.maxParticipants;
  return (
    <span className="block sm:whitespace-nowrap">
      <span title="Approved requests / capacity" className={cn("font-medium", full && "text-red-800")}>
        {approved} / {session.maxParticipants}
      </span>
      {waiting > 0 ? <span className="block text-xs text-stone-600">{waiting} waitlisted</span> : null}
    </span>
  );
}
