import { IntentButton } from "@web/components/ui/intent-button";
import { preloadRequestDialog, scheduleMessages, useSessionRequestDialog } from "@web/features/schedule";
import { useMessages } from "@web/i18n";
import { usePageData } from "../page-data";

/** "Request a spot" (the waitlist when full), opening the same dialog as the landing page's schedule. */
export default function RequestIsland() {
  const page = usePageData();
  const m = useMessages(scheduleMessages);
  const { request, dialog } = useSessionRequestDialog();
  if (page.kind !== "session" || !page.session) return null;
  const { session } = page;
  const full = session.spotsLeft === 0;
  return (
    <div>
      {full ? <p className="mb-3 text-stone-700">{m.fullNote}</p> : null}
      <IntentButton
        className="w-full sm:w-auto"
        variant={full ? "outline" : "primary"}
        aria-describedby="session-title"
        onPress={() => request(session)}
        onIntent={preloadRequestDialog}
      >
        {full ? m.joinWaitlist : m.requestSpot}
      </IntentButton>
      {dialog}
    </div>
  );
}
