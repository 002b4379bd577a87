/** The person's own page for their spot request: a plain page (worker/plain-pages/plain-page.ts). */
import { html } from "hono/html";
import type { Locale } from "../../schema/constants";
import { sessionTitle } from "../../schema/session-text";
import { dateTimeText } from "../../schema/session-when";
import { sessionDetails } from "../email/templates/session-details";
import { mapLink } from "../email/templates/session-reminder";
import { type PlainPage, plainPage } from "../plain-pages/plain-page";
import { requestCalendarPath } from "../sessions/request-calendar";
import { spotPagePath } from "./link";
import { type Outcome, spotTexts } from "./messages";
import { canCancel, hasOpenOffer, type Spot } from "./open-spot";

/** A spot page in the shared dress, with the spot pages' link home. */
function shell(page: Omit<PlainPage, "backToSite">) {
  return plainPage({ ...page, backToSite: spotTexts[page.locale].backToSite });
}

export type Notice = "invalid" | "crossSite" | "failure";

/** A page with one message and nothing of any request: a link that opens nothing, a refused form, a failure. */
export function noticePage(notice: Notice, locale: Locale, nonce: string | undefined) {
  const { title, text } = spotTexts[locale][notice];
  return shell({ locale, nonce, title, body: html`<h1>${title}</h1><p>${text}</p>` });
}

export interface SpotPageProps {
  spot: Spot;
  locale: Locale;
  now: Date;
  /** A waitlisted person's place in line, from 1. */
  placeInLine: number | null;
  /** What the form just posted led to. */
  outcome?: Outcome;
  /** The cancel button was pressed: the page asks to confirm instead of showing the actions. */
  confirmingCancel: boolean;
  /** `?lang=` as the person chose it, carried to the forms so the answer stays in that language. */
  chosenLocale?: Locale;
  nonce: string | undefined;
}

/** The request's status in words, as of `now`. */
function statusWords({ spot, locale, now, placeInLine }: SpotPageProps): string {
  const t = spotTexts[locale].status;
  const { request } = spot;
  const place = String(placeInLine ?? "");
  if (!spot.session.isPublished && request.status !== "cancelled") return t.sessionCancelled;
  switch (request.status) {
    case "pending":
      return t.pending;
    case "approved":
      return t.approved;
    case "cancelled":
      return request.cancelledBy === "person" ? t.cancelledByPerson : t.cancelledByTeam;
    case "waitlisted":
      if (hasOpenOffer(request, now) && request.offerExpiresAt) {
        return t.offered.replace("{deadline}", dateTimeText(request.offerExpiresAt, locale, now));
      }
      return (request.offerLapsedAt ? t.lapsedOffer : t.waitlisted).replace("{place}", place);
  }
}

/** An action's form: a POST to this page's path, in the language the page is read in. */
function actionForm(props: SpotPageProps, action: "cancel" | "claim", label: string, style: "primary" | "secondary") {
  const query = props.chosenLocale ? `?lang=${props.chosenLocale}` : "";
  return html`<form method="post" action="${spotPagePath(props.spot.token)}/${action}${query}">
        <button type="submit" class="button ${style}">${label}</button>
      </form>`;
}

/** The page's path with `query`, keeping the language the person chose. */
function pageLink(props: SpotPageProps, query: Record<string, string>) {
  const params = new URLSearchParams({ ...query, ...(props.chosenLocale ? { lang: props.chosenLocale } : {}) });
  const search = params.toString();
  return `${spotPagePath(props.spot.token)}${search ? `?${search}` : ""}`;
}

function actions(props: SpotPageProps) {
  const t = spotTexts[props.locale];
  const { spot, now } = props;
  const claim =
    hasOpenOffer(spot.request, now) && spot.session.isPublished
      ? html`${actionForm(props, "claim", t.claim, "primary")}
      <p class="muted">${t.offerHint}</p>`
      : "";
  const cancel = canCancel(spot)
    ? html`<p class="muted">${spot.request.status === "approved" ? t.cancelHint : t.withdrawHint}</p>
      <a class="button secondary" href="${pageLink(props, { step: "cancel" })}">${t.cancel}</a>`
    : "";
  return html`<div class="actions">${claim}${cancel}</div>`;
}

function cancelConfirmation(props: SpotPageProps) {
  const t = spotTexts[props.locale];
  const title = sessionTitle(props.spot.session, props.locale);
  return html`<div class="actions">
      <h2>${t.confirmQuestion.replace("{title}", title)}</h2>
      <p>${t.confirmText}</p>
      ${actionForm(props, "cancel", t.confirmYes, "primary")}
      <a class="button secondary" href="${pageLink(props, {})}">${t.confirmKeep}</a>
    </div>`;
}

/** The person's spot: the session, the status in words, the calendar file and map, and what they may do. */
export function spotPage(props: SpotPageProps) {
  const { spot, locale, now, outcome } = props;
  const t = spotTexts[locale];
  const { session, request } = spot;
  const hasPlace = Boolean(session.cafeName || session.cafeAddress);
  const calendar = request.status === "approved" && session.startsAt ? requestCalendarPath(spot.token) : null;
  const confirming = props.confirmingCancel && canCancel(spot);
  return shell({
    locale,
    nonce: props.nonce,
    title: t.title,
    body: html`${outcome ? html`<p class="notice" role="status">${t.outcome[outcome]}</p>` : ""}
      <h1>${sessionTitle(session, locale)}</h1>
      <p class="status">${statusWords(props)}</p>
      <dl>
        ${
          // The first line is the title, already the page's heading. A value in another script
          // (a café's Latin name on an Arabic page) is isolated but stays on the page's side.
          sessionDetails(session, locale, now)
            .slice(1)
            .map(([label, value]) => html`<dt>${label}</dt><dd><bdi>${value}</bdi></dd>`)
        }
      </dl>
      <p class="links">
        ${hasPlace ? html`<a href="${mapLink(session)}" rel="noreferrer noopener" target="_blank">${t.map}</a>` : ""}
        ${calendar ? html`<a href="${calendar}">${t.calendar}</a>` : ""}
      </p>
      ${confirming ? cancelConfirmation(props) : actions(props)}`,
  });
}
