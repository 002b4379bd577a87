import type { AdminAccountRow } from "@schema/api";
import { type AdminCreateInput, adminCreateInput, adminPasswordResetInput } from "@schema/inputs";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ADMINS_CHANGES,
  adminsQuery,
  createAdmin,
  removeAdmin,
  resetAdminPassword,
  resetSecondFactors,
} from "@web/api/admin/admins";
import { refreshAfterChange } from "@web/api/refresh";
import { TextField } from "@web/components/form/fields";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toaster";
import { formatAdminDate } from "@web/lib/format";
import { useState } from "react";
import { PASSWORD_RULES } from "../account/PasswordForm";
import { AdminFormDialog } from "../admin-form";
import { AdminList, AdminTable, type Column, ListIntro } from "../admin-list";
import { toastChangeFailed } from "../change-failed";

const adminChangeFailed = (error: unknown) => toastChangeFailed(error, "/admin/admins");

const NEW_ADMIN: AdminCreateInput = { email: "", name: "", password: "" };
const NEW_PASSWORD = { password: "" };

const ADMIN_COLUMNS: Column<AdminAccountRow>[] = [
  {
    header: "Admin",
    cell: (admin) => (
      <div>
        <span className="block break-all font-medium">{admin.email}</span>
        {admin.name ? <bdi className="block text-xs text-stone-600">{admin.name}</bdi> : null}
        {admin.you ? (
          <Badge tone="green" className="mt-1">
            You
          </Badge>
        ) : null}
      </div>
    ),
  },
  { header: "Role", cell: (admin) => admin.role },
  {
    header: "Last sign-in",
    className: "sm:whitespace-nowrap",
    cell: (admin) => (admin.lastLoginAt ? formatAdminDate(admin.lastLoginAt) : "Never"),
  },
  { header: "Second factors", cell: (admin) => secondFactorsText(admin) },
  { header: "Signed in now", cell: (admin) => `${admin.sessionCount} browser(s)` },
];

function secondFactorsText({ totp, passkeys }: AdminAccountRow) {
  const factors = [passkeys > 0 ? `${passkeys} passkey(s)` : null, totp ? "authenticator app" : null];
  return factors.filter(Boolean).join(", ") || "None: password only";
}

/**
 * /admin/admins: who can use the back office. Add an admin with a first password (they replace it
 * at their first sign-in), set a new password for one who lost theirs (their sessions end), remove
 * one, or remove the second factors of one who lost them all (their sessions end). Nobody removes
 * themselves, so the last admin stays.
 */
export function AdminsPage() {
  const admins = useQuery(adminsQuery());
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<AdminAccountRow | null>(null);
  const [removing, setRemoving] = useState<AdminAccountRow | null>(null);
  const [resettingFactors, setResettingFactors] = useState<AdminAccountRow | null>(null);
  const changed = () => refreshAfterChange(queryClient, ADMINS_CHANGES);

  const create = useMutation({
    mutationFn: createAdmin,
    onSuccess: async () => {
      toast.success("Admin added");
      await changed();
    },
    onError: adminChangeFailed,
  });
  const reset = useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => resetAdminPassword(id, { password }),
    onSuccess: async ({ sessionsEnded }) => {
      toast.success(`Password set. ${sessionsEnded} browser(s) signed out.`);
      await changed();
    },
    onError: adminChangeFailed,
  });
  const resetFactors = useMutation({
    mutationFn: resetSecondFactors,
    onSuccess: async ({ sessionsEnded }) => {
      toast.success(`Second factors removed. ${sessionsEnded} browser(s) signed out.`);
      setResettingFactors(null);
      await changed();
    },
    onError: adminChangeFailed,
  });
  const remove = useMutation({
    mutationFn: removeAdmin,
    onSuccess: async () => {
      toast.success("Admin removed");
      setRemoving(null);
      await changed();
    },
    onError: adminChangeFailed,
  });

  return (
    <div className="space-y-4">
      <ListIntro newLabel="New admin" onNew={() => setCreating(true)}>
        Everyone who can use the back office. A new admin gets a first password from you and must choose their own at
        their first sign-in.
      </ListIntro>
      <AdminList query={admins} what="admins" empty="No admins.">
        {(rows) => (
          <AdminTable
            label="Admins"
            rows={rows}
            columns={ADMIN_COLUMNS}
            rowProps={() => ({ "data-testid": "admin-row" })}
            // One's own password is changed on the account page (the current one is asked there).
            actions={(admin) =>
              admin.you ? null : (
                <div className="flex justify-end gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Set a new password for ${admin.email}`}
                    onClick={() => setResetting(admin)}
                  >
                    New password
                  </Button>
                  {admin.totp || admin.passkeys > 0 ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Reset factors of ${admin.email}`}
                      onClick={() => setResettingFactors(admin)}
                    >
                      Reset factors
                    </Button>
                  ) : null}
                  <Button
                    variant="destructiveGhost"
                    size="sm"
                    aria-label={`Remove ${admin.email}`}
                    onClick={() => setRemoving(admin)}
                  >
                    Remove
                  </Button>
                </div>
              )
            }
          />
        )}
      </AdminList>
      <AdminFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        title="New admin"
        schema={adminCreateInput}
        values={NEW_ADMIN}
        onSave={(input) => create.mutateAsync(input)}
        submitLabel="Add admin"
      >
        <TextField name="email" label="Email" type="email" dir="ltr" autoComplete="off" />
        <TextField name="name" label="Name" />
        <TextField
          name="password"
          label="First password"
          type="password"
          autoComplete="new-password"
          hint={`${PASSWORD_RULES} Give it to them by another channel than this email address; they choose their own at their first sign-in.`}
        />
      </AdminFormDialog>
      <AdminFormDialog
        open={resetting !== null}
        onClose={() => setResetting(null)}
        title={`New password for ${resetting?.email ?? ""}`}
        schema={adminPasswordResetInput}
        values={NEW_PASSWORD}
        onSave={({ password }) => reset.mutateAsync({ id: resetting!.id, password })}
        submitLabel="Set password"
      >
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`${PASSWORD_RULES} Every browser signed in as this admin is signed out; they choose their own at their next sign-in.`}
        />
      </AdminFormDialog>
      <ConfirmDialog
        open={resettingFactors !== null}
        onOpenChange={(open) => (open ? undefined : setResettingFactors(null))}
        title={`Remove the second factors of ${resettingFactors?.email ?? ""}?`}
        description="For an admin who lost their passkeys, phone and recovery codes. Their passkeys, authenticator app and recovery codes stop working and they are signed out; they sign in with their password and set up new ones."
        confirmLabel="Remove second factors"
        cancelLabel="Cancel"
        busy={resetFactors.isPending}
        onConfirm={() => resetFactors.mutate(resettingFactors!.id)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove ${removing?.email ?? ""}?`}
        description="They are signed out and can no longer sign in. What they did stays on the Activity page."
        confirmLabel="Remove"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(removing!.id)}
      />
    </div>
  );
}
