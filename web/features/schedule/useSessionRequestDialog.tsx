import type { PublicSession } from "@schema/api";
import { useState } from "react";
import type { SessionRequestDialog } from "./SessionRequestDialog";

/**
 * The request form (zod, react-hook-form) loads when a visitor shows they may pick a session: a
 * button in view, a pointer over it, a press or focus on it (docs/performance.md#answering-a-tap).
 */
const loadRequestDialog = () => import("./SessionRequestDialog").then((module) => module.SessionRequestDialog);
export const preloadRequestDialog = () => {
  loadRequestDialog().catch(() => {}); // a press asks again, and logs a failure
};

/**
 * The spot-request dialog as the schedule's cards and a session's own page open it: `request`
 * opens it for a session once its code is here (the pressed button is busy until then), `dialog`
 * is where it renders.
 */
export function useSessionRequestDialog() {
  const [chosen, setChosen] = useState<PublicSession | null>(null);
  /**
   * The dialog once its code is here, rendered as it is (React.lazy would suspend its first render
   * anyway, and React holds back a suspended boundary's reveal for 300 ms). It then stays mounted,
   * so it can close (and return focus) normally.
   */
  const [RequestDialog, setRequestDialog] = useState<typeof SessionRequestDialog | null>(null);
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
  const dialog = RequestDialog ? <RequestDialog session={chosen} onClose={() => setChosen(null)} /> : null;
  return { request, dialog };
}
