import type { Locale } from "@schema/constants";
import { validationText } from "@schema/messages";
import { Field } from "@web/components/ui/field";
import { type ChoiceOption, Input, Select, Textarea } from "@web/components/ui/input";
import { useI18n } from "@web/i18n";
import { ApiRequestError } from "@web/lib/api";
import { type ComponentProps, createContext, type ReactNode, useContext } from "react";
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormSetError,
  useFormContext,
  useFormState,
} from "react-hook-form";

// The fields of every react-hook-form form, public or back office: each is labelled, shows its
// hint and error (wired for assistive technology by Field) and registers itself with the form
// around it (FormProvider).

/** The language of form messages where a part of the app fixes it (the back office is in English). */
export const FormLanguage = createContext<Locale | null>(null);

const TEXT_ERROR = "text";

/**
 * An error whose message is already text to show (the server's words, or a form's own check),
 * rather than a validation code of schema/messages.ts: `form.setError(name, textError(message))`.
 */
export const textError = (message: string) => ({ type: TEXT_ERROR, message });

/**
 * Puts the server's field messages (a 400's `error.fields`) under their fields; answers whether
 * there were any, so the caller can say something else when the failure was not about a field.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
): boolean {
  const fields = error instanceof ApiRequestError ? error.body?.error.fields : undefined;
  for (const [name, message] of Object.entries(fields ?? {})) form.setError(name as Path<T>, textError(message));
  return fields !== undefined && Object.keys(fields).length > 0;
}

/** A field's error message: a validation code in the form's language, or text as it is. */
export function useFieldError(name: string): string | undefined {
  const fixed = useContext(FormLanguage);
  const { locale } = useI18n();
  const { errors } = useFormState<FieldValues>({ name });
  const error = get(errors, name) as FieldError | undefined;
  if (typeof error?.message !== "string" || !error.message) return undefined;
  return error.type === TEXT_ERROR ? error.message : validationText(error.message, fixed ?? locale);
}

interface FieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Of the labelled block, e.g. a column span in a grid. */
  className?: string;
}

/** A text box; `type="number"` gives the form a number. Text goes both ways unless `dir` says otherwise. */
export function TextField({
  name,
  label,
  hint,
  className,
  type = "text",
  ...input
}: FieldProps & Omit<ComponentProps<"input">, "name" | "className">) {
  const { register } = useFormContext<FieldValues>();
  return (
    <Field label={label} hint={hint} error={useFieldError(name)} className={className}>
      <Input
        type={type}
        dir="auto"
        inputMode={type === "tel" ? "tel" : undefined}
        {...input}
        {...register(name, { valueAsNumber: type === "number" })}
      />
    </Field>
  );
}

/** A text area; `code` for what is typed as code (JSON, scripts): fixed width, left to right, no spell check. */
export function TextAreaField({
  name,
  label,
  hint,
  className,
  rows = 4,
  code = false,
  ...textarea
}: FieldProps & Omit<ComponentProps<"textarea">, "name" | "className"> & { code?: boolean }) {
  const { register } = useFormContext<FieldValues>();
  const asCode = code ? ({ dir: "ltr", spellCheck: false, className: "font-mono" } as const) : {};
  return (
    <Field label={label} hint={hint} error={useFieldError(name)} className={className}>
      <Textarea dir="auto" rows={rows} {...textarea} {...asCode} {...register(name)} />
    </Field>
  );
}

/** The platform's select; with a placeholder, an empty first choice that means "nothing chosen". */
export function SelectField({
  name,
  label,
  hint,
  className,
  options,
  placeholder,
}: FieldProps & { options: readonly ChoiceOption[]; placeholder?: string }) {
  const { register } = useFormContext<FieldValues>();
  return (
    <Field label={label} hint={hint} error={useFieldError(name)} className={className}>
      <Select options={options} placeholder={placeholder} {...register(name)} />
    </Field>
  );
}
