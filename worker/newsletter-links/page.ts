/** The page behind the newsletter's emailed links: a plain page (worker/plain-pages/plain-page.ts). */
import { html } from "hono/html";
import type { Locale } from "../../schema/constants";
import { type Html, plainPage } from "../plain-pages/plain-page";
import { type LinkAction, linkTexts } from "./messages";

/**
 * What the page shows: the button that acts (opening the link changes nothing: mail gateways
 * open every link they scan), what pressing it did, or why the link does nothing.
 */
export type LinkPageState =
  | { kind: "prompt"; formAction: string }
  | { kind: "done" }
  | { kind: "failed"; text: string }
  | { kind: "invalid" }
  | { kind: "test-send" }
  | { kind: "cross-site" };

export function linkPage(action: LinkAction, state: LinkPageState, locale: Locale, nonce: string | undefined) {
  const t = linkTexts[locale];
  const texts = t[action];
  const page = (title: string, body: Html) => plainPage({ locale, nonce, title, body, backToSite: t.backToSite });
  const message = (title: string, ...lines: string[]) =>
    page(title, html`<h1>${title}</h1>${lines.map((line) => html`<p>${line}</p>`)}`);
  switch (state.kind) {
    case "prompt":
      return page(
        texts.promptTitle,
        html`<h1>${texts.promptTitle}</h1>
          <p>${texts.promptText}</p>
          <form method="post" action="${state.formAction}">
            <button type="submit" class="button primary">${texts.button}</button>
          </form>`,
      );
    case "done":
      return page(
        texts.successTitle,
        html`<h1>${texts.successTitle}</h1>
          <p class="status" role="status">${texts.successText}</p>
          <p class="muted">${texts.note}</p>`,
      );
    case "failed":
      return message(texts.errorTitle, state.text);
    case "invalid":
      return message(t.invalidTitle, texts.invalidText);
    case "test-send":
      return message(t.testSendTitle, t.testSendText);
    case "cross-site":
      return message(t.crossSite.title, t.crossSite.text);
  }
}
