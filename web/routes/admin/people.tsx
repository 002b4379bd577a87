import { createFileRoute } from "@tanstack/react-router";
import { PeoplePage } from "@web/features/admin/people/PeoplePage";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/people")({
  staticData: { admin: adminSection("/admin/people") },
  component: PeoplePage,
});
