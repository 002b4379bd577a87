import { createFileRoute } from "@tanstack/react-router";
import { listRoute, loadList } from "@web/features/admin/list-search";
import { SESSION_REQUESTS_LIST } from "@web/features/admin/lists";
import { RequestsPage } from "@web/features/admin/requests/RequestsPage";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/requests")({
  staticData: { admin: adminSection("/admin/requests") },
  ...listRoute(SESSION_REQUESTS_LIST),
  loader: (match) => loadList(SESSION_REQUESTS_LIST, match),
  component: RequestsPage,
});
