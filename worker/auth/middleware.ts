import { createMiddleware } from "hono/factory";
import { ADMIN_ROLE } from "../../schema/constants";
import { database } from "../db";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./cookie";
import { validateSessionToken } from "./session";

/** Reads the session cookie; renews the cookie when the session slid forward, clears it when dead. */
export const loadSession = createMiddleware<AppBindings>(async (c, next) => {
  const token = readSessionCookie(c);
  const session = token ? await validateSessionToken(database(c.env.DB), token) : null;
  if (token && !session) clearSessionCookie(c);
  if (token && session?.renewed) setSessionCookie(c, token, session.expiresAt);
  c.set("session", session);
  await next();
});

/** Every /api/admin route: 401 when signed out, 403 when signed in without the admin role. */
export const requireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  const session = c.get("session");
  if (!session) throw new ApiError(401, "unauthorized", "Please sign in.");
  if (session.user.role !== ADMIN_ROLE)
    throw new ApiError(403, "forbidden", "This account may not use the back office.");
  await next();
});

/** Personal answers must never be stored by a browser or a shared cache. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});
