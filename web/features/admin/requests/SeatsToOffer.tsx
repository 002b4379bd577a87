import { useQuery } from "@tanstack/react-query";
import { seatsToOfferQuery } from "@web/api/admin/sessions";
import { OfferSeatButton } from "../sessions/SessionSeats";
import { nextStartText } from "../when";

/**
 * The sessions with a free seat and someone waiting, once each, and who is first in line; each
 * with its "Offer free seat". Only the filtered session's, when the list shows one session.
 */
export function SeatsToOffer({ sessionId }: { sessionId: string }) {
  const seats = useQuery(seatsToOfferQuery());
  const shown = (seats.data ?? []).filter((seat) => !sessionId || String(seat.session.id) === sessionId);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="seats-to-offer" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-4">
      <h2 id="seats-to-offer" className="font-semibold text-green-900">
        Seats to offer
      </h2>
      <ul className="mt-2 divide-y divide-green-200">
        {shown.map(({ session, nextInLine }) => {
          const free = session.maxParticipants - session.approvedCount;
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2"
              data-testid="seat-to-offer"
            >
              <p className="min-w-0 text-sm text-stone-800">
                <bdi className="font-medium">{session.title}</bdi>
                {session.nextStart ? (
                  <span className="text-stone-600"> · {nextStartText(session.nextStart)}</span>
                ) : null}
                <span className="block text-stone-700">
                  {free} of {session.maxParticipants} {session.maxParticipants === 1 ? "seat" : "seats"} free,{" "}
                  {session.waitlistedCount} waiting; first in line: <bdi>{nextInLine.name}</bdi>
                </span>
              </p>
              <OfferSeatButton session={session} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
