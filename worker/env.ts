import type { ValidSession } from "./auth/session";

/** Bindings and variables of the Worker (wrangler.toml, .dev.vars, `wrangler secret`). */
export interface Env {
  DB: D1Database;
  /** Read-mostly caches: SEO settings and public lists. */
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  /** Per-client limit on public form submissions. */
  FORM_RATE_LIMITER: RateLimit;
  /** Public origin used in emails, canonical links and the sitemap. */
  PUBLIC_BASE_URL: string;
  /** Login page of the external member app. */
  MEMBER_APP_URL: string;
  /** "capture" (local and tests), "mailchannels" or "cloudflare". */
  EMAIL_TRANSPORT: string;
  /** "false" leaves all sending to the cron drain (the Worker tests use it to stay deterministic). */
  EMAIL_SEND_IMMEDIATELY?: string;
  /** Emails one cron run may send (default 500). */
  EMAIL_MAX_PER_RUN?: string;
  /** Sender address and name of every email. */
  EMAIL_FROM: string;
  EMAIL_FROM_NAME: string;
  /** Secret: MailChannels Email API key (EMAIL_TRANSPORT = "mailchannels"). */
  MAILCHANNELS_API_KEY?: string;
  /**
   * Optional: pins the public keys of MailChannels' delivery-event webhook (JSON: key id → SPKI
   * key). Unset, each key is fetched from MailChannels by the id in the request.
   */
  MAILCHANNELS_WEBHOOK_KEYS?: string;
  /** Optional `send_email` binding (EMAIL_TRANSPORT = "cloudflare"). */
  SEND_EMAIL?: SendEmail;
  /** Secret: signs newsletter unsubscribe links, so they can be rebuilt for every issue. */
  NEWSLETTER_TOKEN_SECRET: string;
  /** Where the team is told about every join and contact form. */
  TEAM_EMAIL: string;
  /** Optional Cloudflare Turnstile on the public forms: the public site key (var) and its secret. */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
}

/** Hono's type parameter for this app. */
export interface AppBindings {
  Bindings: Env;
  Variables: {
    /** The signed-in admin's session, set by `loadSession`; null when signed out. */
    session: ValidSession | null;
  };
}
