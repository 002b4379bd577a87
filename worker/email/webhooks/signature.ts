/**
 * MailChannels signs every delivery-event request with HTTP Message Signatures (RFC 9421) over one
 * component, the body's Content-Digest (RFC 9530, SHA-256), with Ed25519:
 *
 *   Content-Digest:  sha-256=:<base64 of SHA-256(body)>:
 *   Signature-Input: sig_1=("content-digest");created=<unix s>;alg="ed25519";keyid="<id>"
 *   Signature:       sig_1=:<base64 signature>:
 *
 * The signed text (the "signature base") is the covered header and the signature's parameters:
 *
 *   "content-digest": <Content-Digest as received>
 *   "@signature-params": ("content-digest");created=…;alg="ed25519";keyid="…"
 *
 * and the public key is MailChannels' by its id (`GET /tx/v1/webhook/public-key?id=<keyid>`, an
 * SPKI key in base64). A request is accepted when the digest matches the body, the signature
 * verifies, and it was created less than five minutes ago (their SDK's window); replays inside
 * that window are refused by the caller, which remembers signatures it has seen.
 *
 * The headers are parsed with `structured-headers` (RFC 8941/9651); the signature base is built
 * here because it covers one known component (a general RFC 9421 library would add key handling
 * and algorithms this does not need).
 */
import { type InnerList, type Item, parseDictionary, serializeInnerList } from "structured-headers";

const SIGNATURE_MAX_AGE_S = 300;
/** Clocks differ a little: a signature this far in the future still counts as now. */
const CLOCK_SKEW_S = 60;

export type SignatureFailure = "missing" | "malformed" | "digest_mismatch" | "stale" | "unknown_key" | "invalid";

export type VerifiedSignature =
  | { ok: true; keyId: string; signature: ArrayBuffer }
  | { ok: false; failure: SignatureFailure };

/** Finds a public key (SPKI, base64 or PEM) by its id; null when there is no such key. */
export type SigningKeySource = (keyId: string) => Promise<string | null>;

const isByteSequence = (value: unknown): value is ArrayBuffer => value instanceof ArrayBuffer;

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-----[^-]+-----/g, "").replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer, b: ArrayBuffer): boolean {
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  return x.length === y.length && x.every((byte, i) => byte === y[i]);
}

function parsed<T>(parse: () => T): T | null {
  try {
    return parse();
  } catch {
    return null;
  }
}

export async function verifyMailChannelsSignature(
  body: ArrayBuffer,
  headers: Headers,
  keys: SigningKeySource,
  nowMs = Date.now(),
): Promise<VerifiedSignature> {
  const digestHeader = headers.get("Content-Digest");
  const inputHeader = headers.get("Signature-Input");
  const signatureHeader = headers.get("Signature");
  if (!digestHeader || !inputHeader || !signatureHeader) return { ok: false, failure: "missing" };

  const digests = parsed(() => parseDictionary(digestHeader));
  const inputs = parsed(() => parseDictionary(inputHeader));
  const signatures = parsed(() => parseDictionary(signatureHeader));
  if (!digests || !inputs || !signatures || inputs.size !== 1) return { ok: false, failure: "malformed" };

  const [label, input] = [...inputs.entries()][0]!;
  const signature = (signatures.get(label) as Item | undefined)?.[0];
  if (!Array.isArray(input[0]) || !isByteSequence(signature)) return { ok: false, failure: "malformed" };
  const [components, params] = input as InnerList;
  const created = params.get("created");
  const keyId = params.get("keyid");
  const alg = params.get("alg");
  const covered = components.map(([name]) => name);
  if (
    typeof created !== "number" ||
    typeof keyId !== "string" ||
    (alg !== undefined && alg !== "ed25519") ||
    covered.length !== 1 ||
    covered[0] !== "content-digest"
  ) {
    return { ok: false, failure: "malformed" };
  }

  const sent = (digests.get("sha-256") as Item | undefined)?.[0];
  if (!isByteSequence(sent)) return { ok: false, failure: "malformed" };
  if (!sameBytes(sent, await crypto.subtle.digest("SHA-256", body))) return { ok: false, failure: "digest_mismatch" };

  const nowS = Math.floor(nowMs / 1000);
  if (nowS - created > SIGNATURE_MAX_AGE_S || created - nowS > CLOCK_SKEW_S) return { ok: false, failure: "stale" };

  const publicKey = await keys(keyId);
  if (!publicKey) return { ok: false, failure: "unknown_key" };
  const key = await parsedAsync(() =>
    crypto.subtle.importKey("spki", base64ToBytes(publicKey), { name: "Ed25519" }, false, ["verify"]),
  );
  if (!key) return { ok: false, failure: "unknown_key" };

  const base = `"content-digest": ${digestHeader.trim()}\n"@signature-params": ${serializeInnerList(input as InnerList)}`;
  const valid = await crypto.subtle.verify({ name: "Ed25519" }, key, signature, new TextEncoder().encode(base));
  return valid ? { ok: true, keyId, signature } : { ok: false, failure: "invalid" };
}

async function parsedAsync<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch {
    return null;
  }
}
