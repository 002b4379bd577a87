import type { Subscriber } from "@schema/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ALLOW_EMAIL_CHANGES, allowSubscriberEmail } from "@web/api/admin/newsletter";
import { refreshAfterChange } from "@web/api/refresh";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { toast, toastError } from "@web/components/ui/toaster";
import { useState } from "react";

/** Why lifting a suppression needs the reader's word, by what caused it. */
const WHEN_TO_ALLOW = {
  bounced: "Their address bounced. Allow it again only once you know it works (they told you it does).",
  complained:
    "They reported an email from us as spam. Allow it again only if they asked to receive emails again: mailing a complainer harms every other email's delivery.",
} as const;

/** For a bounced or complaining subscriber: lets emails reach their address again, after a confirmation. */
export function AllowEmailButton({ subscriber }: { subscriber: Subscriber }) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const allow = useMutation({
    mutationFn: () => allowSubscriberEmail(subscriber.id),
    onSuccess: async () => {
      setConfirming(false);
      toast.success("Emails reach this address again");
      await refreshAfterChange(queryClient, ALLOW_EMAIL_CHANGES);
    },
    onError: (error) => toastError("Error", error),
  });
  if (subscriber.status !== "bounced" && subscriber.status !== "complained") return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Allow emails to ${subscriber.email} again`}
        onClick={() => setConfirming(true)}
      >
        Allow again
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Allow emails to ${subscriber.email} again?`}
        description={WHEN_TO_ALLOW[subscriber.status]}
        confirmLabel="Allow again"
        cancelLabel="Cancel"
        busy={allow.isPending}
        onConfirm={() => allow.mutate()}
      />
    </>
  );
}
