/**
 * A passkey authenticator for Worker tests, as a browser's would answer: a P-256 key made with
 * WebCrypto, registrations with "none" attestation, signed sign-ins. Only what WebAuthn puts on
 * the wire (CBOR, COSE key, authenticator data, DER signature), so the Worker's checks run as
 * they do for a real browser. End-to-end tests use Chromium's virtual authenticator instead.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 0xff];
}

function cbor(value: Cbor): number[] {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    return [...head(3, bytes.length), ...bytes];
  }
  if (value instanceof Uint8Array) return [...head(2, value.length), ...value];
  if (Array.isArray(value)) return [...head(4, value.length), ...value.flatMap(cbor)];
  return [...head(5, value.size), ...[...value].flatMap(([k, v]) => [...cbor(k), ...cbor(v)])];
}

const concat = (...parts: (Uint8Array | number[])[]) => new Uint8Array(parts.flatMap((part) => [...part]));
const b64url = encodeBase64urlNoPadding;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** IEEE P1363 (r‖s, what WebCrypto signs) to the DER SEQUENCE WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    const trimmed = bytes.slice(i);
    const padded = trimmed[0]! & 0x80 ? concat([0], trimmed) : trimmed;
    return concat([0x02, padded.length], padded);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat([0x30, body.length], body);
}

const UP_UV = 0x01 | 0x04;
const ATTESTED = 0x40;

/** A signature counter as authenticator data carries it: 32 bits, big-endian. */
const counterBytes = (counter: number) => [
  counter >>> 24,
  (counter >>> 16) & 0xff,
  (counter >>> 8) & 0xff,
  counter & 0xff,
];

export class TestAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  private keys?: CryptoKeyPair;
  private signCount = 0;

  constructor(
    private readonly origin: string,
    /** Flags the authenticator sets; without UV the Worker must refuse. */
    private readonly flags = UP_UV,
  ) {}

  get id() {
    return b64url(this.credentialId);
  }

  private get rpId() {
    return new URL(this.origin).hostname;
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin = this.origin) {
    return utf8(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /**
   * `credential.toJSON().response` of navigator.credentials.create for these options. `keyWith`
   * picks the key: new ones are made until its uncompressed public key (`04 ‖ x ‖ y`) passes.
   */
  async register(
    options: { challenge: string },
    { origin = this.origin, keyWith = (_raw: Uint8Array): boolean => true } = {},
  ) {
    let raw: Uint8Array;
    do {
      this.keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
        "sign",
        "verify",
      ])) as CryptoKeyPair;
      raw = new Uint8Array((await crypto.subtle.exportKey("raw", this.keys.publicKey)) as ArrayBuffer);
    } while (!keyWith(raw));
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, raw.slice(1, 33)],
      [-3, raw.slice(33, 65)],
    ]);
    const authData = concat(
      sha256(utf8(this.rpId)),
      [this.flags | ATTESTED, 0, 0, 0, 0],
      new Uint8Array(16),
      [0, this.credentialId.length],
      this.credentialId,
      cbor(coseKey),
    );
    const attestationObject = new Uint8Array(
      cbor(
        new Map<Cbor, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      ),
    );
    return {
      attestationObject: b64url(attestationObject),
      clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, origin)),
    };
  }

  /**
   * `credential.toJSON()` of navigator.credentials.get for these options. The signature counter
   * goes up by one each time, as an authenticator's does, unless `counter` says what to send
   * (a copy of the key, or an authenticator that keeps no counter and sends 0).
   */
  async signIn(options: { challenge: string }, { origin = this.origin, counter = this.signCount + 1 } = {}) {
    if (!this.keys) throw new Error("register first");
    this.signCount = counter;
    const authenticatorData = concat(sha256(utf8(this.rpId)), [this.flags], counterBytes(counter));
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const signed = concat(authenticatorData, sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed),
    );
    return {
      id: this.id,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(derSignature(raw)),
      },
    };
  }
}

/** An authenticator that checked presence but not the user (no PIN, no biometrics). */
export const PRESENCE_ONLY = 0x01;
