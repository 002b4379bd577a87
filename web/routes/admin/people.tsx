import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { PeoplePage } from "@web/features/admin/people/PeoplePage";

export const Route = createFileRoute("/admin/people")({
  component: () => <AdminSectionPage path="/admin/people">{() => <PeoplePage />}</AdminSectionPage>,
});
