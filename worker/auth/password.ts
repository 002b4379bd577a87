/**
 * Password hashing with scrypt (memory-hard, native in Node and in Workers under nodejs_compat).
 * The hash string carries its parameters — `scrypt$N$r$p$salt$hash` — so the cost can be raised
 * later and old hashes still verify (and are re-hashed at the next login).
 * Imports only schema/constants.ts (itself import-free): the Node scripts (seed, admin:create)
 * import this file directly.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt recommendation (N=2^15, r=8, p=3). */
export const CURRENT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
// With its extension: scripts/admin-create.ts runs this file in Node, which resolves no other way.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../schema/constants.ts";

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is just below that at N=2^15, r=8.
  const maxmem = 256 * params.N * params.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = CURRENT_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < CURRENT_SCRYPT.N || r < CURRENT_SCRYPT.r || p < CURRENT_SCRYPT.p;
}
