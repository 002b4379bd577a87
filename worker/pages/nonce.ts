/**
 * Each answer has its own CSP nonce, yet a written page is kept for many answers: it is written
 * with a nonce slot wherever its nonce goes, kept as the UTF-8 pieces between those slots, and
 * each answer joins the pieces around a fresh nonce (one copy of the bytes, no string replacing).
 */

const utf8 = new TextEncoder();

export function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The slot of one page being written: random, so no one can put it in the page. A fixed slot could
 * be reflected into a page (in its URL, an admin's text) and be given the answer's nonce there,
 * letting injected markup run; this one is never sent, every answer replacing it.
 */
export function newNonceSlot(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `__csp_nonce_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}__`;
}

/** A written page as the pieces between its nonce slots. */
export const splitAtNonceSlots = (html: string, slot: string): Uint8Array[] =>
  html.split(slot).map((piece) => utf8.encode(piece));

/** The page's bytes with this answer's nonce in every slot. */
export function joinWithNonce(pieces: Uint8Array[], nonce: string): Uint8Array {
  const nonceBytes = utf8.encode(nonce);
  const size = pieces.reduce((total, piece) => total + piece.length, 0) + nonceBytes.length * (pieces.length - 1);
  const page = new Uint8Array(size);
  let offset = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      page.set(nonceBytes, offset);
      offset += nonceBytes.length;
    }
    page.set(piece, offset);
    offset += piece.length;
  });
  return page;
}
