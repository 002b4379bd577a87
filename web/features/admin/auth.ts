import { useQuery } from "@tanstack/react-query";

export interface AuthUser {
  id: number;
  email: string;
  role: string;
  claims: { email: string; name: string | null };
}

export const AUTH_USER_PATH = "/api/auth/user";

/** SPEC.md §7: 401 means "not signed in" (null); any other failure is an error. */
async function fetchAuthUser(): Promise<AuthUser | null> {
  const res = await fetch(AUTH_USER_PATH, { credentials: "include" });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`Authentication check failed: ${res.statusText || res.status}`);
  return (await res.json()) as AuthUser;
}

export function useAuthUser() {
  return useQuery({ queryKey: [AUTH_USER_PATH], queryFn: fetchAuthUser });
}
