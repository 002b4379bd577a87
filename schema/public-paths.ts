/**
 * The public pages of a session and a café (issue 38): `/sessions/<id>-<slug>` and
 * `/cafes/<id>-<slug>`, in a language by `?lang=` like the landing page. The id finds the record;
 * the slug, made from the English title or the café's name, is only for people reading the link.
 * So a renamed session keeps its old links: the Worker answers a path whose slug is not the
 * current one with a permanent redirect to the current path.
 */

/** Lowercase ASCII words joined by hyphens: accents dropped, anything else a separator, at most 60 characters. */
function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
}

const withSlug = (prefix: string, id: number, name: string) => {
  const slug = slugify(name);
  return slug ? `${prefix}/${id}-${slug}` : `${prefix}/${id}`;
};

/** A session's page: its id, then its English title as a slug. */
export const sessionPath = (session: { id: number; title: string }) => withSlug("/sessions", session.id, session.title);

/** A café's page: its id, then its name as a slug. */
export const cafePath = (cafe: { id: number; name: string }) => withSlug("/cafes", cafe.id, cafe.name);

/** The record a public path names (`/sessions/12-english-at-lino` → session 12), or null for another path. */
export function parsePublicPath(path: string): { kind: "session" | "cafe"; id: number; slug: string } | null {
  const match = /^\/(sessions|cafes)\/(\d{1,9})(?:-([^/]*))?\/?$/.exec(path);
  if (!match) return null;
  return { kind: match[1] === "sessions" ? "session" : "cafe", id: Number(match[2]), slug: match[3] ?? "" };
}

/**
 * A session's or café's share image (1200×630 PNG) in a language: what its page's `og:image`
 * names. `version` changes when what the image shows changes, so previews never keep an old one.
 */
export const shareImagePath = (kind: "session" | "cafe", id: number, locale: string, version: string) =>
  `/share/${kind === "session" ? "sessions" : "cafes"}/${id}.${locale}.png?v=${encodeURIComponent(version)}`;

/** A page's path in a language, as a link on another page says it: `?lang=` but for English, the plain path. */
export const pagePath = (path: string, locale: string) => (locale === "en" ? path : `${path}?lang=${locale}`);
