import { createFileRoute } from "@tanstack/react-router";
import { adminSection } from "@web/features/admin/sections";
import { SeoAdmin } from "@web/features/admin/seo/SeoAdmin";

export const Route = createFileRoute("/admin/seo")({
  staticData: { admin: adminSection("/admin/seo") },
  component: SeoAdmin,
});
