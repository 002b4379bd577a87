import type { AuthUser } from "@schema/api";
import { useQuery } from "@tanstack/react-query";
import { authUserQuery } from "@web/api/auth";

/** The admin using the back office: the admin layout shows its pages only once they are known. */
export function useSignedInAdmin(): AuthUser {
  const { data } = useQuery(authUserQuery());
  if (!data) throw new Error("An admin page was shown outside the admin layout's sign-in check");
  return data;
}
