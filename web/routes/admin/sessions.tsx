import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { SessionsPage } from "@web/features/admin/sessions/SessionsPage";

export const Route = createFileRoute("/admin/sessions")({
  component: () => <AdminSectionPage path="/admin/sessions">{() => <SessionsPage />}</AdminSectionPage>,
});
