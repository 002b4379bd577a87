import { authUserKey } from "@web/api/auth";
import { PasswordForm } from "./PasswordForm";

/**
 * What an admin whose password another admin chose sees on every back-office page until they
 * choose their own (the API answers nothing else meanwhile, worker/auth/middleware.ts). Once it
 * is changed, who they are is read again and the page they asked for opens.
 */
export function ChooseNewPassword() {
  return (
    <section aria-labelledby="choose-password-heading" className="max-w-md space-y-4">
      <p id="choose-password-heading" className="text-stone-700">
        Another admin chose the password you signed in with. Choose one of your own to use the back office.
      </p>
      <PasswordForm
        labelledBy="choose-password-heading"
        currentLabel="Password you were given"
        refresh={[authUserKey]}
      />
    </section>
  );
}
