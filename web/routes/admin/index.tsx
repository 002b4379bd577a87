import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "@web/features/admin/AdminPage";
import { Dashboard } from "@web/features/admin/Dashboard";

export const Route = createFileRoute("/admin/")({
  component: () => (
    <AdminPage title="Dashboard" whenSignedOut="redirect">
      {(user) => <Dashboard user={user} />}
    </AdminPage>
  ),
});
