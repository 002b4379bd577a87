/**
 * A developer's own machine: plain http, test secrets and captured mail are only allowed there.
 * One list, so every check agrees (the cookie's had no `.localhost`, Turnstile's none).
 */
function isLocalHostname(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]"
  );
}

/** The same for a whole address; anything that is not a URL is not local. */
export function isLocalUrl(url: string): boolean {
  try {
    return isLocalHostname(new URL(url).hostname);
  } catch {
    return false;
  }
}
