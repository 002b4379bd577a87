import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { ActivityPage } from "@web/features/admin/activity/ActivityPage";

export const Route = createFileRoute("/admin/activity")({
  component: () => <AdminSectionPage path="/admin/activity">{() => <ActivityPage />}</AdminSectionPage>,
});
