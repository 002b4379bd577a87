import { zodResolver } from "@hookform/resolvers/zod";
import type { AccountSecondFactors, TotpSetup } from "@schema/api";
import { PASSKEY_NAME_MAX_LENGTH } from "@schema/constants";
import { type TotpEnableInput, totpEnableInput } from "@schema/inputs";
import { z } from "@schema/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  addPasskey,
  canAddPasskey,
  disableTotp,
  enableTotp,
  newRecoveryCodes,
  removePasskey,
  startTotpSetup,
} from "@web/api/admin/account";
import { accountKey, activityKey } from "@web/api/admin/keys";
import { authUserKey } from "@web/api/auth";
import { refreshAfterChange } from "@web/api/refresh";
import { FormLanguage, showServerFieldErrors, TextField } from "@web/components/form/fields";
import { Button, buttonVariants } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Dialog, DialogClose, DialogContent } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toaster";
import { formatAdminDate } from "@web/lib/format";
import { type ReactNode, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toastChangeFailed } from "../change-failed";

/** What a change to the factors changes: the account page, the session's "has a factor", the audit log. */
const FACTOR_CHANGES = [accountKey, authUserKey, activityKey] as const;

/** A refused change to the factors; one refused for an old sign-in offers to sign in again and come back. */
const factorChangeFailed = (error: unknown) => toastChangeFailed(error, "/admin/account");

/**
 * The account page's second factors: passkeys first (phishing-resistant, and they sign in alone),
 * an authenticator app as the alternative, and the recovery codes for the day both are lost.
 */
export function SecondFactors({ factors }: { factors: AccountSecondFactors }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const showCodes = (codes: string[] | null) => (codes ? setRecoveryCodes(codes) : undefined);
  const hasFactor = factors.totp !== null || factors.passkeys.length > 0;
  const lastFactor = factors.required && (factors.totp ? 1 : 0) + factors.passkeys.length === 1;

  return (
    <section aria-labelledby="factors-heading" className="max-w-2xl space-y-6">
      <div>
        <h2 id="factors-heading" className="text-lg font-semibold">
          Second factors
        </h2>
        <p className="mt-1 text-stone-700">
          {hasFactor
            ? "Signing in takes your password and one of these, or a passkey alone."
            : "Your password alone opens the back office. Add a passkey or an authenticator app so that a stolen password is not enough."}
        </p>
      </div>
      <Passkeys factors={factors} lastFactor={lastFactor} onRecoveryCodes={showCodes} />
      <AuthenticatorApp factors={factors} lastFactor={lastFactor} onRecoveryCodes={showCodes} />
      {hasFactor ? <RecoveryCodes left={factors.recoveryCodesLeft} onRecoveryCodes={showCodes} /> : null}
      <RecoveryCodesDialog codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />
    </section>
  );
}

interface FactorProps {
  factors: AccountSecondFactors;
  /** Where a second factor is required, the last one stays. */
  lastFactor: boolean;
  onRecoveryCodes: (codes: string[] | null) => void;
}

function Subsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <h3 id={id} className="font-semibold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

const passkeyName = z.object({
  name: z.string().trim().min(1, { error: "required" }).max(PASSKEY_NAME_MAX_LENGTH, { error: "too_long" }),
});

