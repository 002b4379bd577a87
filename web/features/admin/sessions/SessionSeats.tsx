import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OFFER_SEAT_CHANGES, offerSeat } from "@web/api/admin/sessions";
import { refreshAfterChange } from "@web/api/refresh";
import { Button } from "@web/components/ui/button";
import { toast, toastError } from "@web/components/ui/toaster";
import { cn } from "@web/lib/cn";
import { UserPlus } from "lucide-react";

interface Seats {
  id: number;
  title: string;
  maxParticipants: number;
  approvedCount?: number;
  waitlistedCount?: number;
}

/**
 * A session's seats: approved of capacity, and how many wait. When a seat is free and someone
 * waits (an approved request was cancelled, or the capacity raised), it says so and offers the
 * seat to the next person in line in one click.
 */
export function SessionSeats({ session }: { session: Seats }) {
  const approved = session.approvedCount ?? 0;
  const waiting = session.waitlistedCount ?? 0;
  const full = approved >= session.maxParticipants;
  return (
    <span className="block">
      <span title="Approved requests / capacity" className={cn("font-medium", full && "text-red-800")}>
        {approved} / {session.maxParticipants}
      </span>
      {waiting > 0 ? <span className="block text-xs text-stone-600">{waiting} waitlisted</span> : null}
      {waiting > 0 && !full ? <OfferSeatButton session={session} /> : null}
    </span>
  );
}

function OfferSeatButton({ session }: { session: Seats }) {
  const queryClient = useQueryClient();
  const offer = useMutation({
    mutationFn: () => offerSeat(session.id),
    onSuccess: async (request) => {
      await refreshAfterChange(queryClient, OFFER_SEAT_CHANGES);
      toast.success(`Seat offered to ${request.name}`, { description: "They have been sent the approval email." });
    },
    onError: (error) => toastError("Error", error),
  });
  return (
    <Button
      size="sm"
      variant="outline"
      className="mt-1"
      disabled={offer.isPending}
      onClick={() => offer.mutate()}
      aria-label={`Offer free seat to the next on the waitlist of ${session.title}`}
    >
      <UserPlus aria-hidden className="size-4" />
      Offer free seat
    </Button>
  );
}
