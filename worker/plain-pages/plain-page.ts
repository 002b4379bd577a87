/**
 * The pages the Worker writes as plain HTML for a person acting from an email (their spot, the
 * newsletter's confirm and unsubscribe links): no script at all, every action a form posted to
 * the site, dressed like the public site, in the reader's language, right to left in Arabic.
 * `html` escapes every interpolated value. Never indexed, and no Referer leaves them.
 */
import { createMiddleware } from "hono/factory";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { LOCALES, type Locale, RTL_LOCALES } from "../../schema/constants";
import type { AppBindings } from "../env";

/** The language names the footer's switcher shows, each in its own language. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", ar: "العربية" };

/**
 * The token is in the path: no copy kept anywhere, no Referer carrying it to another site, no
 * search engine listing it. `same-origin`, not `no-referrer`: under `no-referrer` Chromium sends
 * the page's own forms with `Origin: null`, which the same-origin check refuses.
 */
export const privatePage = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
  c.header("Referrer-Policy", "same-origin");
  c.header("X-Robots-Tag", "noindex, nofollow");
});

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface PlainPage {
  locale: Locale;
  /** The answer's CSP nonce (workerPageSecurity): the page's one style block carries it. */
  nonce: string | undefined;
  title: string;
  body: Html;
  /** The footer's link home, in the page's language. */
  backToSite: string;
}

export function plainPage({ locale, nonce, title, body, backToSite }: PlainPage) {
  const dir = RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
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
      <a href="/">${backToSite}</a>
      ${LOCALES.filter((other) => other !== locale).map(
        (other) => html`<a href="?lang=${other}" lang="${other}" hreflang="${other}">${LANGUAGE_NAMES[other]}</a>`,
      )}
    </footer>
  </body>
</html>`;
}
