import type { PasswordChanged, RecoveryCodesAnswer, TotpSetup } from "@schema/api";
import type { PasswordChangeInput, TotpEnableInput } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { accountKey } from "./keys";

/** Who is signed in, and every browser signed in as them (`GET /api/admin/account`). */
export const accountQuery = () => queryOptions({ queryKey: accountKey, queryFn: () => apiGet("/api/admin/account") });

/** Sets a new password; every other browser is signed out. */
export const changePassword = (input: PasswordChangeInput) =>
  apiSend<PasswordChanged>("POST", "/api/admin/account/password", input);

/** Signs one browser out. */
export const endSession = (id: string) => apiSend<null>("DELETE", `/api/admin/account/sessions/${id}`);

/** A new authenticator-app key to scan, not turned on until a code from it is sent back. */
export const startTotpSetup = () => apiSend<TotpSetup>("POST", "/api/admin/account/totp/setup");

/** Turns the app on; answers the first recovery codes when the admin had none. */
export const enableTotp = (input: TotpEnableInput) =>
  apiSend<RecoveryCodesAnswer>("POST", "/api/admin/account/totp", input);

export const disableTotp = () => apiSend<null>("DELETE", "/api/admin/account/totp");

/**
 * Adds a passkey: the Worker's options, the browser's passkey prompt, its answer back. Answers the
 * first recovery codes when the admin had none.
 */
export async function addPasskey(name: string) {
  const { options } = await apiSend<{ options: PublicKeyCredentialCreationOptionsJSON }>(
    "POST",
    "/api/admin/account/passkeys/options",
  );
  const credential = (await navigator.credentials.create({
    publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options),
  })) as PublicKeyCredential | null;
  if (!credential) throw new Error("No passkey was created.");
  return apiSend<RecoveryCodesAnswer>("POST", "/api/admin/account/passkeys", { name, credential: credential.toJSON() });
}

/** Browsers before WebAuthn's JSON helpers (2024–2025) cannot add a passkey from this page. */
export const canAddPasskey = () =>
  typeof window !== "undefined" &&
  "PublicKeyCredential" in window &&
  typeof PublicKeyCredential.parseCreationOptionsFromJSON === "function";

export const removePasskey = (id: string) =>
  apiSend<null>("DELETE", `/api/admin/account/passkeys/${encodeURIComponent(id)}`);

/** A new set of recovery codes; the old set stops working. */
export const newRecoveryCodes = () => apiSend<RecoveryCodesAnswer>("POST", "/api/admin/account/recovery-codes");
