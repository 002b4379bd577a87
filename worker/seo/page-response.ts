import { joinWithNonce, randomNonce } from "./nonce";
import type { KeptPage } from "./written-pages";

/**
 * The answer for a written page: its bytes with a nonce of its own, and a fresh set of headers,
 * not the shell's: its ETag and Last-Modified describe the unwritten file, and a 304 on them
 * would reuse a body whose nonce no longer matches this answer's CSP.
 */
export function pageResponse(page: KeptPage, options: { withBody: boolean; tokenPage: boolean }): Response {
  const nonce = randomNonce();
  const headers = new Headers();
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-cache");
  headers.set(
    "Content-Security-Policy",
    `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
  );
  // The emailed links' tokens are in their path: never sent on to another site.
  if (options.tokenPage) headers.set("Referrer-Policy", "no-referrer");
  headers.set("Content-Language", page.lang);
  headers.append("Vary", "Accept-Language, Cookie");
  return new Response(options.withBody ? joinWithNonce(page.pieces, nonce) : null, { status: page.status, headers });
}
