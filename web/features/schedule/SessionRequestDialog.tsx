import { zodResolver } from "@hookform/resolvers/zod";
import type { PublicSession, SessionRequestCreated } from "@schema/api";
import { SESSION_REQUEST_LEVELS } from "@schema/constants";
import { sessionRequestInput } from "@schema/inputs";
import { choiceName, LEARNING_LANGUAGE_NAMES, levelName } from "@schema/labels";
import { sessionCityName, sessionTitle } from "@schema/session-text";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestSpot, SPOT_REQUEST_CHANGES } from "@web/api/public-forms";
import { refreshAfterChange } from "@web/api/refresh";
import { SelectField, TextField } from "@web/components/form/fields";
import { HoneypotField } from "@web/components/form/honeypot";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { MessageDialog } from "@web/components/ui/message-dialog";
import { toast } from "@web/components/ui/toaster";
import { useI18n, useMessages } from "@web/i18n";
import { visitorErrorText } from "@web/lib/visitor-error";
import { useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { scheduleMessages } from "./messages";
import { scheduleText } from "./schedule-text";

type FormInput = z.input<typeof sessionRequestInput>;
type FormOutput = z.output<typeof sessionRequestInput>;

interface SessionRequestDialogProps {
  /** The chosen session; null keeps the dialog closed. */
  session: PublicSession | null;
  onClose: () => void;
}

/**
 * The session-request dialog: a spot in the chosen session, or its waitlist when it is full. Once
 * sent, it closes and a modal says so (docs/product-rules.md#states) until the visitor closes it.
 */
export function SessionRequestDialog({ session, onClose }: SessionRequestDialogProps) {
  const m = useMessages(scheduleMessages);
  const full = session?.spotsLeft === 0;
  const [sent, setSent] = useState<SessionRequestCreated["status"] | null>(null);
  // The card's button that opened the form, where focus goes back once the confirmation closes.
  const opener = useRef<HTMLElement | null>(null);
  const waitlisted = sent === "waitlisted";
  return (
    <>
      <Dialog open={session !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
        {session ? (
          <DialogContent
            title={full ? m.joinWaitlist : m.requestSpot}
            description={<SessionSummary session={session} />}
            closeLabel={m.form.close}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
          >
            {/* Keyed by session: every opening starts from an empty form. */}
            <RequestForm
              key={session.id}
              session={session}
              onSent={(status) => {
                setSent(status);
                onClose();
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
      <MessageDialog
        open={sent !== null}
        onOpenChange={(open) => (open ? undefined : setSent(null))}
        title={waitlisted ? m.waitlistedTitle : m.submittedTitle}
        text={waitlisted ? m.waitlistedText : m.submittedText}
        closeLabel={m.form.close}
        buttonLabel={m.form.close}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      />
    </>
  );
}

function SessionSummary({ session }: { session: PublicSession }) {
  const { locale } = useI18n();
  const when = scheduleText(session, locale, useMessages(scheduleMessages));
  return (
    <span className="block">
      <bdi dir="auto" className="font-semibold text-stone-900">
        {sessionTitle(session, locale)}
      </bdi>
      <span className="block text-sm">
        {choiceName(LEARNING_LANGUAGE_NAMES, session.language, locale)} ·{" "}
        <bdi>{sessionCityName(session.city, locale)}</bdi>
        {when ? (
          <>
            {" · "}
            <bdi dir="auto">{when.text}</bdi>
          </>
        ) : null}
      </span>
      {when?.next ? (
        <bdi dir="auto" className="block text-sm">
          {when.next}
        </bdi>
      ) : null}
    </span>
  );
}

function RequestForm({
  session,
  onSent,
}: {
  session: PublicSession;
  onSent: (status: SessionRequestCreated["status"]) => void;
}) {
  const { locale, t } = useI18n();
  const m = useMessages(scheduleMessages);
  const queryClient = useQueryClient();
  const full = session.spotsLeft === 0;

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(sessionRequestInput),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      sessionId: session.id,
      languageInterest: session.language,
      name: "",
      email: "",
      phone: "",
      level: "" as FormInput["level"],
      status: "pending",
      locale,
      website: "",
    },
  });

  const formElement = useRef<HTMLFormElement>(null);
  const submit = useMutation({
    mutationFn: (request: FormOutput) => requestSpot(request, formElement.current),
    onSuccess: async (answer) => {
      onSent(answer.status);
      await refreshAfterChange(queryClient, SPOT_REQUEST_CHANGES);
    },
    onError: (error) => toast.error(t.common.error, { description: visitorErrorText(error, locale) }),
  });

  const onSubmit = form.handleSubmit((values) => submit.mutate(values));

  return (
    <FormProvider {...form}>
      <form ref={formElement} noValidate onSubmit={onSubmit} className="space-y-4">
        {full ? <p className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">{m.form.waitlistNote}</p> : null}
        <TextField name="name" label={m.form.name} autoComplete="name" />
        <TextField name="email" label={m.form.email} type="email" dir="ltr" autoComplete="email" />
        <TextField
          name="phone"
          label={m.form.phone}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder={m.form.phonePlaceholder}
        />
        <SelectField
          name="level"
          label={m.form.level}
          placeholder={m.form.levelPlaceholder}
          options={SESSION_REQUEST_LEVELS.map((level) => ({ value: level, label: levelName(level, locale) }))}
        />
        <HoneypotField />
        <Button type="submit" className="w-full" disabled={submit.isPending}>
          {submit.isPending ? m.form.submitting : full ? m.joinWaitlist : m.requestSpot}
        </Button>
      </form>
    </FormProvider>
  );
}
