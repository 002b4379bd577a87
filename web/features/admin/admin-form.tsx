import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { FormLanguage, showServerFieldErrors } from "@web/components/form/fields";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { toastError } from "@web/components/ui/toaster";
import { type ReactNode, useEffect } from "react";
import { type FieldValues, FormProvider, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";

interface AdminFormDialogProps<S extends z.ZodType<unknown, FieldValues>> {
  open: boolean;
  onClose: () => void;
  title: string;
  schema: S;
  /** The values the form starts from each time it opens (a row to edit, or the defaults); keep it memoized. */
  values: z.input<S>;
  /** Resolves when saved (the dialog then closes); rejects to keep it open with what was typed. */
  onSave: (input: z.output<S>) => Promise<unknown>;
  /** What the dialog is about, shown above the form (a request's details). */
  summary?: ReactNode;
  submitLabel?: string;
  width?: "lg" | "2xl";
  /** The fields, from web/components/form. */
  children: ReactNode;
}

/** A create or edit dialog of the back office: validated on submit, then on change; English only. */
export function AdminFormDialog<S extends z.ZodType<unknown, FieldValues>>({
  open,
  onClose,
  title,
  schema,
  values,
  onSave,
  summary,
  submitLabel = "Save",
  width,
  children,
}: AdminFormDialogProps<S>) {
  const form = useValidatedForm(schema, values);
  const { reset } = form;
  useEffect(() => {
    if (open) reset(values as never);
  }, [open, values, reset]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input);
      onClose();
    } catch (error) {
      // The mutation already showed the 'Error' toast; what was typed stays in the dialog, and
      // what the server refused in it (a common password, an address already used) is said there.
      showServerFieldErrors(form, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(stayOpen) => (stayOpen ? undefined : onClose())}>
      {/* The dialog renders outside the admin page's left-to-right frame: it says so itself. */}
      <DialogContent title={title} closeLabel="Close" lang="en" dir="ltr" width={width}>
        {summary ? <div className="mb-6 border-b border-stone-200 pb-4">{summary}</div> : null}
        {/* Its messages too, whatever language the visitor chose for the public site. */}
        <FormLanguage value="en">
          <FormProvider {...form}>
            <form noValidate onSubmit={submit} className="space-y-4">
              {children}
              <div className="flex justify-end gap-3 pt-2">
                <Button type="button" variant="outline" size="sm" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
                  {form.formState.isSubmitting ? "Saving..." : submitLabel}
                </Button>
              </div>
            </form>
          </FormProvider>
        </FormLanguage>
      </DialogContent>
    </Dialog>
  );
}

/** The back office's forms validate on submit, then on every change, against the API's own schema. */
function useValidatedForm<S extends z.ZodType<unknown, FieldValues>>(schema: S, values: z.input<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: values as never,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

interface PageFormOptions<S extends z.ZodType<unknown, FieldValues>, Saved> {
  schema: S;
  /** What is stored now; the form starts again from it whenever it changes, so keep it memoized. */
  values: z.input<S>;
  save: (input: z.output<S>) => Promise<Saved>;
  onSaved: (saved: Saved) => unknown;
}

/**
 * A form that is a page's whole content and is saved whole (the Site settings, the reply
 * templates). A refusal says so in a toast and under the fields the server named, keeping what
 * was typed.
 */
export function usePageForm<S extends z.ZodType<unknown, FieldValues>, Saved>({
  schema,
  values,
  save,
  onSaved,
}: PageFormOptions<S, Saved>) {
  const form = useValidatedForm(schema, values);
  const { reset } = form;
  useEffect(() => reset(values as never), [values, reset]);
  const saving = useMutation({
    mutationFn: save,
    onSuccess: onSaved,
    onError: (error) => {
      toastError("Error", error);
      showServerFieldErrors(form, error);
    },
  });
  const submit = form.handleSubmit((input) => saving.mutateAsync(input).catch(() => undefined));
  return { form, submit, isSaving: saving.isPending };
}
