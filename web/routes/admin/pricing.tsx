import { createFileRoute } from "@tanstack/react-router";
import { PricingAdmin } from "@web/features/admin/pricing/PricingAdmin";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/pricing")({
  staticData: { admin: adminSection("/admin/pricing") },
  component: PricingAdmin,
});
