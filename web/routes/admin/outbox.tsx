import { createFileRoute } from "@tanstack/react-router";
import { listRoute, loadList } from "@web/features/admin/list-search";
import { OUTBOX_LIST } from "@web/features/admin/lists";
import { OutboxAdmin } from "@web/features/admin/outbox/OutboxAdmin";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/outbox")({
  staticData: { admin: adminSection("/admin/outbox") },
  ...listRoute(OUTBOX_LIST),
  loader: (match) => loadList(OUTBOX_LIST, match),
  component: OutboxAdmin,
});
