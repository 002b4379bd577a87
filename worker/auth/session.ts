/**
 * Admin sessions the way lucia-auth.com teaches them (the `lucia` package is deprecated):
 * a random token in the cookie, only its SHA-256 in D1, sliding inactivity expiry under an
 * absolute cap.
 */
import { eq } from "drizzle-orm";
import type { SignInFactor } from "../../schema/constants";
import { adminUser, authSession } from "../../schema/tables";
import type { Database } from "../db";
import { randomToken, tokenDigest } from "../secret-token";
import { hasSecondFactorSql } from "./factors/store";

const HOUR = 60 * 60 * 1000;
/** Signed out after this long without a request. */
export const SESSION_IDLE_MS = 24 * HOUR;
/** The expiry is pushed forward once less than this remains (one write per half-life, not per request). */
const SESSION_RENEW_WITHIN_MS = SESSION_IDLE_MS / 2;
/** Never valid longer than this after sign-in, however active. */
const SESSION_MAX_MS = 14 * 24 * HOUR;
/** "Last seen" is written at most this often per session: one write per few minutes of use, not per request. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;
const USER_AGENT_MAX = 256;
/** A session whose password was right but whose second factor has not come yet: minutes, never renewed. */
export const AWAITING_SECOND_FACTOR_MS = 10 * 60 * 1000;
/** How long after signing in an admin may change how admins sign in without signing in again (middleware.ts). */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

interface SessionUser {
  id: number;
  email: string;
  name: string | null;
  role: string;
  /** A passkey or an authenticator app is set up. */
  hasSecondFactor: boolean;
  /** Another admin chose their password: they choose their own before anything else. */
  passwordMustChange: boolean;
}

export interface ValidSession {
  id: string;
  expiresAt: Date;
  /** True when this request pushed the expiry forward, so the cookie must be re-sent. */
  renewed: boolean;
  /** The password was right; the second factor is still to come. Such a session opens nothing else. */
  awaitingSecondFactor: boolean;
  signInFactor: SignInFactor;
  /** When this session began: the sign-in step that made it (a completed second step makes a new one). */
  signedInAt: Date;
  user: SessionUser;
}

export interface NewSession {
  now?: number;
  userAgent?: string;
  /** How the sign-in was completed; "awaiting" when the second factor is still to come. */
  factor?: SignInFactor | "awaiting";
}

/**
 * A new session: its token for the cookie, its expiry, and the unrun statement that stores it, so
 * that a sign-in can batch it with ending the sessions it replaces.
 */
export function newSession(
  db: Database,
  adminUserId: number,
  { now = Date.now(), userAgent, factor = "password" }: NewSession = {},
) {
  const token = randomToken();
  const awaiting = factor === "awaiting";
  const expiresAt = new Date(now + (awaiting ? AWAITING_SECOND_FACTOR_MS : SESSION_IDLE_MS));
  const statement = db.insert(authSession).values({
    id: tokenDigest(token),
    adminUserId,
    createdAt: new Date(now),
    expiresAt,
    absoluteExpiresAt: awaiting ? expiresAt : new Date(now + SESSION_MAX_MS),
    userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
    lastSeenAt: new Date(now),
    awaitingSecondFactor: awaiting,
    signInFactor: awaiting ? "password" : factor,
  });
  return { token, expiresAt, statement };
}

export async function createSession(db: Database, adminUserId: number, options: NewSession = {}) {
  const { token, expiresAt, statement } = newSession(db, adminUserId, options);
  await statement;
  return { token, expiresAt };
}

export async function validateSessionToken(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<ValidSession | null> {
  const id = tokenDigest(token);
  const [row] = await db
    .select({
      session: authSession,
      user: {
        id: adminUser.id,
        email: adminUser.email,
        name: adminUser.name,
        role: adminUser.role,
        hasSecondFactor: hasSecondFactorSql(adminUser.id),
        passwordMustChange: adminUser.passwordMustChange,
      },
    })
    .from(authSession)
    .innerJoin(adminUser, eq(adminUser.id, authSession.adminUserId))
    .where(eq(authSession.id, id))
    .limit(1);
  if (!row) return null;

  const { session, user } = row;
  if (now >= session.expiresAt.getTime() || now >= session.absoluteExpiresAt.getTime()) {
    await db.delete(authSession).where(eq(authSession.id, id));
    return null;
  }

  const awaitingSecondFactor = session.awaitingSecondFactor;
  let expiresAt = session.expiresAt;
  let renewed = false;
  if (!awaitingSecondFactor && expiresAt.getTime() - now < SESSION_RENEW_WITHIN_MS) {
    expiresAt = new Date(Math.min(now + SESSION_IDLE_MS, session.absoluteExpiresAt.getTime()));
    renewed = expiresAt.getTime() > session.expiresAt.getTime();
  }
  const seen = now - (session.lastSeenAt?.getTime() ?? 0) >= LAST_SEEN_EVERY_MS;
  if (renewed || seen) {
    await db
      .update(authSession)
      .set({ expiresAt, lastSeenAt: new Date(now) })
      .where(eq(authSession.id, id));
  }
  return {
    id,
    expiresAt,
    renewed,
    awaitingSecondFactor,
    signInFactor: session.signInFactor,
    signedInAt: session.createdAt,
    user,
  };
}

/** The statement that ends a session, unrun, so a sign-out can batch it with its audit entry. */
export const endSession = (db: Database, sessionId: string) =>
  db.delete(authSession).where(eq(authSession.id, sessionId));
