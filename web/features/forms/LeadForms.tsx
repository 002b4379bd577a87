import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import type { LeadType } from "@schema/constants";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@web/components/ui/dialog";
import { useMessages } from "@web/i18n/messages";
import { formMessages } from "./messages";

const LeadFormDialogs = lazy(() => import("./LeadFormDialogs"));

interface LeadFormsValue {
  /** Opens the join or contact form of this type. */
  openLeadForm: (userType: LeadType) => void;
}

const LeadFormsContext = createContext<LeadFormsValue | null>(null);

/**
 * The one host of the four join/contact modals and of the success dialog: any call to action
 * below it opens a form with `useLeadForms().openLeadForm("learner")`.
 */
export function LeadFormsProvider({ children }: { children: ReactNode }) {
  const [openForm, setOpenForm] = useState<LeadType | null>(null);
  // The forms' code loads on the first open and then stays mounted, keeping what was typed.
  const [formsLoaded, setFormsLoaded] = useState(false);
  const [thanked, setThanked] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openLeadForm = useCallback((userType: LeadType) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setFormsLoaded(true);
    setOpenForm(userType);
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

  const dialogProps = (userType: LeadType) => ({
    open: openForm === userType,
    onCloseAutoFocus: returnFocus,
    onOpenChange: (open: boolean) => setOpenForm(open ? userType : null),
    onSubmitted: () => {
      setOpenForm(null);
      setThanked(true);
    },
  });

  return (
    <LeadFormsContext.Provider value={value}>
      {children}
      {formsLoaded ? (
        <Suspense fallback={null}>
          <LeadFormDialogs dialogProps={dialogProps} />
        </Suspense>
      ) : null}
      <SuccessDialog open={thanked} onOpenChange={setThanked} onCloseAutoFocus={returnFocus} />
    </LeadFormsContext.Provider>
  );
}

export function useLeadForms(): LeadFormsValue {
  const value = useContext(LeadFormsContext);
  if (!value) throw new Error("useLeadForms must be used inside <LeadFormsProvider>");
  return value;
}

interface SuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

function SuccessDialog({ open, onOpenChange, onCloseAutoFocus }: SuccessDialogProps) {
  const m = useMessages(formMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.success.title} description={m.success.text} closeLabel={m.close} className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogClose asChild>
          <Button className="w-full">{m.success.close}</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
