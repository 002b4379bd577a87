import type { AccountSession } from "@schema/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountQuery, endSession } from "@web/api/admin/account";
import { accountKey } from "@web/api/admin/keys";
import { refreshAfterChange } from "@web/api/refresh";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast, toastError } from "@web/components/ui/toaster";
import { formatAdminDate } from "@web/lib/format";
import { AdminTable, type Column } from "../admin-list";
import { deviceName } from "./device";
import { PasswordForm } from "./PasswordForm";
import { SecondFactors } from "./SecondFactors";

/**
 * /admin/account: the signed-in admin's own account. Their second factors (passkeys, an
 * authenticator app, recovery codes), a new password (every other browser is then signed out),
 * and the browsers signed in as them, each of which they can sign out.
 */
export function AccountPage() {
  const account = useQuery(accountQuery());
  if (account.isPending) return <p role="status">Loading...</p>;
  if (account.isError) {
    return (
      <p role="alert" className="text-red-800">
        Could not load your account: {account.error.message}
      </p>
    );
  }
  return (
    <div className="space-y-10">
      <p className="text-stone-700">
        Signed in as <strong>{account.data.email}</strong>.
      </p>
      {account.data.secondFactors.required &&
      !account.data.secondFactors.totp &&
      account.data.secondFactors.passkeys.length === 0 ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          The back office requires a second factor. Add a passkey or set up an authenticator app to continue.
        </p>
      ) : null}
      <SecondFactors factors={account.data.secondFactors} />
      <PasswordSection />
      <Sessions sessions={account.data.sessions} />
    </div>
  );
}

function PasswordSection() {
  return (
    <section aria-labelledby="password-heading" className="max-w-md space-y-4">
      <h2 id="password-heading" className="text-lg font-semibold">
        Change your password
      </h2>
      <PasswordForm labelledBy="password-heading" currentLabel="Current password" refresh={[accountKey]} />
    </section>
  );
}

/** A session as the table takes a row: a numeric key, the session's own id (its digest) beside it. */
type SessionRow = Omit<AccountSession, "id"> & { id: number; sessionId: string };

const SESSION_COLUMNS: Column<SessionRow>[] = [
  {
    header: "Browser",
    cell: (session) => (
      <div>
        {deviceName(session.userAgent)}
        {session.current ? (
          <Badge tone="green" className="ms-2">
            This browser
          </Badge>
        ) : null}
      </div>
    ),
  },
  { header: "Signed in", className: "sm:whitespace-nowrap", cell: (session) => formatAdminDate(session.createdAt) },
  { header: "Last seen", className: "sm:whitespace-nowrap", cell: (session) => formatAdminDate(session.lastSeenAt) },
];

function Sessions({ sessions }: { sessions: AccountSession[] }) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: endSession,
    onSuccess: async () => {
      toast.success("Browser signed out.");
      await refreshAfterChange(queryClient, [accountKey]);
    },
    onError: (error) => toastError("Error", error),
  });
  const rows: SessionRow[] = sessions.map(({ id, ...session }, index) => ({ ...session, id: index, sessionId: id }));
  return (
    <section aria-labelledby="sessions-heading" className="space-y-4">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        Where you are signed in
      </h2>
      <AdminTable
        label="Your sessions"
        rows={rows}
        columns={SESSION_COLUMNS}
        actions={(session) =>
          session.current ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={end.isPending}
              onClick={() => end.mutate(session.sessionId)}
              aria-label={`Sign out ${deviceName(session.userAgent)}, last seen ${formatAdminDate(session.lastSeenAt)}`}
            >
              Sign out
            </Button>
          )
        }
      />
    </section>
  );
}
