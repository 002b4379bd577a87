/**
 * The page's own inline scripts (the hydration loader, the consent banner), allowed by the CSP
 * through their SHA-256 hashes instead of a nonce. A nonce must be new in every answer, so a page
 * carrying one is copied around a fresh nonce each time it is sent; a page whose only scripts are
 * these is the same bytes for every visitor and is sent as kept (page-response.ts). The scripts
 * that are not ours (the admin's snippets) and the SPA shell's module scripts still carry the
 * nonce, and only the pages that have them pay for the copy.
 *
 * Data blocks (`application/json`, `application/ld+json`) are never run, so the CSP does not
 * apply to them and they carry neither.
 */
export class InlineScripts {
  private readonly codes: string[] = [];

  /** The `<script>` element for this code, which the page's CSP will allow by its hash. */
  tag(code: string): string {
    this.codes.push(code);
    return `<script>${code}</script>`;
  }

  /** The CSP sources (`'sha256-…'`) of every script tagged so far. */
  async hashSources(): Promise<string[]> {
    return Promise.all(this.codes.map(hashSource));
  }
}

const utf8 = new TextEncoder();

async function hashSource(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", utf8.encode(code)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}
