import type { Context } from "hono";
import { isLocalUrl } from "./local-host";

/** Every request on a developer's machine (npm start, tests on localhost) is this one client. */
const LOCAL_CLIENT = "local";
/** Every request that reached a deployed Worker without Cloudflare's address: one shared client. */
const UNKNOWN_CLIENT = "unknown";

let missingAddressReported = false;

/**
 * The client's address as Cloudflare saw it, or null where it cannot be trusted. Cloudflare sets
 * CF-Connecting-IP on every request it delivers, replacing any the client sent. On a local host
 * nothing replaces it (wrangler dev only fills it in when it is absent), so a client could name
 * any address and never meet a per-client limit: there it is not read. A deployed Worker without
 * it is misconfigured (reached some other way than through Cloudflare's edge); that is logged
 * once per isolate.
 */
export function connectingAddress(c: Context): string | null {
  if (isLocalUrl(c.req.url)) return null;
  const address = c.req.header("CF-Connecting-IP")?.trim();
  if (address) return address;
  if (!missingAddressReported) {
    missingAddressReported = true;
    console.error(
      `misconfiguration: a request to ${new URL(c.req.url).host} came without CF-Connecting-IP; such requests share one per-client limit`,
    );
  }
  return null;
}

/**
 * What per-client limits count under: the address Cloudflare saw, else one client shared by every
 * request whose address is not known, so a missing header never frees anyone from a limit.
 */
export function clientAddress(c: Context): string {
  return connectingAddress(c) ?? (isLocalUrl(c.req.url) ? LOCAL_CLIENT : UNKNOWN_CLIENT);
}
