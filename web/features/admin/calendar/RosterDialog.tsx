import type { CalendarOccurrence, RosterEntry } from "@schema/api";
import { toE164, whatsappUrl } from "@schema/site";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { sessionRosterQuery } from "@web/api/admin/sessions";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { AdminList } from "../admin-list";
import { longWhen, timeOf } from "../when";

const LINK = "text-orange-800 underline underline-offset-2 hover:text-orange-900";

/** One person of the roster and the ways to reach them: email, phone, WhatsApp. */
function Person({ entry }: { entry: RosterEntry }) {
  const phone = entry.phone ? toE164(entry.phone) : null;
  return (
    <>
      <bdi className="font-medium text-stone-900">{entry.name}</bdi>{" "}
      <span className="text-xs text-stone-600">({entry.locale.toUpperCase()})</span>
      <span className="mt-0.5 flex flex-wrap gap-x-3 text-sm">
        <a className={LINK} href={`mailto:${entry.email}`}>
          {entry.email}
        </a>
        {entry.phone ? (
          <a className={LINK} href={`tel:${phone ?? entry.phone}`}>
            {entry.phone}
          </a>
        ) : null}
        {phone ? (
          <a
            className={LINK}
            href={whatsappUrl(phone)}
            target="_blank"
            rel="noreferrer"
            aria-label={`WhatsApp ${entry.name}`}
          >
            WhatsApp
          </a>
        ) : null}
      </span>
    </>
  );
}

/** Who is coming to an occurrence's session: the approved, then the waitlist in its order. */
export function RosterDialog({ occurrence, onClose }: { occurrence: CalendarOccurrence | null; onClose: () => void }) {
  return (
    <Dialog open={occurrence !== null} onOpenChange={(stayOpen) => (stayOpen ? undefined : onClose())}>
      {occurrence ? (
        <DialogContent
          title={occurrence.session.title}
          description={[
            longWhen(occurrence.startsAt),
            `until ${timeOf(occurrence.endsAt)}`,
            occurrence.session.cafeName,
            occurrence.session.city,
          ]
            .filter(Boolean)
            .join(" · ")}
          closeLabel="Close"
          lang="en"
          dir="ltr"
        >
          {occurrence.status === "skipped" ? (
            <p className="mb-3 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">This date is skipped.</p>
          ) : null}
          <Roster occurrence={occurrence} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Roster({ occurrence }: { occurrence: CalendarOccurrence }) {
  const { session } = occurrence;
  const roster = useQuery(sessionRosterQuery(session.id));
  return (
    <AdminList query={roster} what="roster">
      {({ approved, waitlist }) => (
        <div className="space-y-5">
          <section aria-labelledby="roster-approved">
            <h3 id="roster-approved" className="mb-2 font-semibold text-stone-900">
              Approved ({approved.length}/{session.maxParticipants})
            </h3>
            {approved.length === 0 ? (
              <p className="text-sm text-stone-600">Nobody yet.</p>
            ) : (
              <ul className="divide-y divide-stone-200">
                {approved.map((entry) => (
                  <li key={entry.id} className="py-2">
                    <Person entry={entry} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="roster-waitlist">
            <h3 id="roster-waitlist" className="mb-2 font-semibold text-stone-900">
              Waitlist ({waitlist.length})
            </h3>
            {waitlist.length === 0 ? (
              <p className="text-sm text-stone-600">Nobody waiting.</p>
            ) : (
              <ol className="list-decimal divide-y divide-stone-200 ps-5">
                {waitlist.map((entry) => (
                  <li key={entry.id} className="py-2">
                    <Person entry={entry} />
                  </li>
                ))}
              </ol>
            )}
          </section>
          <Link to="/admin/requests" search={{ sessionId: session.id }} className={LINK}>
            All requests for this session
          </Link>
        </div>
      )}
    </AdminList>
  );
}
