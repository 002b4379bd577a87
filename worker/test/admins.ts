import { adminUser } from "../../schema/tables";
import { hashPassword, type ScryptParams } from "../auth/password";
import { createSession, type NewSession } from "../auth/session";
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
      passwordHash: await passwordHash(options.password ?? ADMIN.password, options.params),
    })
    .returning();
  return row!;
}

/**
 * scrypt at production cost takes about 0.3 s (more on a busy machine): each password is hashed
 * once per test file and its hash reused, salt included, by every admin given that password.
 */
const hashes = new Map<string, Promise<string>>();
function passwordHash(password: string, params?: ScryptParams): Promise<string> {
  const key = JSON.stringify([password, params ?? null]);
  let hash = hashes.get(key);
  if (!hash) {
    hash = hashPassword(password, params);
    hashes.set(key, hash);
  }
  return hash;
}

/**
 * A signed-in admin, without signing in: the admin row, then a session made by the same
 * `createSession` the sign-in route calls; answers the cookie's token. Checking the password
 * (scrypt again) is the sign-in tests' business, so every other test starts here.
 */
export async function adminSession(options: Parameters<typeof createAdmin>[0] = {}): Promise<string> {
  return sessionOf(await createAdmin(options));
}

/** One more session of an existing admin, as another sign-in would make it; answers its token. */
export async function sessionOf(admin: { id: number }, factor?: NewSession["factor"]): Promise<string> {
  return (await createSession(db(), admin.id, { factor })).token;
}

/** A signed-in admin's JSON calls (same origin), for the admin routes. */
export async function adminClient() {
  return clientOf(await adminSession());
}

/** The JSON calls (same origin) of the browser holding this session's token. */
export const clientOf =
  (token: string) =>
  (path: string, method = "GET", body?: unknown) =>
    call(path, {
      method,
      ...withSession(token, { ...sameOrigin, "Content-Type": "application/json" }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });

export const sameOrigin = { Origin: BASE };

/** A client address per request unless one is given, so the per-client form limit stays out of unrelated tests. */
export const someClient = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * The deployed site. Only a request to a host other than localhost has its client address read
 * (CF-Connecting-IP, set by Cloudflare's edge: worker/http/client-address.ts), so tests of
 * per-client limits, and crowds of visitors, send theirs there.
 */
export const EDGE = "https://cafetalk.tn";

/** A same-origin request to EDGE, from this client address as Cloudflare's edge delivers it. */
export const atEdge = (address: string = someClient()) => ({ Origin: EDGE, "CF-Connecting-IP": address });

/** postJson to EDGE, by default from a client of its own. */
export const postJsonAtEdge = (path: string, body: unknown, headers: Record<string, string> = atEdge()) =>
  postJson(`${EDGE}${path}`, body, headers);

export function postJson(path: string, body: unknown, headers: Record<string, string> = sameOrigin) {
  return call(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": someClient(), ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Signs in through the real endpoint, the password checked at production cost, and returns the
 * session token from Set-Cookie: for the tests of signing in. Others start from `adminSession`.
 */
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
