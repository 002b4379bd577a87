import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { SiteAdmin } from "@web/features/admin/site/SiteAdmin";

export const Route = createFileRoute("/admin/site")({
  component: () => <AdminSectionPage path="/admin/site">{() => <SiteAdmin />}</AdminSectionPage>,
});
