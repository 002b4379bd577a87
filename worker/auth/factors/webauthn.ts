/**
 * Passkeys (WebAuthn), verified with @oslojs/webauthn and @oslojs/crypto the way lucia-auth.com's
 * passkey example does: no attestation (a passkey is trusted as the admin's own, not for its
 * maker), user verification required (the device's PIN or biometrics), ES256 or RS256 keys.
 * Challenges live in D1 for five minutes and are answered once. The relying party is the host the
 * browser asked (the request's URL): a phishing site's proxy is another origin and another RP id,
 * and its answers fail both checks.
 */
import {
  decodePKIXECDSASignature,
  decodeSEC1PublicKey,
  ECDSAPublicKey,
  p256,
  verifyECDSASignature,
} from "@oslojs/crypto/ecdsa";
import {
  decodePKCS1RSAPublicKey,
  RSAPublicKey,
  sha256ObjectIdentifier,
  verifyRSASSAPKCS1v15Signature,
} from "@oslojs/crypto/rsa";
import { sha256 } from "@oslojs/crypto/sha2";
import {
  decodeBase64,
  decodeBase64urlIgnorePadding,
  decodeHex,
  encodeBase64,
  encodeBase64urlNoPadding,
  encodeHexLowerCase,
} from "@oslojs/encoding";
import {
  AttestationStatementFormat,
  ClientDataType,
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveP256,
  createAssertionSignatureMessage,
  parseAttestationObject,
  parseAuthenticatorData,
  parseClientDataJSON,
} from "@oslojs/webauthn";
import { and, eq, gt, lt } from "drizzle-orm";
import { webauthnChallenge } from "../../../schema/tables";
import type { Database } from "../../db";

const CHALLENGE_MS = 5 * 60_000;
const RP_NAME = "Café Talk admin";

/** Where a ceremony happens: the origin the browser shows and its host, the RP id. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingPartyOf(requestUrl: string): RelyingParty {
  const url = new URL(requestUrl);
  return { id: url.hostname, origin: url.origin };
}

const challengeDigest = (challenge: Uint8Array) => encodeHexLowerCase(sha256(challenge));

/** A new challenge, stored; base64url as the JSON options carry it. */
export async function newChallenge(db: Database, now = Date.now()): Promise<string> {
  const challenge = crypto.getRandomValues(new Uint8Array(32));
  await db
    .insert(webauthnChallenge)
    .values({ digest: challengeDigest(challenge), expiresAt: new Date(now + CHALLENGE_MS) });
  return encodeBase64urlNoPadding(challenge);
}

/** True once for a challenge this Worker handed out in the last five minutes. */
async function consumeChallenge(db: Database, challenge: Uint8Array, now: number): Promise<boolean> {
  const used = await db
    .delete(webauthnChallenge)
    .where(
      and(eq(webauthnChallenge.digest, challengeDigest(challenge)), gt(webauthnChallenge.expiresAt, new Date(now))),
    )
    .returning({ digest: webauthnChallenge.digest });
  return used.length === 1;
}

/** Challenges nobody answered, for the purge. */
export const expiredChallenges = (now: number) => lt(webauthnChallenge.expiresAt, new Date(now));

