import type { LanguageSession, SessionOccurrence } from "@schema/api";
import { validationText } from "@schema/messages";
import { isLocalStart, type LocalStart, tunisInstant } from "@schema/occurrences";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  changeOccurrence,
  OCCURRENCE_CHANGES,
  restoreOccurrence,
  sessionOccurrencesQuery,
} from "@web/api/admin/sessions";
import { refreshAfterChange } from "@web/api/refresh";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { toast, toastError } from "@web/components/ui/toaster";
import { ApiRequestError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { type FormEvent, useState } from "react";
import { AdminList } from "../admin-list";
import { longWhen, shortWhen } from "../when";

type OccurrenceSession = Pick<LanguageSession, "id" | "title">;

/** The message of a refusal, as the Worker words it (in English): of the new time, or of the request. */
function refusal(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : "Could not save.";
  return error.body?.error.fields?.movedTo ?? error.body?.error.message ?? error.message;
}

/** Skips, moves or restores one occurrence; refreshes everything that shows the session's dates. */
function useOccurrenceChange(session: OccurrenceSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ occurrence, movedTo }: { occurrence: SessionOccurrence; movedTo?: LocalStart | null }) => {
      if (movedTo === undefined) await restoreOccurrence(session.id, occurrence.originalStart);
      else await changeOccurrence(session.id, occurrence.originalStart, movedTo);
    },
    onSuccess: async (_, { occurrence, movedTo }) => {
      await refreshAfterChange(queryClient, OCCURRENCE_CHANGES);
      const when = shortWhen(occurrence.startsAt);
      toast.success(
        movedTo === undefined ? `${when} restored` : movedTo === null ? `${when} skipped` : `${when} moved`,
      );
    },
  });
}

const STATUS = {
  scheduled: null,
  moved: { label: "Moved", tone: "blue" },
  skipped: { label: "Skipped", tone: "red" },
} as const;

/**
 * A weekly session's occurrences over the next 12 weeks, skipped ones too: each can be skipped,
 * moved to another time, or put back where the series has it. Every button names its date.
 */
function OccurrencesPanel({ session }: { session: OccurrenceSession }) {
  const query = useQuery(sessionOccurrencesQuery(session.id));
  const change = useOccurrenceChange(session);
  const [moving, setMoving] = useState<SessionOccurrence | null>(null);
  const run = (vars: { occurrence: SessionOccurrence; movedTo?: LocalStart | null }) =>
    change.mutate(vars, { onError: (error) => toastError("Error", new Error(refusal(error))) });

  return (
    <section aria-label={`Occurrences of ${session.title}`}>
      <p className="mb-3 text-sm text-stone-700">
        The next 12 weeks. A skipped date no longer shows on the public site; a moved one shows at its new time.
      </p>
      <AdminList query={query} what="occurrences" empty="No dates in the next 12 weeks.">
        {(occurrences) => (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
            {occurrences.map((occurrence) => {
              const when = longWhen(occurrence.startsAt);
              const status = STATUS[occurrence.status];
              return (
                <li
                  key={occurrence.originalStart}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2"
                  data-status={occurrence.status}
                >
                  <div className="min-w-0 flex-1">
                    <span
                      className={cn(
                        "font-medium text-stone-900",
                        occurrence.status === "skipped" && "text-stone-500 line-through",
                      )}
                    >
                      {when}
                    </span>{" "}
                    {status ? <Badge tone={status.tone}>{status.label}</Badge> : null}
                    {occurrence.status === "moved" ? (
                      <span className="block text-xs text-stone-600">
                        Moved from {shortWhen(tunisInstant(occurrence.originalStart))}
                      </span>
                    ) : null}
                  </div>
                  <div className="flex gap-2">
                    {occurrence.status === "scheduled" ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Skip ${when}`}
                        disabled={change.isPending}
                        onClick={() => run({ occurrence, movedTo: null })}
                      >
                        Skip
                      </Button>
                    ) : null}
                    {occurrence.status !== "skipped" ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Move ${when}`}
                        disabled={change.isPending}
                        onClick={() => setMoving(occurrence)}
                      >
                        Move…
                      </Button>
                    ) : null}
                    {occurrence.status !== "scheduled" ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Restore ${when}`}
                        disabled={change.isPending}
                        onClick={() => run({ occurrence })}
                      >
                        Restore
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </AdminList>
      <MoveDialog
        occurrence={moving}
        onClose={() => setMoving(null)}
        onMove={(occurrence, movedTo) => change.mutateAsync({ occurrence, movedTo })}
      />
    </section>
  );
}

interface MoveProps {
  onClose: () => void;
  onMove: (occurrence: SessionOccurrence, movedTo: LocalStart) => Promise<unknown>;
}

/** Asks where an occurrence moves to, on Tunis's clock; a refusal is said under the field. */
function MoveDialog({ occurrence, ...props }: MoveProps & { occurrence: SessionOccurrence | null }) {
  return (
    <Dialog open={occurrence !== null} onOpenChange={(stayOpen) => (stayOpen ? undefined : props.onClose())}>
      {occurrence ? (
        <DialogContent
          title={`Move ${longWhen(occurrence.startsAt)}`}
          closeLabel="Close"
          lang="en"
          dir="ltr"
          width="md"
        >
          <MoveForm key={occurrence.originalStart} occurrence={occurrence} {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MoveForm({ occurrence, onClose, onMove }: MoveProps & { occurrence: SessionOccurrence }) {
  const [value, setValue] = useState(occurrence.start);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isLocalStart(value)) {
      setError(validationText("starts_at_required", "en"));
      return;
    }
    setBusy(true);
    try {
      await onMove(occurrence, value);
      onClose();
    } catch (refused) {
      setError(refusal(refused));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label="New date and time" hint="On Tunis's clock." error={error}>
        <Input type="datetime-local" value={value} onChange={(event) => setValue(event.target.value)} />
      </Field>
      <div className="flex justify-end gap-3">
        <Button type="button" variant="outline" size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Moving..." : "Move"}
        </Button>
      </div>
    </form>
  );
}

/** The Occurrences button of a weekly session's row, and the dialog it opens. */
export function OccurrencesButton({ session }: { session: OccurrenceSession }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="text-orange-800 underline underline-offset-2 hover:text-orange-900 focus-visible:outline-2 focus-visible:outline-orange-700"
        aria-label={`Occurrences of ${session.title}`}
        onClick={() => setOpen(true)}
      >
        Occurrences
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent title={`Occurrences: ${session.title}`} closeLabel="Close" lang="en" dir="ltr" width="2xl">
            <OccurrencesPanel session={session} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
