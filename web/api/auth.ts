import type { AuthUser } from "@schema/api";
import { queryOptions } from "@tanstack/react-query";

const AUTH_USER_PATH = "/api/auth/user";

/** docs/product-rules.md#roles: 401 means "not signed in" (null); any other failure is an error. */
async function fetchAuthUser(): Promise<AuthUser | null> {
  const res = await fetch(AUTH_USER_PATH, { credentials: "include" });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`Authentication check failed: ${res.statusText || res.status}`);
  return (await res.json()) as AuthUser;
}

/** Who is signed in, or null. */
/** Who is signed in: adding or removing a second factor changes it too. */
export const authUserKey = ["auth", "user"] as const;
export const authUserQuery = () => queryOptions({ queryKey: authUserKey, queryFn: fetchAuthUser });
