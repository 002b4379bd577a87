import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isLocalUrl } from "../http/local-host";

export const SESSION_COOKIE = "cafe_session";

/** Browsers refuse Secure cookies over plain http, which only a developer's localhost uses. */
const isLocalhost = (c: Context) => isLocalUrl(c.req.url);

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: !isLocalhost(c),
    sameSite: "Lax",
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: !isLocalhost(c), sameSite: "Lax", path: "/" });
}
