import { createFileRoute } from "@tanstack/react-router";
import { ActivityPage } from "@web/features/admin/activity/ActivityPage";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/activity")({
  staticData: { admin: adminSection("/admin/activity") },
  component: ActivityPage,
});