/** Options for navigator.credentials.create, in WebAuthn's JSON form (parseCreationOptionsFromJSON). */
export function creationOptions(
  rp: RelyingParty,
  user: { id: number; email: string; name: string | null },
  challenge: string,
  existing: string[],
) {
  return {
    challenge,
    rp: { id: rp.id, name: RP_NAME },
    user: {
      id: encodeBase64urlNoPadding(new TextEncoder().encode(`admin:${user.id}`)),
      name: user.email,
      displayName: user.name || user.email,
    },
    pubKeyCredParams: [
      { type: "public-key", alg: coseAlgorithmES256 },
      { type: "public-key", alg: coseAlgorithmRS256 },
    ],
    excludeCredentials: existing.map((id) => ({ type: "public-key", id })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
    attestation: "none",
    timeout: CHALLENGE_MS,
  };
}

/** Options for navigator.credentials.get: any passkey of this site (discoverable credentials). */
export const requestOptions = (rp: RelyingParty, challenge: string) => ({
  challenge,
  rpId: rp.id,
  userVerification: "required",
  timeout: CHALLENGE_MS,
});

export class PasskeyError extends Error {}

const bytes = (value: string) => {
  try {
    return decodeBase64urlIgnorePadding(value);
  } catch {
    throw new PasskeyError("malformed");
  }
};

function checkClientData(clientDataJSON: Uint8Array, type: ClientDataType, rp: RelyingParty) {
  let clientData: ReturnType<typeof parseClientDataJSON>;
  try {
    clientData = parseClientDataJSON(clientDataJSON);
  } catch {
    throw new PasskeyError("malformed");
  }
  if (clientData.type !== type) throw new PasskeyError("wrong_type");
  if (clientData.origin !== rp.origin) throw new PasskeyError("wrong_origin");
  if (clientData.crossOrigin) throw new PasskeyError("cross_origin");
  return clientData;
}

/** A P-256 coordinate as SEC1 writes it: 32 bytes, big-endian, leading zeros kept. */
const coordinate = (value: bigint) => decodeHex(value.toString(16).padStart(2 * p256.size, "0"));

/**
 * `0x04 ‖ x ‖ y`. Not ECDSAPublicKey.encodeSEC1Uncompressed: @oslojs/crypto 1.0.1 pads x but
 * not y, so one key in 256 (y below 2^248) was stored shifted and could never sign in.
 */
function sec1Uncompressed(x: bigint, y: bigint): Uint8Array {
  const bytes = new Uint8Array(1 + 2 * p256.size);
  bytes[0] = 0x04;
  bytes.set(coordinate(x), 1);
  bytes.set(coordinate(y), 1 + p256.size);
  return bytes;
}

/**
 * The P-256 key a passkey row holds. A key stored before the padding fix has y shifted one byte
 * left (a zero byte last); it is read back as the authenticator sent it.
 */
function storedP256Key(stored: Uint8Array): ECDSAPublicKey {
  const key = decodeSEC1PublicKey(p256, stored);
  if (p256.isOnCurve(key) || stored[stored.length - 1] !== 0) return key;
  return new ECDSAPublicKey(p256, key.x, key.y >> 8n);
}

/** A registration's answer (`credential.toJSON()`), checked; answers what to store. */
export async function verifyRegistration(
  db: Database,
  rp: RelyingParty,
  response: { attestationObject: string; clientDataJSON: string },
  now = Date.now(),
): Promise<{ id: string; algorithm: number; publicKey: string; signCount: number }> {
  const clientData = checkClientData(bytes(response.clientDataJSON), ClientDataType.Create, rp);
  let attestation: ReturnType<typeof parseAttestationObject>;
  try {
    attestation = parseAttestationObject(bytes(response.attestationObject));
  } catch {
    throw new PasskeyError("malformed");
  }
  const { attestationStatement, authenticatorData } = attestation;
  if (attestationStatement.format !== AttestationStatementFormat.None) throw new PasskeyError("attestation");
  if (!authenticatorData.verifyRelyingPartyIdHash(rp.id)) throw new PasskeyError("wrong_rp");
  if (!authenticatorData.userPresent || !authenticatorData.userVerified) throw new PasskeyError("not_verified");
  const credential = authenticatorData.credential;
  if (!credential) throw new PasskeyError("malformed");
  const algorithm = credential.publicKey.algorithm();
  let publicKey: Uint8Array;
  if (algorithm === coseAlgorithmES256) {
    const key = credential.publicKey.ec2();
    if (key.curve !== coseEllipticCurveP256) throw new PasskeyError("algorithm");
    publicKey = sec1Uncompressed(key.x, key.y);
  } else if (algorithm === coseAlgorithmRS256) {
    const key = credential.publicKey.rsa();
    publicKey = new RSAPublicKey(key.n, key.e).encodePKCS1();
  } else {
    throw new PasskeyError("algorithm");
  }
  // Last, so a malformed answer does not use up the challenge of a ceremony still under way.
  if (!(await consumeChallenge(db, clientData.challenge, now))) throw new PasskeyError("challenge");
  return {
    id: encodeBase64urlNoPadding(credential.id),
    algorithm,
    publicKey: encodeBase64(publicKey),
    signCount: authenticatorData.signatureCounter,
  };
}

/** A sign-in's answer (`credential.toJSON()`): the credential id it names, before its key is looked up. */
export interface AssertionResponse {
  id: string;
  response: { clientDataJSON: string; authenticatorData: string; signature: string };
}

/**
 * Checks a sign-in's answer against the stored passkey it names; answers the authenticator's
 * signature counter, for the caller to check against the stored one (acceptPasskeyUse).
 */
export async function verifyAssertion(
  db: Database,
  rp: RelyingParty,
  answer: AssertionResponse,
  passkey: { algorithm: number; publicKey: string },
  now = Date.now(),
): Promise<number> {
  const clientDataJSON = bytes(answer.response.clientDataJSON);
  const authenticatorDataBytes = bytes(answer.response.authenticatorData);
  const signature = bytes(answer.response.signature);
  const clientData = checkClientData(clientDataJSON, ClientDataType.Get, rp);
  let authenticatorData: ReturnType<typeof parseAuthenticatorData>;
  try {
    authenticatorData = parseAuthenticatorData(authenticatorDataBytes);
  } catch {
    throw new PasskeyError("malformed");
  }
  if (!authenticatorData.verifyRelyingPartyIdHash(rp.id)) throw new PasskeyError("wrong_rp");
  if (!authenticatorData.userPresent || !authenticatorData.userVerified) throw new PasskeyError("not_verified");
  const hash = sha256(createAssertionSignatureMessage(authenticatorDataBytes, clientDataJSON));
  const key = decodeBase64(passkey.publicKey);
  let valid = false;
  try {
    valid =
      passkey.algorithm === coseAlgorithmES256
        ? verifyECDSASignature(storedP256Key(key), hash, decodePKIXECDSASignature(signature))
        : verifyRSASSAPKCS1v15Signature(decodePKCS1RSAPublicKey(key), sha256ObjectIdentifier, hash, signature);
  } catch {
    valid = false;
  }
  if (!valid) throw new PasskeyError("signature");
  if (!(await consumeChallenge(db, clientData.challenge, now))) throw new PasskeyError("challenge");
  return authenticatorData.signatureCounter;
}
