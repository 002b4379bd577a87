import { toast, toastError } from "@web/components/ui/toaster";
import { ApiRequestError } from "@web/lib/api";

/** Signs out, then the sign-in page, then back to `returnTo`. */
const signInAgainUrl = (returnTo: string) => `/api/auth/logout?next=${encodeURIComponent(returnTo)}`;

/**
 * A refused back-office change as the spec's failure toast. One refused because the sign-in is
 * too old for it (403 `sign_in_again`: changes to how admins sign in, worker/auth/middleware.ts)
 * stays until dismissed and offers to sign in again, then come back to `returnTo`.
 */
export function toastChangeFailed(error: unknown, returnTo: string) {
  if (error instanceof ApiRequestError && error.body?.error.code === "sign_in_again") {
    toast.error("Sign in again", {
      description: error.body.error.message,
      duration: Number.POSITIVE_INFINITY,
      action: { label: "Sign in again", onClick: () => window.location.assign(signInAgainUrl(returnTo)) },
    });
  } else toastError("Error", error);
}
