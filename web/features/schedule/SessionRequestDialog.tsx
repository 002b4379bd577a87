import { zodResolver } from "@hookform/resolvers/zod";
import type { PublicSession } from "@schema/api";
import { SESSION_REQUEST_LEVELS } from "@schema/constants";
import { sessionRequestInput } from "@schema/inputs";
import { choiceName, LEARNING_LANGUAGE_NAMES, levelName } from "@schema/labels";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestSpot, SPOT_REQUEST_CHANGES } from "@web/api/public-forms";
import { refreshAfterChange } from "@web/api/refresh";
import { SelectField, TextField } from "@web/components/form/fields";
import { HoneypotField } from "@web/components/form/honeypot";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { toast, toastError } from "@web/components/ui/toaster";
import { useI18n, useMessages } from "@web/i18n";
import { BotDetectedError } from "@web/lib/human-check";
import { useRef } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { scheduleMessages } from "./messages";

type FormInput = z.input<typeof sessionRequestInput>;
type FormOutput = z.output<typeof sessionRequestInput>;

interface SessionRequestDialogProps {
  /** The chosen session; null keeps the dialog closed. */
  session: PublicSession | null;
  onClose: () => void;
}

/** The session-request dialog: a spot in the chosen session, or its waitlist when it is full. */
export function SessionRequestDialog({ session, onClose }: SessionRequestDialogProps) {
  const m = useMessages(scheduleMessages);
  const full = session?.spotsLeft === 0;
  return (
    <Dialog open={session !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {session ? (
        <DialogContent
          title={full ? m.joinWaitlist : m.requestSpot}
          description={<SessionSummary session={session} />}
          closeLabel={m.form.close}
        >
          {/* Keyed by session: every opening starts from an empty form. */}
          <RequestForm key={session.id} session={session} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SessionSummary({ session }: { session: PublicSession }) {
  const { locale } = useI18n();
  return (
    <span className="block">
      <bdi dir="auto" className="font-semibold text-stone-900">
        {session.title}
      </bdi>
      <span className="block text-sm">
        {choiceName(LEARNING_LANGUAGE_NAMES, session.language, locale)} · <bdi>{session.city}</bdi>
        {session.schedule ? (
          <>
            {" · "}
            <bdi dir="auto">{session.schedule}</bdi>
          </>
        ) : null}
      </span>
    </span>
  );
}

function RequestForm({ session, onDone }: { session: PublicSession; onDone: () => void }) {
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
      const waitlisted = answer.status === "waitlisted";
      toast.success(waitlisted ? m.waitlistedTitle : m.submittedTitle, {
        description: waitlisted ? m.waitlistedText : m.submittedText,
      });
      onDone();
      await refreshAfterChange(queryClient, SPOT_REQUEST_CHANGES);
    },
    onError: (error) =>
      toastError(t.common.error, error instanceof BotDetectedError ? new Error(m.botDetected) : error),
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
