import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { RequestsPage } from "@web/features/admin/requests/RequestsPage";

export const Route = createFileRoute("/admin/requests")({
  component: () => <AdminSectionPage path="/admin/requests">{() => <RequestsPage />}</AdminSectionPage>,
});
