/**
 * Mounted at /spot: the person's own page and its two forms. Each form answers 303 back to the
 * page with what it did (`?done=`), so a reload never posts again. The token in the path is the
 * only authority: nothing here is cached or sent on to another site, and anything a token does
 * not open is the one "not valid" page, in the visitor's language.
 */
import { type Context, Hono } from "hono";
import { isLocale, type Locale } from "../../schema/constants";
import { database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { sameOriginWrites } from "../http/origin";
import { workerPageSecurity } from "../http/security-headers";
import { pageLocale } from "../pages/head";
import { privatePage } from "../plain-pages/plain-page";
import { invalidatePublicReads } from "../public/cached-reads";
import { placeInLine } from "../sessions/seats";
import { spotPagePath } from "./link";
import { isOutcome } from "./messages";
import { openSpot, type Spot } from "./open-spot";
import { type Notice, noticePage, spotPage } from "./page";
import { type ActionResult, cancelSpot, claimSeat } from "./person-actions";

const chosenLocale = (c: Context<AppBindings>): Locale | undefined => {
  const lang = c.req.query("lang");
  return isLocale(lang) ? lang : undefined;
};

function notice(c: Context<AppBindings>, kind: Notice, status: 403 | 404 | 500) {
  return c.html(noticePage(kind, pageLocale(c.req.raw), c.get("secureHeadersNonce")), status);
}

const opened = (c: Context<AppBindings>, now: Date) =>
  openSpot(database(c.env.DB), c.env.SPOT_LINK_SECRET, c.req.param("token") ?? "", now);

type Action = typeof cancelSpot | typeof claimSeat;

/** A form's POST: the action on the spot the token opens, then back to the page with its outcome. */
const posted = (action: Action) => async (c: Context<AppBindings>) => {
  const now = new Date();
  const spot = await opened(c, now);
  if (!spot) return notice(c, "invalid", 404);
  const result = await action(database(c.env.DB), c.env, spot, now);
  await afterAction(c, result);
  const lang = chosenLocale(c);
  return c.redirect(`${spotPagePath(spot.token)}?done=${result.outcome}${lang ? `&lang=${lang}` : ""}`, 303);
};

/** The email goes soon, and a seat freed or taken shows on the public site (spots left, learners). */
async function afterAction(c: Context<AppBindings>, result: ActionResult) {
  if (result.emailQueued) deliverSoon(c);
  if (result.seatsMoved) await invalidatePublicReads(c.env, "/api/sessions", "/api/site");
}

async function waitlistPlace(c: Context<AppBindings>, spot: Spot) {
  if (spot.request.status !== "waitlisted") return null;
  return placeInLine(database(c.env.DB), spot.request.id, spot.request.sessionId);
}

/** On these routes alone: other paths under /spot are the site's 404 page, with its own headers. */
export const spotRoutes = new Hono<AppBindings>()
  .get("/:token", workerPageSecurity, privatePage, async (c) => {
    const now = new Date();
    const spot = await opened(c, now);
    if (!spot) return notice(c, "invalid", 404);
    const done = c.req.query("done");
    const chosen = chosenLocale(c);
    return c.html(
      spotPage({
        spot,
        locale: chosen ?? spot.request.locale,
        chosenLocale: chosen,
        now,
        placeInLine: await waitlistPlace(c, spot),
        outcome: isOutcome(done) ? done : undefined,
        confirmingCancel: c.req.query("step") === "cancel",
        nonce: c.get("secureHeadersNonce"),
      }),
    );
  })
  .post("/:token/cancel", workerPageSecurity, privatePage, sameOriginWrites, posted(cancelSpot))
  .post("/:token/claim", workerPageSecurity, privatePage, sameOriginWrites, posted(claimSeat))
  // A person reads pages, not JSON: a refused form or a failure is a page too, and changed nothing.
  .onError((error, c) => {
    if (error instanceof ApiError && error.code === "cross_origin_refused") return notice(c, "crossSite", 403);
    console.error("spot page failed", error);
    return notice(c, "failure", 500);
  });
