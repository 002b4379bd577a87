import { createFileRoute } from "@tanstack/react-router";
import { ActivityPage } from "@web/features/admin/activity/ActivityPage";
import { listRoute, loadList } from "@web/features/admin/list-search";
import { ACTIVITY_LIST } from "@web/features/admin/lists";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/activity")({
  staticData: { admin: adminSection("/admin/activity") },
  ...listRoute(ACTIVITY_LIST),
  loader: (match) => loadList(ACTIVITY_LIST, match),
  component: ActivityPage,
});
