import { createFileRoute } from "@tanstack/react-router";
import { AdminsPage } from "@web/features/admin/admins/AdminsPage";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/admins")({
  staticData: { admin: adminSection("/admin/admins") },
  component: AdminsPage,
});
