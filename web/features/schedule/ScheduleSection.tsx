import { useQuery } from "@tanstack/react-query";
import { publicSessionsQuery } from "@web/api/public-reads";
import { SectionHeading } from "@web/components/SectionHeading";
import { useMessages } from "@web/i18n";
import type { ReactNode } from "react";
import { scheduleMessages } from "./messages";
import { SessionCard } from "./SessionCard";
import { preloadRequestDialog, useSessionRequestDialog } from "./useSessionRequestDialog";

/** The landing page's upcoming-lessons section: published sessions and a spot request per card. */
export function ScheduleSection() {
  const m = useMessages(scheduleMessages);
  const sessions = useQuery(publicSessionsQuery());
  const { request, dialog } = useSessionRequestDialog();

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
          <li key={session.id} className="below-the-fold-part flex">
            <SessionCard session={session} onRequest={request} onIntent={preloadRequestDialog} />
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
      {dialog}
    </section>
  );
}
