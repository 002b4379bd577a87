import { createFileRoute } from "@tanstack/react-router";
import { adminSection } from "@web/features/admin/sections";
import { SiteAdmin } from "@web/features/admin/site/SiteAdmin";

export const Route = createFileRoute("/admin/site")({
  staticData: { admin: adminSection("/admin/site") },
  component: SiteAdmin,
});
