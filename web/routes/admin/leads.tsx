import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { LeadsPage } from "@web/features/admin/leads/LeadsPage";

export const Route = createFileRoute("/admin/leads")({
  component: () => <AdminSectionPage path="/admin/leads">{() => <LeadsPage />}</AdminSectionPage>,
});
