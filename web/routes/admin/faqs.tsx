import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { FaqAdmin } from "@web/features/admin/faqs/FaqAdmin";

export const Route = createFileRoute("/admin/faqs")({
  component: () => <AdminSectionPage path="/admin/faqs">{() => <FaqAdmin />}</AdminSectionPage>,
});
