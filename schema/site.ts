/**
 * The business's own details that the site shows (the footer of docs/product-rules.md#landing-page): set by an
 * admin in the back office's Site settings, never invented by the build (docs/architecture.md#operator-data-lives-in-d1).
 */

/**
 * The footer's networks in its order (docs/product-rules.md#landing-page), named as each brand writes itself, with the hosts
 * a profile link may be on: the network's domain itself or any of its subdomains (www., m., fr.…),
 * so a link copied from a phone or a localised site is accepted, and nothing else.
 */
export const SOCIAL_NETWORKS = [
  { id: "facebook", name: "Facebook", domains: ["facebook.com"] },
  { id: "instagram", name: "Instagram", domains: ["instagram.com"] },
  { id: "x", name: "X", domains: ["x.com", "twitter.com"] },
  { id: "youtube", name: "YouTube", domains: ["youtube.com"] },
  { id: "pinterest", name: "Pinterest", domains: ["pinterest.com"] },
  { id: "medium", name: "Medium", domains: ["medium.com"] },
  { id: "linkedin", name: "LinkedIn", domains: ["linkedin.com"] },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]["id"];

/** Whether `hostname` is `domain` or one of its subdomains. */
export const isOnDomain = (hostname: string, domain: string) => hostname === domain || hostname.endsWith(`.${domain}`);

/** The stats band's four figures (docs/product-rules.md#landing-page), in its order. */
export const SITE_STATS = ["languages", "teachers", "learners", "successRate"] as const;
export type SiteStat = (typeof SITE_STATS)[number];

/** Phone numbers are stored in E.164: "+" then 8 to 15 digits, the first not 0. */
export const E164_FORMAT = /^\+[1-9]\d{7,14}$/;

/** A stored E.164 number as `wa.me` wants it: digits only. */
export const whatsappUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, "")}`;

const TUNISIA = "216";
/** A Tunisian number without its country code: 8 digits, the first from 2 to 9 (mobiles, landlines). */
const TUNISIAN_NATIONAL = /^[2-9]\d{7}$/;

/**
 * A number as a visitor typed it ("22 123 456", "+216 22123456", "00216-22-123-456", "+33 6 12 34 56 78")
 * in E.164, or null when it cannot be read as one: 8 digits are a Tunisian number; any other
 * number needs its country code (+ or 00). Spaces, dots, dashes, slashes and brackets are ignored.
 */
export function toE164(typed: string): string | null {
  const compact = typed.trim().replace(/[\s.()/-]/g, "");
  const international = compact.startsWith("+") ? compact.slice(1) : compact.startsWith("00") ? compact.slice(2) : null;
  const digits = international ?? compact;
  if (!/^\d+$/.test(digits)) return null;
  if (international === null) {
    if (TUNISIAN_NATIONAL.test(digits)) return `+${TUNISIA}${digits}`;
    if (digits.startsWith(TUNISIA) && TUNISIAN_NATIONAL.test(digits.slice(TUNISIA.length))) return `+${digits}`;
    return null;
  }
  if (digits.startsWith(TUNISIA) && !TUNISIAN_NATIONAL.test(digits.slice(TUNISIA.length))) return null;
  const e164 = `+${digits}`;
  return E164_FORMAT.test(e164) ? e164 : null;
}
