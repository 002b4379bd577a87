import type { LeadType } from "@schema/constants";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import type { LeadFormChoices } from "./LeadFormDialog";

// The forms, their validation and the dialogs load when a visitor first opens one.
const LeadFormDialogs = lazy(() => import("./LeadFormDialogs"));
const SuccessDialog = lazy(() => import("./SuccessDialog"));

interface LeadFormsValue {
  /**
   * Opens the join or contact form of this type, with the choices the call to action already
   * made for the visitor ("Claim my free session" ticks the free session).
   */
  openLeadForm: (userType: LeadType, choices?: LeadFormChoices) => void;
}

/** The form a call to action asked for; a new one each time, so the same form asked again gets its choices again. */
interface OpenedForm {
  userType: LeadType;
  choices?: LeadFormChoices;
}

const LeadFormsContext = createContext<LeadFormsValue | null>(null);

/**
 * The one host of the four join/contact modals and of the success dialog: any call to action
 * below it opens a form with `useLeadForms().openLeadForm("learner")`.
 */
export function LeadFormsProvider({ children }: { children: ReactNode }) {
  const [openForm, setOpenForm] = useState<OpenedForm | null>(null);
  // The forms' code loads on the first open and then stays mounted, keeping what was typed.
  const [formsLoaded, setFormsLoaded] = useState(false);
  const [thanked, setThanked] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openLeadForm = useCallback((userType: LeadType, choices?: LeadFormChoices) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setFormsLoaded(true);
    setOpenForm({ userType, choices });
  }, []);
  /**
   * The forms are opened from many buttons rather than a Radix trigger, so focus is returned by
   * hand: to the button that opened the form, once its dialog (or the thanks) closes.
   */
  const returnFocus = useCallback((event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  }, []);
  const value = useMemo(() => ({ openLeadForm }), [openLeadForm]);

  const dialogProps = (userType: LeadType) => {
    const opened = openForm?.userType === userType ? openForm : null;
    return {
      open: opened !== null,
      choices: opened?.choices,
      onCloseAutoFocus: returnFocus,
      onOpenChange: (open: boolean) => {
        if (!open) setOpenForm(null);
      },
      onSubmitted: () => {
        setOpenForm(null);
        setThanked(true);
      },
    };
  };

  return (
    <LeadFormsContext.Provider value={value}>
      {children}
      {formsLoaded ? (
        <Suspense fallback={null}>
          <LeadFormDialogs dialogProps={dialogProps} />
        </Suspense>
      ) : null}
      {formsLoaded ? (
        <Suspense fallback={null}>
          <SuccessDialog open={thanked} onOpenChange={setThanked} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </LeadFormsContext.Provider>
  );
}

export function useLeadForms(): LeadFormsValue {
  const value = useContext(LeadFormsContext);
  if (!value) throw new Error("useLeadForms must be used inside <LeadFormsProvider>");
  return value;
}
