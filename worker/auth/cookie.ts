/**
 * The sign-in cookies: the session, and the trusted device (trusted-device.ts). On a real host
 * each is a `__Host-` cookie (Secure, Path=/, no Domain): a browser accepts that name only from
 * this very origin over https, so neither a sibling subdomain nor a page over plain http (before
 * HSTS) can plant a token the Worker would then read, and a cookie of the bare name is ignored.
 * Browsers refuse Secure cookies on a developer's http://localhost, so there they keep their bare
 * names and are not Secure.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { isLocalUrl } from "../http/local-host";

const SESSION_COOKIE = "cafe_session";

const onLocalhost = (c: Context) => isLocalUrl(c.req.url);
const prefixOf = (c: Context) => (onLocalhost(c) ? undefined : "host");

/** A sign-in cookie of this request, under the name its origin uses. */
export const readSignInCookie = (c: Context, name: string) => getCookie(c, name, prefixOf(c));

export function setSignInCookie(
  c: Context,
  name: string,
  value: string,
  options: Pick<CookieOptions, "sameSite" | "expires" | "maxAge">,
) {
  setCookie(c, name, value, { ...options, httpOnly: true, secure: !onLocalhost(c), path: "/", prefix: prefixOf(c) });
}

export const readSessionCookie = (c: Context) => readSignInCookie(c, SESSION_COOKIE);

export function setSessionCookie(c: Context, token: string, expiresAt: Date) {
  setSignInCookie(c, SESSION_COOKIE, token, { sameSite: "Lax", expires: expiresAt });
}

export function clearSessionCookie(c: Context) {
  setSignInCookie(c, SESSION_COOKIE, "", { sameSite: "Lax", maxAge: 0 });
}
