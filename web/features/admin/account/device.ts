import Bowser from "bowser";

/**
 * A session's browser in words, from the User-Agent it signed in with: "Firefox on Linux",
 * "Safari on iOS (mobile)". Bowser reads the many User-Agent dialects; an unreadable one shows as it is.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (!browser && !os) return userAgent;
  const platform =
    parsed.platform.type === "mobile" || parsed.platform.type === "tablet" ? ` (${parsed.platform.type})` : "";
  return `${browser ?? "A browser"}${os ? ` on ${os}` : ""}${platform}`;
}
