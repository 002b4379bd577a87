import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "@web/components/ui/toaster";
import { apiSend } from "@web/lib/api";

export interface AdminResource {
  /** e.g. "/api/admin/pricing" */
  path: string;
  /** Public reads to refresh after a change, e.g. ["/api/pricing"]. */
  publicPaths?: string[];
  /** Name in the spec's toasts: "Pricing plan" → "Pricing plan created successfully". */
  noun: string;
}

/**
 * A change to an admin resource: the spec's success toast, or a destructive 'Error' toast with
 * the server's message; then the admin list and the public reads showing it are refreshed.
 */
export function useResourceMutation<Vars>(
  resource: AdminResource,
  run: (vars: Vars) => Promise<unknown>,
  verb: "created" | "updated" | "deleted",
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all(
        [resource.path, ...(resource.publicPaths ?? [])].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      toast.success(`${resource.noun} ${verb} successfully`);
    },
    onError: (error) => toastError("Error", error),
  });
}

/** List, create, update (partial) and delete one admin resource. */
export function useAdminResource<Row extends { id: number }, Input = Partial<Row>>(resource: AdminResource) {
  const list = useQuery<Row[]>({ queryKey: [resource.path] });
  const create = useResourceMutation(resource, (input: Input) => apiSend<Row>("POST", resource.path, input), "created");
  const update = useResourceMutation(
    resource,
    ({ id, ...patch }: { id: number } & Partial<Input>) => apiSend<Row>("PATCH", `${resource.path}/${id}`, patch),
    "updated",
  );
  const remove = useResourceMutation(
    resource,
    (id: number) => apiSend<void>("DELETE", `${resource.path}/${id}`),
    "deleted",
  );
  return { list, create, update, remove };
}
