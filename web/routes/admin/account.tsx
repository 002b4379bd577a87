import { createFileRoute } from "@tanstack/react-router";
import { AdminSectionPage } from "@web/features/admin/AdminSectionPage";
import { AccountPage } from "@web/features/admin/account/AccountPage";

export const Route = createFileRoute("/admin/account")({
  component: () => <AdminSectionPage path="/admin/account">{() => <AccountPage />}</AdminSectionPage>,
});
