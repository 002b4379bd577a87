import { createMiddleware } from "hono/factory";
import { HUMAN_CHECK_HEADER } from "../../schema/api";
import type { AppBindings } from "../env";
import { visitorError } from "./errors";
import { clientAddress } from "./limits";
import { isLocalUrl } from "./local-host";

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Cloudflare's documented test secrets pass (1x), fail (2x) or report a used token (3x) for anything. */
const TEST_SECRET = /^[123]x0+AA$/;

/**
 * Cloudflare Turnstile on the public forms, on when TURNSTILE_SECRET_KEY is set (the SPA shows the
 * widget when TURNSTILE_SITE_KEY is set). The browser sends the widget's token in a header; the
 * server asks Turnstile whether it is good before the form is handled. A test secret is refused
 * anywhere but on a local host, so a dummy key can never be what guards the real site.
 */
export const humanCheck = createMiddleware<AppBindings>(async (c, next) => {
  const secret = c.env.TURNSTILE_SECRET_KEY;
  if (!secret) return next();
  if (TEST_SECRET.test(secret) && !isLocalUrl(c.req.url)) {
    console.error("TURNSTILE_SECRET_KEY is one of Cloudflare's test secrets; set the site's real secret.");
    throw visitorError(503, "human_check_misconfigured");
  }
  const token = c.req.header(HUMAN_CHECK_HEADER);
  if (!token) throw visitorError(403, "human_check_required");

  let verdict: { success?: boolean };
  try {
    const res = await fetch(SITEVERIFY_URL, {
      method: "POST",
      body: new URLSearchParams({ secret, response: token, remoteip: clientAddress(c) }),
    });
    verdict = (await res.json()) as { success?: boolean };
  } catch {
    throw visitorError(503, "human_check_unavailable");
  }
  if (verdict.success !== true) throw visitorError(403, "human_check_failed");
  await next();
});
