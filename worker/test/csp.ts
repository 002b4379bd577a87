/** A written page's scripts, each judged against the answer's CSP the way a browser judges it. */
export interface PageScripts {
  html: string;
  /** The nonce the CSP allows, if any. */
  nonce: string | null;
  /** For each script the browser would run, in order: what lets it run, or "refused". */
  allowedBy: ("nonce" | "hash" | "refused")[];
}

/**
 * A script with a nonce attribute runs when it is the CSP's nonce; an inline script without one
 * when the SHA-256 of its text is listed; an external one without a nonce never (strict-dynamic).
 * Data blocks (JSON, JSON-LD) are not run, so the CSP does not apply to them. The hash is computed
 * here on its own, not with the Worker's code, so a wrong hash there cannot pass unseen.
 */
export async function pageScripts(res: Response): Promise<PageScripts> {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
  const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1) ?? null;
  const html = await res.text();
  const allowedBy: PageScripts["allowedBy"] = [];
  for (const [, attributes = "", code = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\btype="application\/(ld\+)?json"/.test(attributes)) continue;
    const nonceAttribute = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
    if (nonceAttribute !== undefined) allowedBy.push(nonceAttribute === nonce ? "nonce" : "refused");
    else if (/\bsrc=/.test(attributes)) allowedBy.push("refused");
    else allowedBy.push(scriptSrc.includes(await sha256Source(code)) ? "hash" : "refused");
  }
  return { html, nonce, allowedBy };
}

async function sha256Source(code: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}
