import { createFileRoute } from "@tanstack/react-router";
import { Dashboard } from "@web/features/admin/Dashboard";

export const Route = createFileRoute("/admin/")({
  staticData: { admin: { title: "Dashboard" } },
  component: Dashboard,
});
