/**
 * OWASP's device cookie: a browser that signed in to an account gets a random token (only its
 * SHA-256 in D1). Later sign-ins to that account from it count on that browser's own counter
 * instead of the account's ceiling, so someone elsewhere cannot keep the admin out.
 */
import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { trustedDevice } from "../../schema/tables";
import type { Database } from "../db";
import { randomToken, tokenDigest } from "../secret-token";
import { readSignInCookie, setSignInCookie } from "./cookie";

const DEVICE_COOKIE = "cafe_device";
const TRUSTED_DEVICE_MS = 90 * 24 * 3_600_000;
const TOKEN_MAX_LENGTH = 64;

/** The trusted-device id of this browser for the account, if it has one that is still valid. */
export async function trustedDeviceOf(c: Context, db: Database, adminUserId: number, now = Date.now()) {
  const token = readSignInCookie(c, DEVICE_COOKIE);
  if (!token || token.length > TOKEN_MAX_LENGTH) return undefined;
  const id = tokenDigest(token);
  const [row] = await db
    .select({ id: trustedDevice.id })
    .from(trustedDevice)
    .where(
      and(
        eq(trustedDevice.id, id),
        eq(trustedDevice.adminUserId, adminUserId),
        gt(trustedDevice.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return row?.id;
}

/**
 * After a successful sign-in: a trusted browser's trust is extended, any other gets a new token.
 * The cookie is never sent from another site (SameSite=Strict); its path is / as `__Host-` requires.
 */
export async function trustThisDevice(
  c: Context,
  db: Database,
  adminUserId: number,
  known: string | undefined,
  now = Date.now(),
) {
  const expiresAt = new Date(now + TRUSTED_DEVICE_MS);
  if (known) {
    await db.update(trustedDevice).set({ expiresAt }).where(eq(trustedDevice.id, known));
    return;
  }
  const token = randomToken();
  await db.insert(trustedDevice).values({ id: tokenDigest(token), adminUserId, createdAt: new Date(now), expiresAt });
  setSignInCookie(c, DEVICE_COOKIE, token, { sameSite: "Strict", expires: expiresAt });
}