function Passkeys({ factors, lastFactor, onRecoveryCodes }: FactorProps) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const form = useForm({ resolver: zodResolver(passkeyName), defaultValues: { name: "" } });
  const add = useMutation({
    mutationFn: ({ name }: { name: string }) => addPasskey(name),
    onSuccess: async ({ recoveryCodes }) => {
      form.reset({ name: "" });
      toast.success("Passkey added.");
      onRecoveryCodes(recoveryCodes);
      await refreshAfterChange(queryClient, FACTOR_CHANGES);
    },
    onError: (error) => {
      // The browser's own refusal (cancelled, timed out, no authenticator) is a DOMException.
      if (error instanceof DOMException) toast.error("No passkey was added: the browser's prompt was cancelled.");
      else if (!showServerFieldErrors(form, error)) factorChangeFailed(error);
    },
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    onSuccess: async () => {
      toast.success("Passkey removed.");
      setRemoving(null);
      await refreshAfterChange(queryClient, FACTOR_CHANGES);
    },
    onError: (error) => factorChangeFailed(error),
  });
  const submit = form.handleSubmit((input) => add.mutateAsync(input).catch(() => undefined));

  return (
    <Subsection id="passkeys-heading" title="Passkeys">
      {factors.passkeys.length > 0 ? (
        <ul className="divide-y divide-stone-200" aria-label="Your passkeys">
          {factors.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <bdi className="font-medium">{passkey.name}</bdi>
                <p className="text-sm text-stone-600">
                  Added {formatAdminDate(passkey.createdAt)} ·{" "}
                  {passkey.lastUsedAt ? `last used ${formatAdminDate(passkey.lastUsedAt)}` : "not used yet"}
                </p>
              </div>
              <Button
                variant="destructiveGhost"
                size="sm"
                disabled={lastFactor}
                aria-label={`Remove the passkey ${passkey.name}`}
                onClick={() => setRemoving(passkey)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">
          A passkey is kept by your phone, computer or security key and unlocked with your fingerprint, face or PIN. It
          cannot be phished.
        </p>
      )}
      {canAddPasskey() ? (
        <FormLanguage value="en">
          <FormProvider {...form}>
            <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
              <TextField
                name="name"
                label="Name of the new passkey"
                hint="To tell your passkeys apart, e.g. Work laptop."
                className="min-w-56 flex-1"
                autoComplete="off"
              />
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? "Waiting for the passkey..." : "Add a passkey"}
              </Button>
            </form>
          </FormProvider>
        </FormLanguage>
      ) : (
        <p className="text-sm text-stone-600">This browser cannot add a passkey here. Use an up-to-date browser.</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove the passkey ${removing?.name ?? ""}?`}
        description="It no longer signs you in. Remove it from the device's password manager too."
        confirmLabel="Remove passkey"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(removing!.id)}
      />
    </Subsection>
  );
}

function AuthenticatorApp({ factors, lastFactor, onRecoveryCodes }: FactorProps) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const form = useForm<TotpEnableInput>({
    resolver: zodResolver(totpEnableInput),
    defaultValues: { key: "", code: "" },
  });
  const start = useMutation({
    mutationFn: startTotpSetup,
    onSuccess: (answer) => {
      form.reset({ key: answer.key, code: "" });
      setSetup(answer);
    },
    onError: (error) => factorChangeFailed(error),
  });
  const enable = useMutation({
    mutationFn: enableTotp,
    onSuccess: async ({ recoveryCodes }) => {
      setSetup(null);
      toast.success("Authenticator app turned on.");
      onRecoveryCodes(recoveryCodes);
      await refreshAfterChange(queryClient, FACTOR_CHANGES);
    },
    onError: (error) => {
      if (!showServerFieldErrors(form, error)) factorChangeFailed(error);
    },
  });
  const disable = useMutation({
    mutationFn: disableTotp,
    onSuccess: async () => {
      toast.success("Authenticator app turned off.");
      setTurningOff(false);
      await refreshAfterChange(queryClient, FACTOR_CHANGES);
    },
    onError: (error) => factorChangeFailed(error),
  });
  const submit = form.handleSubmit((input) => enable.mutateAsync(input).catch(() => undefined));

  return (
    <Subsection id="totp-heading" title="Authenticator app">
      {factors.totp && !setup ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-stone-700">On since {formatAdminDate(factors.totp.createdAt)}.</p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => start.mutate()} disabled={start.isPending}>
              Move to another phone
            </Button>
            <Button variant="destructiveGhost" size="sm" disabled={lastFactor} onClick={() => setTurningOff(true)}>
              Turn off
            </Button>
          </div>
        </div>
      ) : null}
      {!factors.totp && !setup ? (
        <div className="space-y-3">
          <p className="text-stone-700">
            An app such as Google Authenticator, Microsoft Authenticator or 1Password shows a new 6-digit code every 30
            seconds.
          </p>
          <Button variant="outline" onClick={() => start.mutate()} disabled={start.isPending}>
            Set up an authenticator app
          </Button>
        </div>
      ) : null}
      {setup ? (
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code of your authenticator key: scan it with the app"
            className="size-48 rounded-lg border border-stone-200 bg-white p-2"
            width={192}
            height={192}
          />
          <div className="space-y-3">
            <p className="text-stone-700">
              1. Scan the code with your app, or type this key into it:{" "}
              <code className="mt-1 block w-fit rounded bg-stone-100 px-1 font-mono text-sm" data-testid="totp-key">
                {setup.key.match(/.{1,4}/g)?.join(" ")}
              </code>
            </p>
            <FormLanguage value="en">
              <FormProvider {...form}>
                <form noValidate onSubmit={submit} className="space-y-3">
                  <TextField
                    name="code"
                    label="2. The 6-digit code the app shows now"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    dir="ltr"
                    maxLength={9}
                  />
                  <div className="flex gap-2">
                    <Button type="submit" disabled={enable.isPending}>
                      {enable.isPending ? "Checking..." : "Turn on"}
                    </Button>
                    <Button type="button" variant="ghost" onClick={() => setSetup(null)}>
                      Cancel
                    </Button>
                  </div>
                </form>
              </FormProvider>
            </FormLanguage>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={turningOff}
        onOpenChange={setTurningOff}
        title="Turn off the authenticator app?"
        description="Its codes no longer sign you in."
        confirmLabel="Turn off"
        cancelLabel="Cancel"
        busy={disable.isPending}
        onConfirm={() => disable.mutate()}
      />
    </Subsection>
  );
}

function RecoveryCodes({ left, onRecoveryCodes }: { left: number; onRecoveryCodes: (codes: string[] | null) => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const renew = useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: async ({ recoveryCodes }) => {
      setConfirming(false);
      onRecoveryCodes(recoveryCodes);
      await refreshAfterChange(queryClient, FACTOR_CHANGES);
    },
    onError: (error) => factorChangeFailed(error),
  });
  return (
    <Subsection id="recovery-heading" title="Recovery codes">
      <p className={left <= 2 ? "font-medium text-red-800" : "text-stone-700"}>
        {left === 0
          ? "No recovery codes left. Make new ones now."
          : `${left} unused recovery code(s) left. Each signs you in once if you lose your passkeys and your phone.`}
      </p>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Make new recovery codes
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make new recovery codes?"
        description="The codes you saved before stop working."
        confirmLabel="Make new codes"
        cancelLabel="Cancel"
        busy={renew.isPending}
        onConfirm={() => renew.mutate()}
      />
    </Subsection>
  );
}

/** The codes, shown this once: copy or download them before closing. */
function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const text = codes?.join("\n") ?? "";
  return (
    <Dialog open={codes !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Save your recovery codes"
        description="Each code signs you in once if you lose your passkeys and your phone. They are shown only now: keep them in a password manager or on paper."
        closeLabel="Close"
        width="md"
      >
        <ol
          className="grid grid-cols-2 gap-2 font-mono text-lg"
          aria-label="Recovery codes"
          data-testid="recovery-codes"
        >
          {codes?.map((code) => (
            <li key={code} dir="ltr">
              {code}
            </li>
          ))}
        </ol>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() =>
              navigator.clipboard.writeText(text).then(
                () => toast.success("Codes copied."),
                () => toast.error("The browser did not allow copying: select the codes instead."),
              )
            }
          >
            Copy
          </Button>
          <a
            className={buttonVariants({ variant: "outline" })}
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(`Café Talk admin recovery codes\n\n${text}\n`)}`}
            download="cafe-talk-recovery-codes.txt"
          >
            Download
          </a>
          <DialogClose asChild>
            <Button className="ms-auto">I have saved them</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
