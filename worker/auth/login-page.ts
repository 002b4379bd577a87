import { html } from "hono/html";

interface LoginPageProps {
  next: string;
  /** The answer's CSP nonce (workerPageSecurity): the page's one style block carries it. */
  nonce: string | undefined;
  email?: string;
  error?: string;
}

/**
 * The sign-in page, rendered by the Worker so that it works without the SPA's JavaScript.
 * `html` escapes every interpolated value.
 */
export function loginPage({ next, email = "", error, nonce }: LoginPageProps) {
  return html`<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="theme-color" content="#c2410c" />
    <title>Sign in · Café Talk admin</title>
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
      input:focus { outline: 2px solid #c2410c; outline-offset: 1px; }
      button { width: 100%; margin-top: 1.5rem; padding: 0.7rem; font: inherit; font-weight: 600; color: #fff;
        background: #c2410c; border: 0; border-radius: 999px; cursor: pointer; }
      button:hover { background: #9a3412; }
      .error { margin: 0 0 1rem; padding: 0.75rem; border-radius: 0.5rem; background: #fef2f2; color: #991b1b; }
      a { color: #9a3412; }
      p.back { margin: 1.5rem 0 0; text-align: center; font-size: 0.9rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Sign in to the back office</h1>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
      <form method="post" action="/api/login">
        <input type="hidden" name="next" value="${next}" />
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" required value="${email}" ${email ? "" : "autofocus"} />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required minlength="8" maxlength="128" ${email ? "autofocus" : ""} />
        <button type="submit">Sign in</button>
      </form>
      <p class="back"><a href="/">Back to the site</a></p>
    </main>
  </body>
</html>`;
}
