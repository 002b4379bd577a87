import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { TOTP_DIGITS } from "../../schema/constants";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

interface PageShell {
  title: string;
  /** The answer's CSP nonce (workerPageSecurity): the page's style and script blocks carry it. */
  nonce: string | undefined;
  error?: string;
  body: Html;
  /** Where the passkey button sends the admin once signed in; no button without it. */
  passkeyNext?: string;
  /** A link before "Back to the site". */
  otherWay?: Html;
}

/**
 * The sign-in pages, rendered by the Worker so that the password and code steps work without the
 * SPA's JavaScript; the passkey button is the one part that needs a script (WebAuthn), inline and
 * nonce'd. `html` escapes every interpolated value.
 */
function signInPage({ title, nonce, error, body, passkeyNext, otherWay }: PageShell) {
  return html`<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="theme-color" content="#c2410c" />
    <title>${title} · Café Talk admin</title>
    <style nonce="${nonce}">
      *, *::before, *::after { box-sizing: border-box; }
      body { margin: 0; min-height: 100dvh; display: grid; place-items: center; background: #fff7ed;
        font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c1917; }
      main { width: min(100% - 2rem, 24rem); background: #fff; border-radius: 1rem; padding: 2rem;
        box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
      h1 { margin: 0 0 1.5rem; font-size: 1.5rem; }
      label { display: block; font-weight: 600; margin-top: 1rem; }
      input { width: 100%; margin-top: 0.25rem; padding: 0.6rem 0.75rem; font: inherit; border: 1px solid #a8a29e;
        border-radius: 0.5rem; }
      input:focus, button:focus-visible { outline: 2px solid #c2410c; outline-offset: 1px; }
      button { width: 100%; margin-top: 1.5rem; padding: 0.7rem; font: inherit; font-weight: 600; color: #fff;
        background: #c2410c; border: 0; border-radius: 999px; cursor: pointer; }
      button:hover { background: #9a3412; }
      button.secondary { margin-top: 0.75rem; color: #9a3412; background: #fff; border: 1px solid #c2410c; }
      button.secondary:hover { background: #fff7ed; }
      .error { margin: 0 0 1rem; padding: 0.75rem; border-radius: 0.5rem; background: #fef2f2; color: #991b1b; }
      .hint { margin: 0.25rem 0 0; font-size: 0.9rem; color: #57534e; }
      .or { margin: 1.5rem 0 0; text-align: center; color: #57534e; font-size: 0.9rem; }
      a { color: #9a3412; }
      p.back { margin: 1.5rem 0 0; text-align: center; font-size: 0.9rem; }
      [hidden] { display: none !important; }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p class="error" role="alert" id="sign-in-error" ${error ? "" : "hidden"}>${error ?? ""}</p>
      ${body}
      ${passkeyNext === undefined ? "" : passkeyButton(passkeyNext, nonce)}
      <p class="back">${otherWay ? html`${otherWay} · ` : ""}<a href="/">Back to the site</a></p>
    </main>
  </body>
</html>`;
}

/**
 * A passkey sign-in: a challenge from the Worker, the browser's passkey prompt, the signed answer
 * back. Hidden where the browser lacks WebAuthn's JSON helpers (it then has the other factors).
 */
function passkeyButton(next: string, nonce: string | undefined) {
  return html`<div id="passkey-sign-in" hidden>
        <p class="or">or</p>
        <button type="button" class="secondary" id="passkey-button">Sign in with a passkey</button>
      </div>
      <script nonce="${nonce}">
        (() => {
          const next = ${raw(JSON.stringify(next).replace(/</g, "\\u003c"))};
          const box = document.getElementById("passkey-sign-in");
          const button = document.getElementById("passkey-button");
          const error = document.getElementById("sign-in-error");
          if (!window.PublicKeyCredential || !PublicKeyCredential.parseRequestOptionsFromJSON) return;
          box.hidden = false;
          const post = (path, body) =>
            fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
          const show = (message) => { error.textContent = message; error.hidden = false; };
          button.addEventListener("click", async () => {
            button.disabled = true;
            try {
              const { options } = await (await post("/api/login/passkey/options", {})).json();
              const credential = await navigator.credentials.get({
                publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options),
              });
              const answer = await post("/api/login/passkey", { credential: credential.toJSON(), next });
              const body = await answer.json();
              if (answer.ok) return location.assign(body.redirectTo);
              show(body.error ? body.error.message : "That passkey did not sign you in.");
            } catch {
              show("The passkey sign-in was cancelled. Try again, or use another way to sign in.");
            } finally {
              button.disabled = false;
            }
          });
        })();
      </script>`;
}

interface LoginPageProps {
  next: string;
  nonce: string | undefined;
  email?: string;
  error?: string;
}

/** Step one: email and password, or a passkey alone. */
export function loginPage({ next, email = "", error, nonce }: LoginPageProps) {
  return signInPage({
    title: "Sign in to the back office",
    nonce,
    error,
    passkeyNext: next,
    body: html`<form method="post" action="/api/login">
        <input type="hidden" name="next" value="${next}" />
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username webauthn" required value="${email}" ${email ? "" : "autofocus"} />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required minlength="8" maxlength="128" ${email ? "autofocus" : ""} />
        <button type="submit">Sign in</button>
      </form>`,
  });
}

interface SecondFactorPageProps {
  next: string;
  nonce: string | undefined;
  error?: string;
  /** The admin has an authenticator app (else only a recovery code can be typed here). */
  hasTotp: boolean;
  /** The admin has a passkey: the passkey button is offered. */
  hasPasskey: boolean;
}

/** Step two, for an admin with a second factor: a code from the app, a recovery code, or a passkey. */
export function secondFactorPage({ next, nonce, error, hasTotp, hasPasskey }: SecondFactorPageProps) {
  return signInPage({
    title: "Confirm it is you",
    nonce,
    error,
    passkeyNext: hasPasskey ? next : undefined,
    body: html`<form method="post" action="/api/login/verify">
        <input type="hidden" name="next" value="${next}" />
        <label for="code">${hasTotp ? "Code from your authenticator app" : "Recovery code"}</label>
        <input id="code" name="code" type="text" required autofocus autocomplete="one-time-code" ${hasTotp ? raw(`inputmode="numeric"`) : ""}
          maxlength="32" aria-describedby="code-hint" />
        <p class="hint" id="code-hint">${
          hasTotp
            ? `The ${TOTP_DIGITS}-digit code your app shows now, or one of your recovery codes.`
            : "One of the recovery codes you saved."
        }</p>
        <button type="submit">Confirm</button>
      </form>`,
    // The way out of this step: signing out drops the sign-in waiting for its second factor.
    otherWay: html`<a href="/api/auth/logout">Sign in as someone else</a>`,
  });
}
