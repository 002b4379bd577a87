import type { Env } from "../../env";
import type { SigningKeySource } from "./signature";

export const MAILCHANNELS_KEY_URL = "https://api.mailchannels.net/tx/v1/webhook/public-key";
/** Keys change only when MailChannels rotates them; an unknown id is asked again after a minute. */
const KEY_TTL_MS = 24 * 3_600_000;
const MISSING_TTL_MS = 60_000;

/** MailChannels could not be asked for a key: the sender should try again later (503). */
export class SigningKeyUnavailable extends Error {}

const fetched = new Map<string, { key: string | null; until: number }>();

/**
 * Where the webhook's public keys come from. `MAILCHANNELS_WEBHOOK_KEYS` pins them (JSON: key id
 * → SPKI key in base64 or PEM), which tests use and production may; otherwise each key is fetched
 * from MailChannels by the id in the request, and kept in the isolate for a day.
 */
export function signingKeySource(env: Env, fetcher: typeof fetch = fetch, now = Date.now): SigningKeySource {
  if (env.MAILCHANNELS_WEBHOOK_KEYS) {
    let pinned: unknown;
    try {
      pinned = JSON.parse(env.MAILCHANNELS_WEBHOOK_KEYS);
    } catch {
      throw new SigningKeyUnavailable("MAILCHANNELS_WEBHOOK_KEYS is not JSON ({ key id: public key }).");
    }
    return async (keyId) => {
      const key = (pinned as Record<string, unknown>)?.[keyId];
      return typeof key === "string" && Object.hasOwn(pinned as object, keyId) ? key : null;
    };
  }
  return async (keyId) => {
    const known = fetched.get(keyId);
    if (known && known.until > now()) return known.key;
    let res: Response;
    try {
      res = await fetcher(`${MAILCHANNELS_KEY_URL}?id=${encodeURIComponent(keyId)}`, {
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      throw new SigningKeyUnavailable(`MailChannels' key service did not answer: ${String(error)}`);
    }
    if (res.status === 404 || res.status === 400) {
      fetched.set(keyId, { key: null, until: now() + MISSING_TTL_MS });
      return null;
    }
    const body = (await res.json().catch(() => null)) as { key?: unknown } | null;
    if (!res.ok || typeof body?.key !== "string") {
      throw new SigningKeyUnavailable(`MailChannels' key service answered HTTP ${res.status}.`);
    }
    fetched.set(keyId, { key: body.key, until: now() + KEY_TTL_MS });
    return body.key;
  };
}
