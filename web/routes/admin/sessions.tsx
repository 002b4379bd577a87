import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";

export const Route = createFileRoute("/admin/sessions")({
  component: () => <AdminSectionPage path="/admin/sessions" />,
});
