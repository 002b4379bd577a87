import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "@web/features/admin/account/AccountPage";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/account")({
  staticData: { admin: adminSection("/admin/account") },
  component: AccountPage,
});
