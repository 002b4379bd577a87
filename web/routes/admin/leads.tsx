import { createFileRoute } from "@tanstack/react-router";
import { LeadsPage } from "@web/features/admin/leads/LeadsPage";
import { listRoute, loadList } from "@web/features/admin/list-search";
import { LEADS_LIST } from "@web/features/admin/lists";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/leads")({
  staticData: { admin: adminSection("/admin/leads") },
  ...listRoute(LEADS_LIST),
  loader: (match) => loadList(LEADS_LIST, match),
  component: LeadsPage,
});
