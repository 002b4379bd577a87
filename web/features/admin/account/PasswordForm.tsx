import { zodResolver } from "@hookform/resolvers/zod";
import { type PasswordChangeInput, passwordChangeInput } from "@schema/inputs";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { changePassword } from "@web/api/admin/account";
import { refreshAfterChange } from "@web/api/refresh";
import { FormLanguage, showServerFieldErrors, TextField } from "@web/components/form/fields";
import { Button } from "@web/components/ui/button";
import { toast, toastError } from "@web/components/ui/toaster";
import { FormProvider, useForm } from "react-hook-form";

const EMPTY_PASSWORDS: PasswordChangeInput = { currentPassword: "", newPassword: "" };

/** The policy the server applies (worker/auth/password-policy.ts), said before it refuses. */
export const PASSWORD_RULES = "8 to 128 characters, not a common password, not the email's name.";

interface PasswordFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  currentLabel: string;
  /** What a new password changes on screen: refreshed once it is saved. */
  refresh: readonly QueryKey[];
}

/**
 * The signed-in admin's new password: the current one, then theirs. Every other browser signed in
 * as them is then signed out; the server's refusals (a wrong current password, a common one)
 * show under their fields.
 */
export function PasswordForm({ labelledBy, currentLabel, refresh }: PasswordFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeInput),
    defaultValues: EMPTY_PASSWORDS,
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ otherSessionsEnded }) => {
      form.reset(EMPTY_PASSWORDS);
      toast.success(
        otherSessionsEnded === 0
          ? "Password changed."
          : `Password changed. ${otherSessionsEnded} other browser(s) signed out.`,
      );
      await refreshAfterChange(queryClient, refresh);
    },
    onError: (error) => {
      if (!showServerFieldErrors(form, error)) toastError("Error", error);
    },
  });
  const submit = form.handleSubmit((input) => change.mutateAsync(input).catch(() => undefined));

  return (
    <FormLanguage value="en">
      <FormProvider {...form}>
        <form noValidate aria-labelledby={labelledBy} onSubmit={submit} className="space-y-4">
          <TextField name="currentPassword" label={currentLabel} type="password" autoComplete="current-password" />
          <TextField
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`${PASSWORD_RULES} Every other browser signed in as you is signed out.`}
          />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Saving..." : "Change password"}
          </Button>
        </form>
      </FormProvider>
    </FormLanguage>
  );
}
