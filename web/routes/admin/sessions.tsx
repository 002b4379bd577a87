import { createFileRoute } from "@tanstack/react-router";
import { listRoute, loadList } from "@web/features/admin/list-search";
import { SESSIONS_LIST } from "@web/features/admin/lists";
import { adminSection } from "@web/features/admin/sections";
import { SessionsPage } from "@web/features/admin/sessions/SessionsPage";

export const Route = createFileRoute("/admin/sessions")({
  staticData: { admin: adminSection("/admin/sessions") },
  ...listRoute(SESSIONS_LIST),
  loader: (match) => loadList(SESSIONS_LIST, match),
  component: SessionsPage,
});
