import { zodResolver } from "@hookform/resolvers/zod";
import { NEWSLETTER_CONFIRMATION_DISPLAY_MS } from "@schema/constants";
import { type NewsletterSignupInput, newsletterSignupInput } from "@schema/inputs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { NEWSLETTER_SIGNUP_CHANGES, signUpForNewsletter } from "@web/api/public-forms";
import { refreshAfterChange } from "@web/api/refresh";
import { TextField } from "@web/components/form/fields";
import { HoneypotField } from "@web/components/form/honeypot";
import { Icon } from "@web/components/icons/Icon";
import { Button } from "@web/components/ui/button";
import { useI18n, useMessages } from "@web/i18n";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { newsletterMessages } from "./messages";
import { rememberSignedUpHere, signedUpHere } from "./signed-up-here";

const formSchema = newsletterSignupInput.pick({ email: true, name: true, website: true });

/** The sign-up form and its 3-second confirmation (double opt-in: success means "check your email"). */
export default function NewsletterSignup() {
  const { locale } = useI18n();
  const texts = useMessages(newsletterMessages);
  const [shown, setShown] = useState<"check" | "already" | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(formSchema), mode: "onSubmit", reValidateMode: "onChange" });
  const signUp = useMutation({
    // The answer is the same for every address; "already" is what this browser itself did before.
    mutationFn: async (values: Omit<NewsletterSignupInput, "locale">) => {
      const already = await signedUpHere(values.email);
      await signUpForNewsletter({ ...values, locale }, formElement.current);
      await rememberSignedUpHere(values.email);
      return already;
    },
    onSuccess: (already) => {
      void refreshAfterChange(queryClient, NEWSLETTER_SIGNUP_CHANGES);
      form.reset();
      setShown(already ? "already" : "check");
    },
    // docs/product-rules.md#errors: a failed sign-up is logged only; what was typed stays in the form.
    onError: (error) => console.error("newsletter sign-up failed", error),
  });

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), NEWSLETTER_CONFIRMATION_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div aria-live="polite">
      {shown ? (
        <div role="status" className="mt-8 rounded-2xl bg-green-50 p-6 text-green-900">
          <Icon name="mail-check" className="mx-auto size-10" />
          <p className="mt-2 text-xl font-bold">{shown === "check" ? texts.checkTitle : texts.alreadyTitle}</p>
          <p className="mt-1">{shown === "check" ? texts.checkText : texts.alreadyText}</p>
        </div>
      ) : (
        <FormProvider {...form}>
          <form
            ref={formElement}
            noValidate
            className="relative mt-8 grid gap-4 text-start sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            onSubmit={form.handleSubmit((values) => signUp.mutate(values))}
          >
            <TextField
              name="email"
              label={texts.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              placeholder={texts.emailPlaceholder}
            />
            <TextField name="name" label={texts.name} autoComplete="name" />
            <HoneypotField />
            <Button type="submit" className="sm:mt-6" disabled={signUp.isPending}>
              {signUp.isPending ? texts.submitting : texts.submit}
            </Button>
          </form>
        </FormProvider>
      )}
    </div>
  );
}
