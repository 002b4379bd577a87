import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { NewsletterAdmin } from "@web/features/admin/newsletter/NewsletterAdmin";

export const Route = createFileRoute("/admin/newsletter")({
  component: () => <AdminSectionPage path="/admin/newsletter">{() => <NewsletterAdmin />}</AdminSectionPage>,
});
