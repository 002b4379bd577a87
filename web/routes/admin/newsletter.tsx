import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";

export const Route = createFileRoute("/admin/newsletter")({
  component: () => <AdminSectionPage path="/admin/newsletter" />,
});
