import { joinWithNonce, randomNonce } from "./nonce";
import type { KeptPage } from "./written-pages";

/**
 * The answer for a written page, with a fresh set of headers, not the shell's: its ETag and
 * Last-Modified describe the unwritten file, and a 304 on them could reuse a body whose nonce no
 * longer matches this answer's CSP. A page with nonce slots (the admin's snippets, the SPA
 * shell's scripts) gets a nonce of its own in each answer; a page without is sent as kept, its
 * own inline scripts allowed by their hashes (inline-scripts.ts), with no copy of its bytes, and
 * to a browser that prefers gzip in its kept gzip form (a fifth of the bytes, and no compressing
 * per view, by the edge or anyone else).
 */
export function pageResponse(page: KeptPage, options: { withBody: boolean; gzip: boolean }): Response {
  const nonce = page.pieces.length > 1 ? randomNonce() : null;
  const headers = new Headers();
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-cache");
  headers.set("Content-Security-Policy", contentSecurityPolicy(page.scriptHashes, nonce));
  headers.set("Content-Language", page.lang);
  headers.append("Vary", "Accept-Language, Cookie, Accept-Encoding");
  if (options.gzip && page.gzipped) {
    headers.set("Content-Encoding", "gzip");
    // "manual": the body is already in the encoding its header names, so the runtime sends it as it is.
    return new Response(options.withBody ? page.gzipped : null, { status: page.status, headers, encodeBody: "manual" });
  }
  const body = !options.withBody ? null : nonce ? joinWithNonce(page.pieces, nonce) : page.pieces[0]!;
  return new Response(body, { status: page.status, headers });
}

/** Only the page's own scripts run, and what they load ('strict-dynamic'); nothing else. */
function contentSecurityPolicy(scriptHashes: string[], nonce: string | null): string {
  const sources = nonce ? [...scriptHashes, `'nonce-${nonce}'`] : scriptHashes;
  const scriptSrc = sources.length > 0 ? `${sources.join(" ")} 'strict-dynamic'` : "'none'";
  return `script-src ${scriptSrc}; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;
}
