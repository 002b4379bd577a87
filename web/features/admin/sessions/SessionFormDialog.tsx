import { zodResolver } from "@hookform/resolvers/zod";
import type { LanguageSession } from "@schema/api";
import { ADMIN_CITIES, SESSION_LANGUAGES, SESSION_LEVELS, SESSION_MAX_PARTICIPANTS } from "@schema/constants";
import { languageSessionInput } from "@schema/inputs";
import { languageFlag } from "@schema/labels";
import { validationText } from "@schema/messages";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/field";
import { Input, Select, Textarea } from "@web/components/ui/input";
import { Switch } from "@web/components/ui/switch";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";

type FormInput = z.input<typeof languageSessionInput>;
export type SessionFormValues = z.output<typeof languageSessionInput>;

interface SessionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session to edit; absent to create one. */
  session?: LanguageSession;
  busy: boolean;
  /** Resolves when saved (the dialog then closes); rejects to keep it open. */
  onSave: (values: SessionFormValues) => Promise<unknown>;
}

function initialValues(session?: LanguageSession): FormInput {
  return {
    title: session?.title ?? "",
    description: session?.description ?? "",
    language: (session?.language ?? "English") as FormInput["language"],
    level: (session?.level ?? "Beginner") as FormInput["level"],
    maxParticipants: session?.maxParticipants ?? SESSION_MAX_PARTICIPANTS.default,
    city: (session?.city ?? "Tunis") as FormInput["city"],
    cafeName: session?.cafeName ?? "",
    cafeAddress: session?.cafeAddress ?? "",
    schedule: session?.schedule ?? "",
    duration: session?.duration ?? "",
    isPublished: session?.isPublished ?? false,
  };
}

/** Create and edit dialog of a language session (SPEC.md §5, admin session form). */
export function SessionFormDialog({ open, onOpenChange, session, busy, onSave }: SessionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={session ? "Edit session" : "New session"} closeLabel="Close" width="2xl">
          <SessionForm
            key={session?.id ?? "new"}
            session={session}
            busy={busy}
            onSave={onSave}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SessionForm({
  session,
  busy,
  onSave,
  onCancel,
}: Omit<SessionFormDialogProps, "open" | "onOpenChange"> & { onCancel: () => void }) {
  const form = useForm<FormInput, unknown, SessionFormValues>({
    resolver: zodResolver(languageSessionInput),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: initialValues(session),
  });
  const errors = form.formState.errors;
  const error = (message?: string) => (message ? validationText(message, "en") : undefined);
  const onSubmit = form.handleSubmit(async (values) => {
    // A failed save keeps the dialog open with what was typed; the error toast says why.
    await onSave(values).catch(() => undefined);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <Field label="Title" error={error(errors.title?.message)} className="sm:col-span-2">
        <Input {...form.register("title")} />
      </Field>
      <Field label="Description" error={error(errors.description?.message)} className="sm:col-span-2">
        <Textarea rows={3} {...form.register("description")} />
      </Field>
      <Field label="Language" error={error(errors.language?.message)}>
        <Select {...form.register("language")}>
          {SESSION_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageFlag(language)} {language}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Level" error={error(errors.level?.message)}>
        <Select {...form.register("level")}>
          {SESSION_LEVELS.map((level) => (
            <option key={level}>{level}</option>
          ))}
        </Select>
      </Field>
      <Field
        label="Max participants"
        error={error(errors.maxParticipants?.message)}
        hint={`Between ${SESSION_MAX_PARTICIPANTS.min} and ${SESSION_MAX_PARTICIPANTS.max}.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={SESSION_MAX_PARTICIPANTS.min}
          max={SESSION_MAX_PARTICIPANTS.max}
          {...form.register("maxParticipants", { valueAsNumber: true })}
        />
      </Field>
      <Field label="City" error={error(errors.city?.message)}>
        <Select {...form.register("city")}>
          {ADMIN_CITIES.map((city) => (
            <option key={city}>{city}</option>
          ))}
        </Select>
      </Field>
      <Field label="Café name" error={error(errors.cafeName?.message)}>
        <Input {...form.register("cafeName")} />
      </Field>
      <Field label="Café address" error={error(errors.cafeAddress?.message)}>
        <Input {...form.register("cafeAddress")} />
      </Field>
      <Field
        label="Schedule"
        error={error(errors.schedule?.message)}
        hint="For example “Saturdays 10:00” or “2026-04-02 18:30”: a day and a time let approved learners add it to their calendar."
      >
        <Input {...form.register("schedule")} />
      </Field>
      <Field label="Duration" error={error(errors.duration?.message)} hint="In minutes, for example 90.">
        <Input {...form.register("duration")} />
      </Field>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Controller
          control={form.control}
          name="isPublished"
          render={({ field }) => (
            <Switch id="session-published" checked={Boolean(field.value)} onCheckedChange={field.onChange} />
          )}
        />
        <label htmlFor="session-published" className="text-sm font-semibold text-stone-800">
          Published (shown on the public site)
        </label>
      </div>
      <div className="flex justify-end gap-3 sm:col-span-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Saving..." : session ? "Save changes" : "Create session"}
        </Button>
      </div>
    </form>
  );
}
