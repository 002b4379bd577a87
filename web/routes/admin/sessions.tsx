import { createFileRoute } from "@tanstack/react-router";
import { SessionsPage } from "@web/features/admin/sessions/SessionsPage";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/sessions")({
  staticData: { admin: adminSection("/admin/sessions") },
  component: SessionsPage,
});
