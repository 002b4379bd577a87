/**
 * `/confirm-newsletter/<token>` and `/unsubscribe-newsletter/<token>`, the links of the newsletter's
 * emails: a page with one button, which posts back to the same path and acts; then back to the
 * page (303) saying what it did, so a reload never posts again. No script: a reader on any phone
 * or mail app's browser gets it, and the page costs no JavaScript (issue 37).
 */
import { type Context, Hono } from "hono";
import { isLocale, type Locale, TEST_SEND_UNSUBSCRIBE_TOKEN } from "../../schema/constants";
import { isVisitorErrorCode, visitorErrorMessages } from "../../schema/error-messages";
import { database } from "../db";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { sameOriginWrites } from "../http/origin";
import { workerPageSecurity } from "../http/security-headers";
import { confirmSubscription, unsubscribe } from "../newsletter/links";
import { pageLocale } from "../pages/head";
import { privatePage } from "../plain-pages/plain-page";
import type { LinkAction } from "./messages";
import { type LinkPageState, linkPage } from "./page";

const MAX_TOKEN_LENGTH = 128;

type Page = Context<AppBindings>;

const token = (c: Page) => {
  const raw = c.req.param("token");
  return raw && raw.length <= MAX_TOKEN_LENGTH ? raw : undefined;
};

/** `?lang=` as the link or the reader chose it, carried to the form and the page after it. */
const chosenLocale = (c: Page): Locale | undefined => {
  const lang = c.req.query("lang");
  return isLocale(lang) ? lang : undefined;
};

const pagePath = (action: LinkAction, linkToken: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return `/${action}-newsletter/${encodeURIComponent(linkToken)}${search ? `?${search}` : ""}`;
};

const answer = (c: Page, action: LinkAction, state: LinkPageState, status: 200 | 403 | 404 | 410 | 500 = 200) =>
  c.html(linkPage(action, state, pageLocale(c.req.raw), c.get("secureHeadersNonce")), status);

const acts: Record<LinkAction, (c: Page, linkToken: string) => Promise<unknown>> = {
  confirm: (c, linkToken) => confirmSubscription(database(c.env.DB), linkToken),
  unsubscribe: (c, linkToken) => unsubscribe(database(c.env.DB), c.env.NEWSLETTER_TOKEN_SECRET, linkToken),
};

function linkRoutes(action: LinkAction) {
  return (
    new Hono<AppBindings>()
      // With or without a token: a link cut short in the mail app is told it is invalid.
      .on("GET", ["/", "/:token{.*}"], workerPageSecurity, privatePage, (c) => {
        const linkToken = token(c);
        if (!linkToken) return answer(c, action, { kind: "invalid" }, 404);
        // An admin's test send names no subscriber: its link explains itself instead of failing.
        if (action === "unsubscribe" && linkToken === TEST_SEND_UNSUBSCRIBE_TOKEN) {
          return answer(c, action, { kind: "test-send" });
        }
        if (c.req.query("done") === "1") return answer(c, action, { kind: "done" });
        const lang = chosenLocale(c);
        return answer(c, action, { kind: "prompt", formAction: pagePath(action, linkToken, lang ? { lang } : {}) });
      })
      .post("/:token{.*}", workerPageSecurity, privatePage, sameOriginWrites, async (c) => {
        const linkToken = token(c);
        if (!linkToken) return answer(c, action, { kind: "invalid" }, 404);
        try {
          await acts[action](c, linkToken);
        } catch (error) {
          // A link already used or expired is told in the reader's language, from its code.
          if (!(error instanceof ApiError && isVisitorErrorCode(error.code))) throw error;
          const text = visitorErrorMessages[error.code][pageLocale(c.req.raw)];
          return answer(c, action, { kind: "failed", text }, error.status === 410 ? 410 : 404);
        }
        const lang = chosenLocale(c);
        return c.redirect(pagePath(action, linkToken, { done: "1", ...(lang ? { lang } : {}) }), 303);
      })
      // A reader reads pages, not JSON: a refused form or a failure is a page too, and changed nothing.
      .onError((error, c) => {
        if (error instanceof ApiError && error.code === "cross_origin_refused") {
          return answer(c, action, { kind: "cross-site" }, 403);
        }
        console.error("newsletter link page failed", error);
        return answer(
          c,
          action,
          { kind: "failed", text: visitorErrorMessages.internal_error[pageLocale(c.req.raw)] },
          500,
        );
      })
  );
}

export const confirmLinkRoutes = linkRoutes("confirm");
export const unsubscribeLinkRoutes = linkRoutes("unsubscribe");
