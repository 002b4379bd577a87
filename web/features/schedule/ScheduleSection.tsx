import type { PublicSession } from "@schema/api";
import { useQuery } from "@tanstack/react-query";
import { publicSessionsQuery } from "@web/api/public-reads";
import { SectionHeading } from "@web/components/SectionHeading";
import { useMessages } from "@web/i18n";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { scheduleMessages } from "./messages";
import { SessionCard } from "./SessionCard";

/** The request form (zod, react-hook-form) loads when a visitor first picks a session. */
const SessionRequestDialog = lazy(() =>
  import("./SessionRequestDialog").then((module) => ({ default: module.SessionRequestDialog })),
);

/** The landing page's upcoming-lessons section: published sessions and a spot request per card. */
export function ScheduleSection() {
  const m = useMessages(scheduleMessages);
  const sessions = useQuery(publicSessionsQuery());
  const [chosen, setChosen] = useState<PublicSession | null>(null);
  // Once loaded, the dialog stays mounted so it can close (and return focus) normally.
  const dialogLoaded = useLoadedOnce(chosen !== null);

  let body: ReactNode;
  if (sessions.isPending)
    body = (
      <p role="status" className="text-center text-stone-700">
        {m.loading}
      </p>
    );
  else if (sessions.isError)
    body = (
      <p role="alert" className="text-center text-stone-700">
        {m.loadFailed}
      </p>
    );
  else if (sessions.data.length === 0) body = <p className="text-center text-stone-700">{m.empty}</p>;
  else
    body = (
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {sessions.data.map((session) => (
          <li key={session.id} className="flex">
            <SessionCard session={session} onRequest={setChosen} />
          </li>
        ))}
      </ul>
    );

  return (
    <section id="upcoming-lessons" aria-labelledby="schedule-title" className="below-the-fold scroll-mt-20 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="schedule-title" title={m.title} subtitle={m.subtitle} />
        <div className="mt-8">{body}</div>
      </div>
      {chosen || dialogLoaded ? (
        <Suspense fallback={null}>
          <SessionRequestDialog session={chosen} onClose={() => setChosen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function useLoadedOnce(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  return loaded || wanted;
}
