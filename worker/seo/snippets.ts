import { HUMAN_CHECK_SITE_KEY_META } from "../../schema/api";
import { TRACKING_ID_FORMATS } from "../../schema/constants";
import type { Env } from "../env";
import { metaTag } from "./head";
import type { SeoSettings } from "./settings";

const withNonce = (html: string, nonce: string) => html.replace(/<script\b/gi, `<script nonce="${nonce}"`);

/** Analytics, tag manager and pixel snippets, once each, only for well-formed ids. */
export function trackingSnippets(settings: SeoSettings | null, nonce: string): string {
  if (!settings) return "";
  const parts: string[] = [];
  const ga = settings.googleAnalyticsId?.trim();
  if (ga && TRACKING_ID_FORMATS.googleAnalytics.test(ga)) {
    parts.push(
      `<script async src="https://www.googletagmanager.com/gtag/js?id=${ga}"></script>`,
      `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","${ga}");</script>`,
    );
  }
  const gtm = settings.googleTagManagerId?.trim();
  if (gtm && TRACKING_ID_FORMATS.googleTagManager.test(gtm)) {
    parts.push(
      `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({"gtm.start":new Date().getTime(),event:"gtm.js"});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src="https://www.googletagmanager.com/gtm.js?id="+i;var n=d.querySelector("script[nonce]");if(n)j.nonce=n.nonce;f.parentNode.insertBefore(j,f)})(window,document,"script","dataLayer","${gtm}");</script>`,
    );
  }
  const pixels = [
    ...new Set(
      [settings.facebookPixelId?.trim(), settings.metaPixelId?.trim()].filter((id): id is string =>
        Boolean(id && TRACKING_ID_FORMATS.pixel.test(id)),
      ),
    ),
  ];
  if (pixels.length > 0) {
    parts.push(
      `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version="2.0";n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,"script","https://connect.facebook.net/en_US/fbevents.js");${pixels.map((id) => `fbq("init","${id}");`).join("")}fbq("track","PageView");</script>`,
    );
  }
  return withNonce(parts.join("\n"), nonce);
}

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
