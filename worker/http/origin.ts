import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for the routes that change something: the browser's Origin must
 * be this site (or, without Origin, Sec-Fetch-Site must say same-origin). Requests carrying neither
 * are refused too, so a forged form post from an old browser cannot slip through. Every such route
 * has it but the RFC 8058 one-click unsubscribe (worker/public/newsletter.ts), which mail providers
 * POST without Origin, and the mail provider's signed delivery events (worker/email/webhooks/):
 * worker/http/route-protections.test.ts holds each route to its guards.
 */
export const sameOriginWrites = createMiddleware<AppBindings>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("Origin");
  const allowed = new Set([new URL(c.req.url).origin, new URL(c.env.PUBLIC_BASE_URL).origin]);
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const ok = origin ? allowed.has(origin) : fetchSite === "same-origin";
  if (!ok) throw new ApiError(403, "cross_origin_refused", "Cross-site requests are not allowed.");
  await next();
});
