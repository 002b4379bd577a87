import { createFileRoute } from "@tanstack/react-router";
import { AdminLayout, AdminPending, adminGate } from "@web/features/admin/AdminLayout";

/** Every /admin page: the sign-in gate runs before the page loads, the frame around it. */
export const Route = createFileRoute("/admin")({
  beforeLoad: ({ context: { queryClient }, location }): Promise<void> => adminGate({ queryClient, location }),
  component: AdminLayout,
  pendingComponent: AdminPending,
  // The check is one request: say "Loading..." at once rather than leave the page blank for a second.
  pendingMs: 0,
});
