import { env, exports } from "cloudflare:workers";
import { database } from "../db";

export const db = () => database(env.DB);

export const BASE = "http://localhost:8787";

/** Sends a request through the Worker's real fetch handler; redirects are returned, not followed. */
export function call(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, BASE), { redirect: "manual", ...init }));
}

export async function json<T = unknown>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/**
 * For tests that change the stored SEO settings directly in D1 or KV, as an admin save would
 * not: drops both cached copies, so the next request reads what is stored.
 */
export async function forgetCachedSeoSettings() {
  const [{ invalidate }, { SEO_CACHE_KEY }] = await Promise.all([
    import("../cache/two-tier-cache"),
    import("../site/seo-settings"),
  ]);
  await invalidate(env, SEO_CACHE_KEY);
}
