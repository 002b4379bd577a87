import { Hono } from "hono";
import { newsletterSignupInput } from "../../schema/inputs";
import { database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import { ApiError, visitorError } from "../http/errors";
import { refuseBots } from "../http/honeypot";
import { publicBodyLimit } from "../http/limits";
import { validateJson } from "../http/validate";
import { confirmSubscription, unsubscribe, unsubscribeOneClick } from "../newsletter/links";
import { signUp } from "../newsletter/subscribe";
import { publicFormGuards } from "./form-guards";

const MAX_TOKEN_LENGTH = 128;

function tokenParam(raw: string | undefined): string {
  if (!raw || raw.length > MAX_TOKEN_LENGTH) throw visitorError(404, "link_invalid");
  return raw;
}

/** Mounted at /api/newsletter: the sign-up form, and the links of the emails. */
export const publicNewsletter = new Hono<AppBindings>()
  .post("/", ...publicFormGuards("newsletter"), refuseBots, validateJson(newsletterSignupInput), async (c) => {
    const input = c.req.valid("json");
    const outcome = await signUp(input, {
      db: database(c.env.DB),
      baseUrl: c.env.PUBLIC_BASE_URL,
      secret: c.env.NEWSLETTER_TOKEN_SECRET,
    });
    if (outcome === "pending" || outcome === "resent") deliverSoon(c);
    return c.json({ success: true, alreadySubscribed: outcome === "already_subscribed" });
  })
  .get("/confirm/:token", async (c) =>
    c.json(await confirmSubscription(database(c.env.DB), tokenParam(c.req.param("token")))),
  )
  .get("/confirm", () => {
    throw new ApiError(400, "link_missing", "Invalid confirmation link.");
  })
  .get("/unsubscribe/:token", async (c) =>
    c.json(await unsubscribe(database(c.env.DB), tokenParam(c.req.param("token")))),
  )
  // RFC 8058 one-click, the URL in List-Unsubscribe: mail clients POST a form with no cookies and no
  // Origin, so no origin check: the unguessable token is the authority, and the only effect is
  // removing that one address. No per-client rate limit either: mail providers send them in bursts
  // from a few shared addresses. POST only, because mail scanners fetch header links with GET.
  .post("/one-click/:token", publicBodyLimit, async (c) =>
    c.json(await unsubscribeOneClick(database(c.env.DB), tokenParam(c.req.param("token")))),
  )
  .get("/one-click/:token", () => {
    throw new ApiError(
      405,
      "method_not_allowed",
      "One-click unsubscribe takes a POST; open the unsubscribe link in the email instead.",
    );
  })
  .get("/unsubscribe", () => {
    throw new ApiError(400, "link_missing", "Invalid unsubscribe link.");
  });
