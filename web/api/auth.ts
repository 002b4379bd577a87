import type { ApiAnswers } from "@schema/api-answers";
import { queryOptions } from "@tanstack/react-query";

const AUTH_USER_PATH = "/api/auth/user";

/** docs/product-rules.md#roles: 401 means "not signed in" (null); any other failure is an error. */
async function fetchAuthUser(): Promise<ApiAnswers[typeof AUTH_USER_PATH] | null> {
  const res = await fetch(AUTH_USER_PATH, { credentials: "include" });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`Authentication check failed: ${res.statusText || res.status}`);
  return (await res.json()) as ApiAnswers[typeof AUTH_USER_PATH];
}

/** Who is signed in, or null. */
/** Who is signed in: adding or removing a second factor changes it too. */
export const authUserKey = ["auth", "user"] as const;
export const authUserQuery = () => queryOptions({ queryKey: authUserKey, queryFn: fetchAuthUser });
