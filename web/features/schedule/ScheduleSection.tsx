import type { PublicSession } from "@schema/api";
import { useQuery } from "@tanstack/react-query";
import { publicSessionsQuery } from "@web/api/public-reads";
import { SectionHeading } from "@web/components/SectionHeading";
import { useMessages } from "@web/i18n";
import { type ReactNode, useState } from "react";
import { scheduleMessages } from "./messages";
import { SessionCard } from "./SessionCard";
import type { SessionRequestDialog } from "./SessionRequestDialog";

/**
 * The request form (zod, react-hook-form) loads when a visitor shows they may pick a session: a
 * card's button in view, a pointer over it, a press or focus on it (docs/performance.md#answering-a-tap).
 */
const loadRequestDialog = () => import("./SessionRequestDialog").then((module) => module.SessionRequestDialog);
const preloadRequestDialog = () => {
  loadRequestDialog().catch(() => {}); // a press asks again, and logs a failure
};

/** The landing page's upcoming-lessons section: published sessions and a spot request per card. */
export function ScheduleSection() {
  const m = useMessages(scheduleMessages);
  const sessions = useQuery(publicSessionsQuery());
  const [chosen, setChosen] = useState<PublicSession | null>(null);
  /**
   * The dialog once its code is here, rendered as it is (React.lazy would suspend its first render
   * anyway, and React holds back a suspended boundary's reveal for 300 ms). It then stays mounted,
   * so it can close (and return focus) normally.
   */
  const [RequestDialog, setRequestDialog] = useState<typeof SessionRequestDialog | null>(null);
  /** Opens the dialog for this session once its code is here; the card's button is busy until then. */
  const request = async (session: PublicSession) => {
    try {
      const dialog = await loadRequestDialog();
      setRequestDialog(() => dialog);
    } catch (error) {
      // Offline, or a new deployment replaced the files: logged, and the button stops being busy instead of spinning on.
      console.error("The request form's code did not load", error);
      return;
    }
    setChosen(session);
  };

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
      {RequestDialog ? <RequestDialog session={chosen} onClose={() => setChosen(null)} /> : null}
    </section>
  );
}
