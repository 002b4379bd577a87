import { Hono } from "hono";
import type { NewsletterLinkAnswer, NewsletterSignupAnswer } from "../../schema/api";
import { newsletterSignupInput } from "../../schema/inputs";
import { database } from "../db";
import { deliverSoon } from "../email/deliver";
import { publicUrl } from "../email/layout";
import { pageLinkIn } from "../email/links";
import type { AppBindings } from "../env";
import type { JsonAnswer } from "../http/answer";
import { visitorError } from "../http/errors";
import { refuseBots } from "../http/honeypot";
import { publicBodyLimit } from "../http/limits";
import { validateJson } from "../http/validate";
import { unsubscribe, unsubscriberLocale } from "../newsletter/links";
import { signUp } from "../newsletter/subscribe";
import { publicFormGuards } from "./form-guards";

const MAX_TOKEN_LENGTH = 128;

/** What the links' buttons read (web/api/newsletter-links.ts). */
type LinkAnswer = JsonAnswer<NewsletterLinkAnswer>;

function tokenParam(raw: string | undefined): string {
  if (!raw || raw.length > MAX_TOKEN_LENGTH) throw visitorError(404, "link_invalid");
  return raw;
}

/**
 * Mounted at /api/newsletter: the sign-up form, and the one-click unsubscribe of the emails' headers.
 * The links in their bodies open pages of their own (worker/newsletter-links/routes.ts).
 */
export const publicNewsletter = new Hono<AppBindings>()
  // The same answer whether the address is new, waiting for its confirmation or subscribed: the
  // owner learns which by email (worker/newsletter/subscribe.ts), anyone else learns nothing.
  .post("/", ...publicFormGuards("newsletter"), refuseBots, validateJson(newsletterSignupInput), async (c) => {
    const input = c.req.valid("json");
    const outcome = await signUp(input, {
      db: database(c.env.DB),
      baseUrl: c.env.PUBLIC_BASE_URL,
      secret: c.env.NEWSLETTER_TOKEN_SECRET,
    });
    if (outcome !== "recently_sent") deliverSoon(c);
    const answer: NewsletterSignupAnswer = { success: true };
    return c.json(answer);
  })
  // RFC 8058 one-click, the URL in List-Unsubscribe: mail clients POST a form with no cookies and no
  // Origin, so no origin check: the unguessable token is the authority, and the only effect is
  // removing that one address. No per-client rate limit either: mail providers send them in bursts
  // from a few shared addresses. Only a POST unsubscribes: mail scanners fetch header links with GET.
  .post(
    "/one-click/:token",
    publicBodyLimit,
    async (c) =>
      c.json(
        await unsubscribe(database(c.env.DB), c.env.NEWSLETTER_TOKEN_SECRET, tokenParam(c.req.param("token"))),
      ) satisfies LinkAnswer,
  )
  // A reader who opens the header's link in a browser (some mail clients show it as a link) gets the
  // footer link's page, in their language, whose button unsubscribes; the GET itself changes nothing.
  .get("/one-click/:token", async (c) => {
    const token = tokenParam(c.req.param("token"));
    const locale = await unsubscriberLocale(database(c.env.DB), c.env.NEWSLETTER_TOKEN_SECRET, token);
    const origin = new URL(c.req.url).origin;
    const page = `/unsubscribe-newsletter/${encodeURIComponent(token)}`;
    // A token of no subscriber (a test send's, or one already used) opens the page as the browser prefers.
    return c.redirect(locale ? pageLinkIn(locale, origin, page) : publicUrl(origin, page), 303);
  });
