import type { Env } from "../../env";
import type { SigningKeySource } from "./signature";

export const MAILCHANNELS_KEY_URL = "https://api.mailchannels.net/tx/v1/webhook/public-key";
/** Keys change only when MailChannels rotates them; an unknown id is asked again after a minute. */
const KEY_TTL_MS = 24 * 3_600_000;
const MISSING_TTL_MS = 60_000;
/**
 * Anyone can post a request naming a made-up key id. MailChannels has a handful of keys, so this
 * many ids (known or not) are remembered, the least recently used dropped first, and this many
 * ids not remembered are asked for a minute: beyond, the request is refused with 503 (the
 * provider retries it) instead of making the Worker fetch, or remember, without limit.
 */
export const MAX_KEPT_KEY_IDS = 32;
export const MAX_LOOKUPS_PER_MINUTE = 10;
/** Longer ids, or other characters, are no id MailChannels gives: never fetched. */
const KEY_ID = /^[\w.-]{1,128}$/;

/** MailChannels could not be asked for a key: the sender should try again later (503). */
export class SigningKeyUnavailable extends Error {}

/** The keys one isolate has fetched (or found missing), and when it last asked for new ones. */
export class FetchedKeys {
  private readonly kept = new Map<string, { key: string | null; until: number }>();
  private lookups: number[] = [];

  find(keyId: string, nowMs: number): string | null | undefined {
    const known = this.kept.get(keyId);
    if (!known || known.until <= nowMs) return undefined;
    // Most recently used last, so the eviction in keep() drops the least used.
    this.kept.delete(keyId);
    this.kept.set(keyId, known);
    return known.key;
  }

  keep(keyId: string, key: string | null, untilMs: number) {
    this.kept.delete(keyId);
    this.kept.set(keyId, { key, until: untilMs });
    while (this.kept.size > MAX_KEPT_KEY_IDS) this.kept.delete(this.kept.keys().next().value!);
  }

  /** Counts a lookup against the minute's budget; false when it is spent. */
  mayLookUp(nowMs: number): boolean {
    this.lookups = this.lookups.filter((at) => at > nowMs - 60_000);
    if (this.lookups.length >= MAX_LOOKUPS_PER_MINUTE) return false;
    this.lookups.push(nowMs);
    return true;
  }
}

const isolateKeys = new FetchedKeys();

/**
 * Where the webhook's public keys come from. `MAILCHANNELS_WEBHOOK_KEYS` pins them (JSON: key id
 * → SPKI key in base64 or PEM), which tests use and production may; otherwise each key is fetched
 * from MailChannels by the id in the request, and kept in the isolate for a day.
 */
export function signingKeySource(
  env: Env,
  fetcher: typeof fetch = fetch,
  now = Date.now,
  keys: FetchedKeys = isolateKeys,
): SigningKeySource {
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
    if (!KEY_ID.test(keyId)) return null;
    const known = keys.find(keyId, now());
    if (known !== undefined) return known;
    if (!keys.mayLookUp(now())) {
      throw new SigningKeyUnavailable(
        `more than ${MAX_LOOKUPS_PER_MINUTE} unknown key ids were asked for this minute.`,
      );
    }
    let res: Response;
    try {
      res = await fetcher(`${MAILCHANNELS_KEY_URL}?id=${encodeURIComponent(keyId)}`, {
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      throw new SigningKeyUnavailable(`MailChannels' key service did not answer: ${String(error)}`);
    }
    if (res.status === 404 || res.status === 400) {
      keys.keep(keyId, null, now() + MISSING_TTL_MS);
      return null;
    }
    const body = (await res.json().catch(() => null)) as { key?: unknown } | null;
    if (!res.ok || typeof body?.key !== "string") {
      throw new SigningKeyUnavailable(`MailChannels' key service answered HTTP ${res.status}.`);
    }
    keys.keep(keyId, body.key, now() + KEY_TTL_MS);
    return body.key;
  };
}
