import type { Env } from "../env";
import { PUBLIC_READ_PATHS, type PublicReadPath, publicReadJson } from "../public/cached-reads";
import { readSeoSettings, type SeoSettings } from "../site/seo-settings";

/** What a page is written from, besides its path, its language and the build. */
export interface PageContent {
  settings: SeoSettings | null;
  /** The landing page's public reads as their cached JSON texts, keyed by API path; null on other pages. */
  reads: Record<PublicReadPath, string> | null;
  /**
   * A digest of all of it and of the vars a page shows: the content's version, under which a
   * written page is kept. A page kept under it is always what writing it again would give, so no
   * cache of it can ever be stale, however late KV or another isolate sees a change.
   */
  version: string;
}

type ContentEnv = Pick<Env, "DB" | "CACHE" | "PUBLIC_BASE_URL" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">;

/** The content of the landing page (with the public reads) or of any other page, through the caches of each. */
export async function pageContent(env: ContentEnv, landing: boolean): Promise<PageContent> {
  const [settings, texts] = await Promise.all([
    readSeoSettings(env),
    landing ? Promise.all(PUBLIC_READ_PATHS.map((path) => publicReadJson(env, path))) : null,
  ]);
  const reads = texts
    ? (Object.fromEntries(PUBLIC_READ_PATHS.map((path, i) => [path, texts[i]!])) as Record<PublicReadPath, string>)
    : null;
  const inputs = [
    settings,
    ...(texts ?? []),
    env.PUBLIC_BASE_URL,
    env.TURNSTILE_SITE_KEY ?? "",
    env.TURNSTILE_SECRET_KEY ? "checked" : "",
  ];
  return { settings, reads, version: await contentVersion(landing, inputs) };
}

/**
 * The caches hand out the same settings object and the same texts until they refresh theirs (every
 * few seconds), so the digest is computed again only then, not on every view.
 */
const lastVersions = new Map<boolean, { inputs: unknown[]; version: Promise<string> }>();

function contentVersion(landing: boolean, inputs: unknown[]): Promise<string> {
  const last = lastVersions.get(landing);
  if (last && last.inputs.length === inputs.length && last.inputs.every((input, i) => input === inputs[i])) {
    return last.version;
  }
  const version = digest(inputs.map((input) => (typeof input === "string" ? input : JSON.stringify(input))));
  lastVersions.set(landing, { inputs, version });
  return version;
}

export async function digest(parts: string[]): Promise<string> {
  const bytes = new TextEncoder().encode(parts.join("\u0000"));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
