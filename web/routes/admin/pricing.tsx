import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { PricingAdmin } from "@web/features/admin/pricing/PricingAdmin";

export const Route = createFileRoute("/admin/pricing")({
  component: () => <AdminSectionPage path="/admin/pricing">{() => <PricingAdmin />}</AdminSectionPage>,
});
