import { createFileRoute } from "@tanstack/react-router";
import { LeadsPage } from "@web/features/admin/leads/LeadsPage";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/leads")({
  staticData: { admin: adminSection("/admin/leads") },
  component: LeadsPage,
});
