import type { ValidSession } from "./auth/session";

/** Bindings and variables of the Worker (wrangler.toml, .dev.vars, `wrangler secret`). */
export interface Env {
  DB: D1Database;
  /** Read-mostly caches: SEO settings and public lists. */
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  /** Public origin used in emails, canonical links and the sitemap. */
  PUBLIC_BASE_URL: string;
  /** Login page of the external member app. */
  MEMBER_APP_URL: string;
  /** "capture" (local and tests), "mailchannels" or "cloudflare". */
  EMAIL_TRANSPORT: string;
  /** Where the team is told about every join and contact form. */
  TEAM_EMAIL: string;
}

/** Hono's type parameter for this app. */
export interface AppBindings {
  Bindings: Env;
  Variables: {
    /** The signed-in admin's session, set by `loadSession`; null when signed out. */
    session: ValidSession | null;
  };
}
