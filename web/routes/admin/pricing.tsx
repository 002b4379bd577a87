import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";

export const Route = createFileRoute("/admin/pricing")({
  component: () => <AdminSectionPage path="/admin/pricing" />,
});
