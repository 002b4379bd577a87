import { createFileRoute } from "@tanstack/react-router";
import { OutboxAdmin } from "@web/features/admin/outbox/OutboxAdmin";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/outbox")({
  staticData: { admin: adminSection("/admin/outbox") },
  component: OutboxAdmin,
});
