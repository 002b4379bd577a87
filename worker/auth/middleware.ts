import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ADMIN_ROLE } from "../../schema/constants";
import { type Database, database } from "../db";
import type { AppBindings, Env } from "../env";
import { ApiError } from "../http/errors";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./cookie";
import { endSession, RECENT_SIGN_IN_MS, validateSessionToken } from "./session";

/**
 * Reads the session cookie; renews the cookie when the session slid forward, clears it when dead.
 * A session still waiting for its second factor is not a session for anything but that step: it is
 * `awaitingSession`, and `session` stays null.
 */
export const loadSession = createMiddleware<AppBindings>(async (c, next) => {
  const token = readSessionCookie(c);
  const session = token ? await validateSessionToken(database(c.env.DB), token) : null;
  if (token && !session) clearSessionCookie(c);
  if (token && session?.renewed) setSessionCookie(c, token, session.expiresAt);
  c.set("session", session?.awaitingSecondFactor ? null : session);
  c.set("awaitingSession", session?.awaitingSecondFactor ? session : null);
  await next();
});

/**
 * The statement that ends the session this request's cookie carried (full, or awaiting its second
 * factor), for a sign-in to batch with the new session it makes: a new sign-in never leaves an
 * earlier token of the browser alive, whoever else may know it.
 */
export function endRequestSession(c: Context<AppBindings>, db: Database) {
  const previous = c.get("session") ?? c.get("awaitingSession");
  return previous ? [endSession(db, previous.id)] : [];
}

/** Every /api/admin route: 401 when signed out, 403 when signed in without the admin role. */
export const requireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  const session = c.get("session");
  if (!session) throw new ApiError(401, "unauthorized", "Please sign in.");
  if (session.user.role !== ADMIN_ROLE)
    throw new ApiError(403, "forbidden", "This account may not use the back office.");
  await next();
});

/** This deployment sends an admin without a second factor to set one up (wrangler.toml). */
export const secondFactorRequired = (env: Env) => env.ADMIN_SECOND_FACTOR_REQUIRED === "true";

/** The routes an admin without a second factor can still use where one is required: setting one up. */
const ENROLMENT_PATH = "/api/admin/account";

/**
 * Where a second factor is required, an admin without one reaches nothing but their account page
 * (to set one up): 403 `second_factor_required` everywhere else, which the SPA turns into that page.
 */
export const requireSecondFactorWhereMandatory = createMiddleware<AppBindings>(async (c, next) => {
  const session = c.get("session")!;
  const path = c.req.path;
  const enrolling = path === ENROLMENT_PATH || path.startsWith(`${ENROLMENT_PATH}/`);
  if (secondFactorRequired(c.env) && !session.user.hasSecondFactor && !enrolling) {
    throw new ApiError(
      403,
      "second_factor_required",
      "Set up a passkey or an authenticator app to use the back office.",
    );
  }
  await next();
});

/** The one route an admin whose password another admin chose may use: choosing their own. */
const PASSWORD_CHANGE_PATH = "/api/admin/account/password";

/**
 * A password another admin chose (a new admin's first one, a reset) was seen by someone else and
 * travelled to its owner by some channel: until the owner chooses their own, the session opens
 * nothing but that (403 `password_change_required`, which the SPA turns into that screen). Before
 * the second-factor check, so whoever set the password cannot enrol a factor of their own first.
 */
export const requireOwnPassword = createMiddleware<AppBindings>(async (c, next) => {
  if (c.get("session")!.user.passwordMustChange && c.req.path !== PASSWORD_CHANGE_PATH) {
    throw new ApiError(403, "password_change_required", "Choose a new password to use the back office.");
  }
  await next();
});

/**
 * Changing how admins sign in (one's own passkeys, app and recovery codes; another admin's
 * password or factors; adding or removing an admin), or the scripts every public page runs (the
 * SEO settings' head and body snippets), takes a sign-in of the last few minutes, as
 * OWASP ASVS asks before authentication factors change: a browser left signed in, or a session
 * cookie stolen from it, cannot add a passkey of its own (which would outlive a password change),
 * remove the admin's, or open an account for itself. Signing in again proves the password and the
 * second factor anew; the back office offers it (403 `sign_in_again`). `toDo` ends the message.
 */
export const requireRecentSignIn = (toDo: string) =>
  createMiddleware<AppBindings>(async (c, next) => {
    assertRecentSignIn(c, toDo);
    await next();
  });

/** The same check, for a route that needs it only for some changes (the SEO settings' scripts). */
export function assertRecentSignIn(c: Context<AppBindings>, toDo: string) {
  if (Date.now() - c.get("session")!.signedInAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new ApiError(
      403,
      "sign_in_again",
      `You signed in more than ${RECENT_SIGN_IN_MS / 60_000} minutes ago: sign in again to ${toDo}.`,
    );
  }
}

/** Personal answers must never be stored by a browser or a shared cache. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});
