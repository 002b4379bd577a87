import type { Env } from "../env";

/** IndexNow's own rule for a key: 8 to 128 of a-z, A-Z, 0-9 and "-". */
const KEY = /^[a-zA-Z0-9-]{8,128}$/;

/** The IndexNow key, or null while it is unset or not a valid one: then IndexNow is off. */
export function indexNowKey(env: Pick<Env, "INDEXNOW_KEY">): string | null {
  const key = env.INDEXNOW_KEY?.trim();
  return key && KEY.test(key) ? key : null;
}
