/**
 * Secrets the Worker must read back (an authenticator app's key), sealed with AES-256-GCM under a
 * key derived from SECOND_FACTOR_SECRET, as lucia-auth.com's TOTP guide does: the database alone
 * yields nothing. Sealed form: base64 of a 12-byte nonce then the ciphertext with its tag.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

const NONCE_BYTES = 12;

function aesKey(secret: string | undefined): Promise<CryptoKey> {
  if (!secret) throw new Error("SECOND_FACTOR_SECRET is not set");
  return crypto.subtle.importKey("raw", sha256(new TextEncoder().encode(secret)), "AES-GCM", false, [
    "encrypt",
    "decrypt",
  ]);
}

export async function seal(secret: string | undefined, plain: Uint8Array): Promise<string> {
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, await aesKey(secret), plain),
  );
  const sealed = new Uint8Array(NONCE_BYTES + cipher.length);
  sealed.set(nonce);
  sealed.set(cipher, NONCE_BYTES);
  return encodeBase64(sealed);
}

/** The plain bytes, or null when the value was sealed under another secret (or tampered with). */
export async function unseal(secret: string | undefined, sealed: string): Promise<Uint8Array | null> {
  try {
    const bytes = decodeBase64(sealed);
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, NONCE_BYTES) },
      await aesKey(secret),
      bytes.slice(NONCE_BYTES),
    );
    return new Uint8Array(plain);
  } catch (error) {
    if (error instanceof Error && error.message.includes("SECOND_FACTOR_SECRET")) throw error;
    return null;
  }
}
