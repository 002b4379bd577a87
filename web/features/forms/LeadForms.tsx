import type { LeadType, Locale } from "@schema/constants";
import { useI18n } from "@web/i18n";
import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { LeadFormChoices } from "./LeadFormDialog";

/**
 * Everything a form needs to show: its code (the forms, their validation, the dialogs, a chunk of
 * its own), the thanks, and its texts in the page's language. The texts' module is asked for
 * first and on its own, not only as the dialogs' import: it arrives first and asks for this
 * language's texts while the larger code is still coming, one round trip sooner.
 */
async function loadLeadForms(locale: Locale) {
  const [, forms, thanks] = await Promise.all([
    import("./messages").then(({ formMessages }) => formMessages.load(locale)),
    import("./LeadFormDialogs"),
    import("./SuccessDialog"),
  ]);
  return { LeadFormDialogs: forms.default, SuccessDialog: thanks.default };
}

export interface LeadFormsValue {
  /**
   * Opens the join or contact form of this type, with the choices the call to action already
   * made for the visitor ("Claim my free session" ticks the free session). Resolves once the
   * form shows, so the button can say it is busy until then.
   */
  openLeadForm: (userType: LeadType, choices?: LeadFormChoices) => Promise<void>;
  /** Fetches the forms' code now, so that a press opens one at once: called on a visitor's intent. */
  preloadLeadForms: () => void;
}

const LeadFormsContext = createContext<LeadFormsValue | null>(null);

/**
 * Gives the calls to action below it a host that lives elsewhere: on the Worker-rendered landing
 * page, each island is a React root of its own, and the forms' host is one more (see
 * `OnLeadFormsReady`).
 */
export const ProvideLeadForms = LeadFormsContext.Provider;

/** The form a call to action asked for; a new one each time, so the same form asked again gets its choices again. */
interface OpenedForm {
  userType: LeadType;
  choices?: LeadFormChoices;
}

/**
 * The one host of the four join/contact modals and of the success dialog: any call to action
 * below it opens a form with `useLeadForms().openLeadForm("learner")`.
 */
export function LeadFormsProvider({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const [openForm, setOpenForm] = useState<OpenedForm | null>(null);
  /**
   * The forms' components once their code is here: rendered as they are, not through React.lazy,
   * whose first render suspends even when the code has come, and React holds back the reveal of
   * a suspended boundary for 300 ms. They then stay mounted, keeping what was typed.
   */
  const [forms, setForms] = useState<Awaited<ReturnType<typeof loadLeadForms>> | null>(null);
  const [thanked, setThanked] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openLeadForm = useCallback(
    async (userType: LeadType, choices?: LeadFormChoices) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      try {
        setForms(await loadLeadForms(locale));
      } catch (error) {
        // Offline, or a new deployment replaced the files: logged, and the button stops being busy instead of spinning on.
        console.error("The form's code did not load", error);
        return;
      }
      setOpenForm({ userType, choices });
    },
    [locale],
  );
  const preloadLeadForms = useCallback(() => {
    loadLeadForms(locale).catch(() => {}); // a press asks again, and logs a failure
  }, [locale]);
  /**
   * The forms are opened from many buttons rather than a Radix trigger, so focus is returned by
   * hand: to the button that opened the form, once its dialog (or the thanks) closes.
   */
  const returnFocus = useCallback((event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  }, []);
  const value = useMemo(() => ({ openLeadForm, preloadLeadForms }), [openLeadForm, preloadLeadForms]);

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
      {/* Suspense still: after a language switch, the forms wait for their texts in the new language. */}
      {forms ? (
        <Suspense fallback={null}>
          <forms.LeadFormDialogs dialogProps={dialogProps} />
          <forms.SuccessDialog open={thanked} onOpenChange={setThanked} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </LeadFormsContext.Provider>
  );
}

/** Inside a `LeadFormsProvider`: hands its opener to `onReady`, for calls to action in other React roots. */
export function OnLeadFormsReady({ onReady }: { onReady: (value: LeadFormsValue) => void }) {
  const value = useLeadForms();
  useEffect(() => onReady(value), [onReady, value]);
  return null;
}

export function useLeadForms(): LeadFormsValue {
  const value = useContext(LeadFormsContext);
  if (!value) throw new Error("useLeadForms must be used inside <LeadFormsProvider>");
  return value;
}
