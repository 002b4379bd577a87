import { zodResolver } from "@hookform/resolvers/zod";
import { validationText } from "@schema/messages";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/field";
import { Input, Select, Textarea } from "@web/components/ui/input";
import { Switch } from "@web/components/ui/switch";
import { type ReactNode, useEffect } from "react";
import {
  Controller,
  type FieldValues,
  FormProvider,
  get,
  type Resolver,
  useForm,
  useFormContext,
} from "react-hook-form";
import type { z } from "zod";

interface AdminFormDialogProps<S extends z.ZodType<unknown, FieldValues>> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  schema: S;
  /** The values the form starts from each time it opens (a row to edit, or the defaults). */
  values: z.input<S>;
  /** Resolves when saved (the dialog then closes); rejects to keep it open with what was typed. */
  onSave: (input: z.output<S>) => Promise<unknown>;
  children: ReactNode;
}

/** A create or edit dialog of the back office: validated on submit, then on change; English only. */
export function AdminFormDialog<S extends z.ZodType<unknown, FieldValues>>({
  open,
  onOpenChange,
  title,
  schema,
  values,
  onSave,
  children,
}: AdminFormDialogProps<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: values as never,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(values as never);
  }, [open, values, reset]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input);
      onOpenChange(false);
    } catch {
      // The mutation already showed the 'Error' toast; what was typed stays in the dialog.
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The dialog renders outside the admin page's left-to-right frame: it says so itself. */}
      <DialogContent title={title} closeLabel="Close" lang="en" dir="ltr">
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="space-y-4">
            {children}
            <div className="flex justify-end gap-3 pt-2">
              <Button type="button" variant="outline" size="sm" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Saving..." : "Save"}
              </Button>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}

function useAdminError(name: string): string | undefined {
  const { formState } = useFormContext<FieldValues>();
  const message = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? validationText(message, "en") : undefined;
}

export function AdminTextField({
  name,
  label,
  hint,
  inputMode,
}: {
  name: string;
  label: string;
  hint?: string;
  inputMode?: "numeric";
}) {
  const { register } = useFormContext<FieldValues>();
  return (
    <Field label={label} hint={hint} error={useAdminError(name)}>
      <Input dir="auto" inputMode={inputMode} {...register(name)} />
    </Field>
  );
}

export function AdminTextArea({
  name,
  label,
  hint,
  rows = 4,
  lang,
  dir = "auto",
}: {
  name: string;
  label: string;
  hint?: string;
  rows?: number;
  lang?: string;
  dir?: "auto" | "rtl";
}) {
  const { register } = useFormContext<FieldValues>();
  return (
    <Field label={label} hint={hint} error={useAdminError(name)}>
      <Textarea dir={dir} lang={lang} rows={rows} {...register(name)} />
    </Field>
  );
}

export function AdminSelect({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  const { register } = useFormContext<FieldValues>();
  return (
    <Field label={label} error={useAdminError(name)}>
      <Select {...register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function AdminActiveSwitch({ name = "isActive" }: { name?: string }) {
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <label className="flex items-center gap-3">
          <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} />
          <span className="font-semibold text-stone-800">Active</span>
          <span className="text-sm text-stone-600">(shown on the public site)</span>
        </label>
      )}
    />
  );
}
