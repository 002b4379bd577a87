import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { AdminsPage } from "@web/features/admin/admins/AdminsPage";

export const Route = createFileRoute("/admin/admins")({
  component: () => <AdminSectionPage path="/admin/admins">{() => <AdminsPage />}</AdminSectionPage>,
});
