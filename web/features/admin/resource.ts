import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMutations } from "@web/api/admin/resource";
import { refreshAfterChange } from "@web/api/refresh";
import { toast, toastError } from "@web/components/ui/toaster";

/**
 * A change to an admin resource: the spec's success toast ("Pricing plan created successfully"),
 * or a destructive 'Error' toast with the server's message; then every read it changed is refreshed.
 */
function useResourceMutation<Vars, Result>(
  changes: readonly QueryKey[],
  noun: string,
  run: (vars: Vars) => Promise<Result>,
  verb: "created" | "updated" | "deleted",
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await refreshAfterChange(queryClient, changes);
      toast.success(`${noun} ${verb} successfully`);
    },
    onError: (error) => toastError("Error", error),
  });
}

/** Create, update (partial) and delete rows of one admin list; `noun` names a row in the toasts. */
export function useAdminMutations<Row extends { id: number }, Input>(
  resource: AdminMutations<Row, Input>,
  noun: string,
) {
  const create = useResourceMutation(resource.changes, noun, resource.create, "created");
  const update = useResourceMutation(
    resource.changes,
    noun,
    ({ id, ...patch }: { id: number } & Partial<Input>) => resource.update(id, patch as Partial<Input>),
    "updated",
  );
  const remove = useResourceMutation(resource.changes, noun, resource.remove, "deleted");
  /** Creates, or updates `row` when editing one; resolves with the saved row. */
  const save = (input: Input, row?: Row): Promise<Row> =>
    row ? update.mutateAsync({ id: row.id, ...input }) : create.mutateAsync(input);
  return { create, update, remove, save };
}
