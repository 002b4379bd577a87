import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";
import { ApiError } from "./errors";

/** Provider webhooks (server to server, signed): worker/email/webhooks/. */
export const WEBHOOK_PATH = /^\/api\/webhooks\//;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * RFC 8058 one-click unsubscribe: mail providers POST without Origin or cookies. The unguessable
 * token in the path is the authority, and the only effect is removing that one address. The
 * provider's delivery events come from its servers, signed: the signature is the authority.
 */
const ORIGIN_EXEMPT = [/^\/api\/newsletter\/one-click\/[^/]+$/, WEBHOOK_PATH];

/**
 * Cross-site request forgery guard for every state-changing request: the browser's Origin must be
 * this site (or, without Origin, Sec-Fetch-Site must say same-origin). Requests carrying neither
 * are refused too, so a forged form post from an old browser cannot slip through.
 */
export const sameOriginWrites = createMiddleware<AppBindings>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || ORIGIN_EXEMPT.some((path) => path.test(c.req.path))) return next();
  const origin = c.req.header("Origin");
  const allowed = new Set([new URL(c.req.url).origin, new URL(c.env.PUBLIC_BASE_URL).origin]);
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const ok = origin ? allowed.has(origin) : fetchSite === "same-origin";
  if (!ok) throw new ApiError(403, "cross_origin_refused", "Cross-site requests are not allowed.");
  await next();
});
