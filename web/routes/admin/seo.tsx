import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { SeoAdmin } from "@web/features/admin/seo/SeoAdmin";

export const Route = createFileRoute("/admin/seo")({
  component: () => <AdminSectionPage path="/admin/seo">{() => <SeoAdmin />}</AdminSectionPage>,
});
