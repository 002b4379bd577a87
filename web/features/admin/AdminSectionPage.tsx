import type { AuthUser } from "@schema/api";
import type { ReactNode } from "react";
import { AdminPage } from "./AdminPage";
import { type AdminSectionPath, adminSection } from "./sections";

/** One back-office section page: its title, sign-in rule and body come from ADMIN_SECTIONS. */
export function AdminSectionPage({
  path,
  children,
}: {
  path: AdminSectionPath;
  children?: (user: AuthUser) => ReactNode;
}) {
  const section = adminSection(path);
  return (
    <AdminPage title={section.title} whenSignedOut={section.whenSignedOut}>
      {children ?? (() => <p className="text-stone-700">{section.description}</p>)}
    </AdminPage>
  );
}
