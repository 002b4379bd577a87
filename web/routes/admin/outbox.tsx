import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { OutboxAdmin } from "@web/features/admin/outbox/OutboxAdmin";

export const Route = createFileRoute("/admin/outbox")({
  component: () => <AdminSectionPage path="/admin/outbox">{() => <OutboxAdmin />}</AdminSectionPage>,
});
