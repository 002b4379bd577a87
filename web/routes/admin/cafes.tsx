import { createFileRoute } from "@tanstack/react-router";
import { CafesPage } from "@web/features/admin/cafes/CafesPage";
import { listRoute, loadList } from "@web/features/admin/list-search";
import { CAFES_LIST } from "@web/features/admin/lists";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/cafes")({
  staticData: { admin: adminSection("/admin/cafes") },
  ...listRoute(CAFES_LIST),
  loader: (match) => loadList(CAFES_LIST, match),
  component: CafesPage,
});
