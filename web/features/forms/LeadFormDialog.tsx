import { zodResolver } from "@hookform/resolvers/zod";
import type { LeadType } from "@schema/constants";
import { useQueryClient } from "@tanstack/react-query";
import { LEAD_CHANGES, submitLead } from "@web/api/public-forms";
import { refreshAfterChange } from "@web/api/refresh";
import { HoneypotField } from "@web/components/form/honeypot";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { useI18n, useMessages } from "@web/i18n";
import { type ComponentType, useLayoutEffect, useRef } from "react";
import { type DefaultValues, FormProvider, type Path, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { type FormMessages, formMessages } from "./messages";

type LeadSchema = z.ZodType<{ userType: LeadType; website?: string }, Record<string, unknown>>;

/** One join or contact form: its schema, starting values, texts and fields. */
export interface LeadFormDefinition<S extends LeadSchema = LeadSchema> {
  userType: LeadType;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  texts: (m: FormMessages) => { title: string; description: string; submit: string };
  Fields: ComponentType;
}

/**
 * What a call to action chose for the visitor before the form opens: "Claim my free session"
 * ticks the learner's free session. The visitor can still change it.
 */
export interface LeadFormChoices {
  trialSession?: boolean;
}

export interface LeadFormDialogProps<S extends LeadSchema = LeadSchema> {
  definition: LeadFormDefinition<S>;
  open: boolean;
  /** Set on the form's fields each time it opens with them (fields the form does not have are left out). */
  choices?: LeadFormChoices;
  onOpenChange: (open: boolean) => void;
  onSubmitted: () => void;
  /** Where focus goes when the dialog closes (Radix's onCloseAutoFocus). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The modal of one form. The form state lives here, outside the dialog's content, so what a
 * visitor typed survives closing the dialog by accident and a failed submission.
 */
export function LeadFormDialog<S extends LeadSchema>({
  definition,
  open,
  choices,
  onOpenChange,
  onSubmitted,
  onCloseAutoFocus,
}: LeadFormDialogProps<S>) {
  const { locale } = useI18n();
  const m = useMessages(formMessages);
  const texts = definition.texts(m);
  const queryClient = useQueryClient();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolverOf(definition.schema),
    defaultValues: definition.defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  // Before the opened dialog paints, so the box shows ticked from its first frame.
  useLayoutEffect(() => {
    if (!open || !choices) return;
    for (const [name, value] of Object.entries(choices)) {
      if (name in definition.defaultValues) form.setValue(name as Path<z.input<S>>, value as never);
    }
  }, [open, choices, definition, form]);

  const formElement = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(async (values) => {
    try {
      await submitLead({ ...payloadOf(values), locale }, formElement.current);
    } catch (error) {
      // docs/product-rules.md#states: a failed submission (a filled honeypot too) is only logged; the typed data stays.
      console.error("Lead submission failed", error);
      return;
    }
    form.reset();
    void refreshAfterChange(queryClient, LEAD_CHANGES);
    onSubmitted();
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={texts.title}
        description={texts.description}
        closeLabel={m.close}
        data-lead-form={definition.userType}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <FormProvider {...form}>
          <form ref={formElement} noValidate onSubmit={submit} className="relative space-y-4">
            <HoneypotField />
            <definition.Fields />
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? m.submitting : texts.submit}
            </Button>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}

/** zodResolver's overloads cannot follow a generic schema; each definition pins S per form. */
function resolverOf<S extends LeadSchema>(schema: S) {
  return zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}

/** A WhatsApp number typed before switching back to email is not sent. */
function payloadOf<T extends object>(values: T): T {
  if ("contactMethod" in values && values.contactMethod !== "whatsapp") return { ...values, whatsappNumber: null };
  return values;
}
