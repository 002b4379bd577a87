import { createFileRoute } from "@tanstack/react-router";
import { NewsletterAdmin } from "@web/features/admin/newsletter/NewsletterAdmin";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/newsletter")({
  staticData: { admin: adminSection("/admin/newsletter") },
  component: NewsletterAdmin,
});
