import { createMiddleware } from "hono/factory";
import { HUMAN_CHECK_HEADER } from "../../schema/api";
import type { AppBindings } from "../env";
import { connectingAddress } from "./client-address";
import { visitorError } from "./errors";
import { isLocalUrl } from "./local-host";

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Cloudflare's documented test secrets pass (1x), fail (2x) or report a used token (3x) for anything. */
const TEST_SECRET = /^[123]x0+AA$/;

/** Why the public forms are closed on a real host, or null when Turnstile is set up there. */
function missingOnRealHost(secret: string | undefined, siteKey: string): string | null {
  if (!secret || !siteKey) {
    return "Turnstile is not configured: set the TURNSTILE_SITE_KEY var and the TURNSTILE_SECRET_KEY secret (docs/deploying.md). The public forms are refused until both are set.";
  }
  if (TEST_SECRET.test(secret)) {
    return "TURNSTILE_SECRET_KEY is one of Cloudflare's test secrets; set the site's real secret.";
  }
  return null;
}

/**
 * Cloudflare Turnstile on the public forms (the SPA shows the widget when TURNSTILE_SITE_KEY is
 * set). The browser sends the widget's token in a header; the server asks Turnstile whether it is
 * good before the form is handled. On a local host it is optional, on when TURNSTILE_SECRET_KEY is
 * set. Anywhere else it is required, with a real secret: without it the forms would mail whatever
 * bots type to whatever address they type, so they answer 503 (and log why) until it is set up.
 */
export const humanCheck = createMiddleware<AppBindings>(async (c, next) => {
  const secret = c.env.TURNSTILE_SECRET_KEY;
  if (!isLocalUrl(c.req.url)) {
    const missing = missingOnRealHost(secret, c.env.TURNSTILE_SITE_KEY);
    if (missing) {
      console.error(missing);
      throw visitorError(503, "human_check_misconfigured");
    }
  }
  // Only a local host gets here without a secret: there the check is off.
  if (!secret) return next();
  const token = c.req.header(HUMAN_CHECK_HEADER);
  if (!token) throw visitorError(403, "human_check_required");

  let verdict: { success?: boolean };
  try {
    const res = await fetch(SITEVERIFY_URL, {
      method: "POST",
      body: siteverifyForm(secret, token, connectingAddress(c)),
    });
    verdict = (await res.json()) as { success?: boolean };
  } catch {
    throw visitorError(503, "human_check_unavailable");
  }
  if (verdict.success !== true) throw visitorError(403, "human_check_failed");
  await next();
});

/** Turnstile checks the token against the client's address when it is known; a guessed one would fail good tokens. */
function siteverifyForm(secret: string, token: string, remoteip: string | null): URLSearchParams {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteip) form.set("remoteip", remoteip);
  return form;
}
