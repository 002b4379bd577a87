import { createFileRoute } from "@tanstack/react-router";
import { FaqAdmin } from "@web/features/admin/faqs/FaqAdmin";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/faqs")({
  staticData: { admin: adminSection("/admin/faqs") },
  component: FaqAdmin,
});
