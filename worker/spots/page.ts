/**
 * The person's own page, written by the Worker as plain HTML: no script at all, every action a
 * form posted to this site. Dressed like the public site, in the reader's language, right to left
 * in Arabic. `html` escapes every interpolated value.
 */
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { LOCALES, type Locale, RTL_LOCALES } from "../../schema/constants";
import { sessionTitle } from "../../schema/session-text";
import { dateTimeText } from "../../schema/session-when";
import { sessionDetails } from "../email/templates/session-details";
import { mapLink } from "../email/templates/session-reminder";
import { requestCalendarPath } from "../sessions/request-calendar";
import { spotPagePath } from "./link";
import { LANGUAGE_NAMES, type Outcome, spotTexts } from "./messages";
import { canCancel, hasOpenOffer, type Spot } from "./open-spot";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

interface Shell {
  locale: Locale;
  /** The answer's CSP nonce (workerPageSecurity): the page's one style block carries it. */
  nonce: string | undefined;
  title: string;
  body: Html;
}

function shell({ locale, nonce, title, body }: Shell) {
  const dir = RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
  const t = spotTexts[locale];
  return html`<!doctype html>
<html lang="${locale}" dir="${dir}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="same-origin" />
    <meta name="theme-color" content="#c2410c" />
    <title>${title} · Café Talk</title>
    <style nonce="${nonce}">
      *, *::before, *::after { box-sizing: border-box; }
      body { margin: 0; min-height: 100dvh; background: #fff7ed; color: #1c1917;
        font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", sans-serif; }
      .brand { margin: 0 auto; max-width: 32rem; padding: 1rem 1rem 0.75rem; font-weight: 700; color: #c2410c; }
      main { margin: 0 auto 1.5rem; width: min(100% - 1.5rem, 32rem); background: #fff; border-radius: 1rem;
        padding: 1.5rem 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
      h1 { margin: 0 0 0.75rem; font-size: 1.4rem; line-height: 1.3; }
      h2 { margin: 0 0 0.5rem; font-size: 1.15rem; }
      p { margin: 0 0 1rem; }
      .notice { padding: 0.75rem 1rem; border-radius: 0.75rem; background: #ffedd5; color: #7c2d12; font-weight: 600; }
      .status { font-size: 1.05rem; font-weight: 600; }
      .muted { color: #57534e; font-size: 0.95rem; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 1.25rem 0; padding: 1rem 0;
        border-block: 1px solid #e7e5e4; }
      dt { color: #57534e; }
      dd { margin: 0; }
      .links { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; margin: 0 0 1.25rem; }
      a { color: #9a3412; }
      form { margin: 0 0 0.75rem; }
      .button { display: block; width: 100%; padding: 0.75rem 1rem; font: inherit; font-weight: 600; text-align: center;
        text-decoration: none; border-radius: 999px; border: 1px solid #c2410c; cursor: pointer; }
      .primary { color: #fff; background: #c2410c; }
      .primary:hover { background: #9a3412; }
      .secondary { color: #9a3412; background: #fff; }
      .secondary:hover { background: #fff7ed; }
      .button:focus-visible, a:focus-visible { outline: 2px solid #c2410c; outline-offset: 2px; }
      .actions { margin-top: 1.5rem; }
      footer { margin: 0 auto 2rem; max-width: 32rem; padding: 0 1rem; font-size: 0.9rem; color: #57534e;
        display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
    </style>
  </head>
  <body>
    <p class="brand">☕ <span dir="ltr">Café Talk</span></p>
    <main>${body}</main>
    <footer>
      <a href="/">${t.backToSite}</a>
      ${LOCALES.filter((other) => other !== locale).map(
        (other) => html`<a href="?lang=${other}" lang="${other}" hreflang="${other}">${LANGUAGE_NAMES[other]}</a>`,
      )}
    </footer>
  </body>
</html>`;
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
