import { createFileRoute } from "@tanstack/react-router";
import { listRoute, loadList } from "@web/features/admin/list-search";
import { SUBSCRIBERS_LIST } from "@web/features/admin/lists";
import { NewsletterAdmin } from "@web/features/admin/newsletter/NewsletterAdmin";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/newsletter")({
  staticData: { admin: adminSection("/admin/newsletter") },
  ...listRoute(SUBSCRIBERS_LIST),
  loader: (match) => loadList(SUBSCRIBERS_LIST, match),
  component: NewsletterAdmin,
});
