/**
 * Tracking only after consent. When /admin/seo sets an analytics, tag manager or pixel id, public
 * pages carry no tracker: they carry the ids (inert JSON) and a small script, allowed by its hash
 * (inline-scripts.ts), that shows the banner and loads the trackers only once the visitor accepts (then on
 * every page for six months, until they change their mind from the footer). With Google's tags,
 * Consent Mode v2 starts with everything denied. With no id set, none of this is written.
 *
 * Plain JavaScript in a string, not a module of the SPA: it must cost the landing page nothing
 * when no id is set, run before the page's own code, and need no build step of its own. Scripts
 * it adds are trusted through the CSP's 'strict-dynamic'.
 */
import { CONSENT_COOKIE, CONSENT_SETTINGS_EVENT, trackingIds } from "../../schema/consent";
import { CONSENT_TEXTS } from "../../schema/consent-texts";
import type { SeoSettings } from "../site/seo-settings";
import type { InlineScripts } from "./inline-scripts";
import { scriptJson } from "./structured-data";

const CONSENT_CONFIG_ELEMENT_ID = "tracking-consent";
const CONSENT_BANNER_ID = "consent-banner";

const RUNTIME = `(function () {
  var d = document, w = window;
  var config = JSON.parse(d.getElementById(${JSON.stringify(CONSENT_CONFIG_ELEMENT_ID)}).textContent);
  var ids = config.ids, cookie = config.cookie;
  var google = ids.googleAnalytics || ids.googleTagManager;
  w.dataLayer = w.dataLayer || [];
  function gtag() { w.dataLayer.push(arguments); }
  var ALL = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"];
  function consentOf(value) { var c = {}; ALL.forEach(function (k) { c[k] = value; }); return c; }
  if (google) { w.gtag = gtag; gtag("consent", "default", consentOf("denied")); }

  function remembered() {
    var match = d.cookie.match(new RegExp("(?:^|; )" + cookie.name + "=(granted|denied)"));
    return match ? match[1] : null;
  }
  function remember(value) {
    d.cookie = cookie.name + "=" + value + "; Max-Age=" + cookie.maxAgeSeconds + "; Path=/; SameSite=Lax" +
      (location.protocol === "https:" ? "; Secure" : "");
  }
  function load(src) { var s = d.createElement("script"); s.async = true; s.src = src; d.head.appendChild(s); }

  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (google) gtag("consent", "update", consentOf("granted"));
    if (ids.googleAnalytics) {
      gtag("js", new Date());
      gtag("config", ids.googleAnalytics);
      load("https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(ids.googleAnalytics));
    }
    if (ids.googleTagManager) {
      w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      load("https://www.googletagmanager.com/gtm.js?id=" + encodeURIComponent(ids.googleTagManager));
    }
    if (ids.pixels.length > 0 && !w.fbq) {
      var fbq = (w.fbq = function () { fbq.callMethod ? fbq.callMethod.apply(fbq, arguments) : fbq.queue.push(arguments); });
      w._fbq = w._fbq || fbq;
      fbq.push = fbq; fbq.loaded = true; fbq.version = "2.0"; fbq.queue = [];
      load("https://connect.facebook.net/en_US/fbevents.js");
      ids.pixels.forEach(function (id) { fbq("init", id); });
      fbq("track", "PageView");
    }
  }

  var banner = null, text, privacy, accept, refuse;
  function texts() { return config.texts[d.documentElement.lang] || config.texts.en; }
  function button() {
    var b = d.createElement("button");
    b.type = "button";
    b.style.cssText = "min-height:44px;min-width:7rem;padding:0.5rem 1.25rem;border-radius:9999px;border:2px solid #fff;" +
      "background:#fff;color:#1c1917;font:inherit;font-weight:600;cursor:pointer";
    return b;
  }
  function render() {
    var t = texts();
    banner.lang = d.documentElement.lang;
    banner.dir = d.documentElement.dir || "ltr";
    banner.setAttribute("aria-label", t.label);
    text.firstChild.nodeValue = t.message + " ";
    privacy.textContent = t.privacy;
    accept.textContent = t.accept;
    refuse.textContent = t.refuse;
  }
  function build() {
    banner = d.createElement("section");
    banner.id = ${JSON.stringify(CONSENT_BANNER_ID)};
    // Fixed to the bottom of the viewport: it covers, it never moves the page (no layout shift).
    banner.style.cssText = "position:fixed;inset-inline:0;bottom:0;z-index:40;display:flex;flex-wrap:wrap;" +
      "align-items:center;justify-content:center;gap:0.75rem 1.5rem;padding:1rem;background:#1c1917;color:#fafaf9;" +
      "box-shadow:0 -4px 16px rgb(0 0 0 / 0.25);font-size:0.95rem;line-height:1.5";
    text = d.createElement("p");
    text.style.cssText = "margin:0;max-width:48rem";
    text.appendChild(d.createTextNode(""));
    privacy = d.createElement("a");
    privacy.href = "/privacy";
    privacy.style.cssText = "color:#fdba74;text-decoration:underline";
    text.appendChild(privacy);
    var actions = d.createElement("div");
    actions.style.cssText = "display:flex;gap:0.75rem";
    accept = button();
    refuse = button();
    accept.addEventListener("click", function () { decide("granted"); });
    refuse.addEventListener("click", function () { decide("denied"); });
    actions.appendChild(accept);
    actions.appendChild(refuse);
    banner.appendChild(text);
    banner.appendChild(actions);
    // First in the document, so keyboard and screen-reader users meet it before the page.
    d.body.insertBefore(banner, d.body.firstChild);
    // The language menu changes the page's language in place: the banner follows.
    new MutationObserver(render).observe(d.documentElement, { attributes: true, attributeFilter: ["lang", "dir"] });
  }
  function show() { if (!banner) build(); render(); banner.hidden = false; }
  function decide(value) {
    var was = started;
    remember(value);
    banner.hidden = true;
    if (value === "granted") start();
    // Trackers already running cannot be unloaded: a fresh page runs none.
    else if (was) location.reload();
  }
  w.addEventListener(${JSON.stringify(CONSENT_SETTINGS_EVENT)}, function () { show(); accept.focus(); });

  var choice = remembered();
  if (choice === "granted") start();
  // Shown once the page has loaded, its webfonts included: inserted earlier, it made the browser
  // paint the page before the fonts arrived, and their swap then moved the text (layout shift).
  else if (choice !== "denied") {
    if (d.readyState === "complete") show();
    else w.addEventListener("load", show);
  }
})();`;

/** The consent banner and the trackers behind it, for a public page's head; empty when no id is set. */
export function consentedTracking(settings: SeoSettings | null, scripts: InlineScripts): string {
  const ids = trackingIds(settings);
  if (!ids) return "";
  const config = { ids, cookie: CONSENT_COOKIE, texts: CONSENT_TEXTS };
  return [
    `<script type="application/json" id="${CONSENT_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`,
    scripts.tag(RUNTIME),
  ].join("\n");
}
