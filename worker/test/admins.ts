import { adminUser } from "../../schema/tables";
import { hashPassword, type ScryptParams } from "../auth/password";
import { BASE, call, db } from "./helpers";

export const ADMIN = { email: "leila@cafetalk.tn", password: "correct horse battery", name: "Leila" };

export async function createAdmin(
  options: { email?: string; password?: string; role?: string; name?: string; params?: ScryptParams } = {},
) {
  const email = options.email ?? ADMIN.email;
  const [row] = await db()
    .insert(adminUser)
    .values({
      email,
      name: options.name ?? ADMIN.name,
      role: options.role ?? "admin",
      passwordHash: await hashPassword(options.password ?? ADMIN.password, options.params),
    })
    .returning();
  return row!;
}

export const sameOrigin = { Origin: BASE };

/** A client address per request unless one is given, so the per-client form limit stays out of unrelated tests. */
export const someClient = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 8)}`;

export function postJson(path: string, body: unknown, headers: Record<string, string> = sameOrigin) {
  return call(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": someClient(), ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs in through the real endpoint and returns the session token from Set-Cookie. */
export async function signIn(email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const res = await postJson("/api/login", { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return tokenFrom(res)!;
}

export function tokenFrom(res: Response): string | undefined {
  return /cafe_session=([^;]*)/.exec(res.headers.get("Set-Cookie") ?? "")?.[1];
}

export const withSession = (token: string, headers: Record<string, string> = {}) => ({
  headers: { Cookie: `cafe_session=${token}`, ...headers },
});
