import { createFileRoute } from "@tanstack/react-router";
import { PeoplePage } from "@web/features/admin/people/PeoplePage";
import { peopleUrl } from "@web/features/admin/people/people-url";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/people")({
  staticData: { admin: adminSection("/admin/people") },
  validateSearch: peopleUrl,
  component: PeoplePage,
});
