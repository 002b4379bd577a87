import { HUMAN_CHECK_SITE_KEY_META } from "../../schema/api";
import type { Env } from "../env";
import type { SeoSettings } from "../site/seo-settings";
import { metaTag } from "./head";

const withNonce = (html: string, nonce: string) => html.replace(/<script\b/gi, `<script nonce="${nonce}"`);

/** The admin's own head and body snippets, as given, their scripts carrying this page's nonce. */
export function customSnippets(settings: SeoSettings | null, nonce: string) {
  return {
    head: settings?.customHeadScripts ? withNonce(settings.customHeadScripts, nonce) : "",
    body: settings?.customBodyScripts ? withNonce(settings.customBodyScripts, nonce) : "",
  };
}

/** The public site key of the optional Turnstile check, for the forms: only when the server checks. */
export function humanCheckSiteKey(env: Pick<Env, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">): string {
  return env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
    ? metaTag("name", HUMAN_CHECK_SITE_KEY_META, env.TURNSTILE_SITE_KEY)
    : "";
}
