/**
 * Each answer has its own CSP nonce, yet a written page is kept for many answers: it is written
 * with NONCE_SLOT wherever its nonce goes, kept as the UTF-8 pieces between those slots, and each
 * answer joins the pieces around a fresh nonce (one copy of the bytes, no string replacing).
 */
export const NONCE_SLOT = "__csp_nonce_slot__";

const utf8 = new TextEncoder();

export function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** A written page as the pieces between its nonce slots. */
export const splitAtNonceSlots = (html: string): Uint8Array[] =>
  html.split(NONCE_SLOT).map((piece) => utf8.encode(piece));

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
