import type { SeatToOffer } from "@schema/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { OFFER_SEAT_CHANGES, offerSeat, seatsToOfferQuery } from "@web/api/admin/sessions";
import { refreshAfterChange } from "@web/api/refresh";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { toast, toastError } from "@web/components/ui/toaster";
import { cn } from "@web/lib/cn";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { EMAIL_LANGUAGE_NAMES } from "../labels";

interface Seats {
  id: number;
  title: string;
  maxParticipants: number;
  approvedCount?: number;
  waitlistedCount?: number;
}

/**
 * A session's seats: approved of capacity, and how many wait; stacked in a column of their own, or
 * on one line under the session they belong to.
 */
export function SessionSeats({ session, inline = false }: { session: Seats; inline?: boolean }) {
  const approved = session.approvedCount ?? 0;
  const waiting = session.waitlistedCount ?? 0;
  return (
    <span className={cn("block", inline && "text-xs text-stone-600")}>
      <span
        title="Approved requests / capacity"
        className={cn("font-medium", approved >= session.maxParticipants ? "text-red-800" : "text-stone-800")}
      >
        {approved} / {session.maxParticipants}
      </span>
      {inline ? " seats" : null}
      {waiting > 0 ? (
        <span className={inline ? undefined : "block text-xs text-stone-600"}>
          {inline ? " · " : null}
          {waiting} waitlisted
        </span>
      ) : null}
    </span>
  );
}

/** A seat is free and someone waits for one (an approved request was cancelled, or the capacity raised). */
export const hasSeatToOffer = (session: Seats) =>
  (session.waitlistedCount ?? 0) > 0 && (session.approvedCount ?? 0) < session.maxParticipants;

/**
 * "Offer free seat": asks first, naming whom it will seat (the first on the waitlist, read afresh
 * when asked), then approves exactly that person; the Worker refuses if someone else is first by now.
 */
export function OfferSeatButton({ session, className }: { session: Seats; className?: string }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        // Grows to two lines rather than clip its label in a narrow column (the sessions table at 1280 px).
        className={cn("h-auto min-h-9 py-1.5 text-start leading-tight", className)}
        onClick={() => setAsking(true)}
        aria-label={`Offer free seat to the next on the waitlist of ${session.title}`}
      >
        <UserPlus aria-hidden className="size-4 shrink-0" />
        Offer free{"\u00a0"}seat
      </Button>
      {asking ? <OfferSeatConfirm session={session} onClose={() => setAsking(false)} /> : null}
    </>
  );
}

function OfferSeatConfirm({ session, onClose }: { session: Seats; onClose: () => void }) {
  const queryClient = useQueryClient();
  // The waitlist as it is now, not as it was when the page was loaded.
  const seats = useQuery({ ...seatsToOfferQuery(), refetchOnMount: "always" });
  const next = seats.isFetching ? undefined : seats.data?.find((seat) => seat.session.id === session.id)?.nextInLine;
  const offer = useMutation({
    mutationFn: (person: SeatToOffer["nextInLine"]) => offerSeat(session.id, person.id),
    onSuccess: (request) => {
      toast.success(`Seat offered to ${request.name}`, { description: "They have been sent the approval email." });
      onClose();
    },
    onError: (error) => toastError("Error", error),
    // Refused too: the seats or the waitlist changed, and the page shows them as they are.
    onSettled: () => refreshAfterChange(queryClient, OFFER_SEAT_CHANGES),
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={next ? `Offer the free seat to ${next.name} (1st on the waitlist)?` : "Offer the free seat?"}
      description={
        next ? (
          <>
            <bdi>{next.name}</bdi> ({next.email}) is approved for <bdi>{session.title}</bdi> and gets the approval
            email, in {EMAIL_LANGUAGE_NAMES[next.locale]}, with the session's calendar file.
          </>
        ) : seats.isFetching ? (
          "Looking up who is first on the waitlist…"
        ) : (
          "There is no seat to offer now: the seats or the waitlist have changed."
        )
      }
      tone="primary"
      confirmLabel="Offer seat"
      cancelLabel="Back"
      busy={offer.isPending}
      canConfirm={next !== undefined}
      onConfirm={() => next && offer.mutate(next)}
    />
  );
}
