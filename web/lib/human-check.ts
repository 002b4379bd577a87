import { HUMAN_CHECK_HEADER, HUMAN_CHECK_SITE_KEY_META } from "@schema/api";
import { HONEYPOT_FIELD, honeypotFilled } from "@schema/inputs";
import { apiFetch } from "./api";
import { VisitorError } from "./visitor-error";

/** The part of Turnstile's browser API used here (https://developers.cloudflare.com/turnstile/). */
interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let loading: Promise<Turnstile> | null = null;

/** The site key the Worker wrote into the page; none means the check is off. */
function humanCheckSiteKey(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${HUMAN_CHECK_SITE_KEY_META}"]`)?.content || null;
}

/** Loads Turnstile's script once, with the page's CSP nonce ('strict-dynamic' trusts it then). */
function loadTurnstile(): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start")));
    script.onerror = () => {
      loading = null;
      reject(new Error("Turnstile could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * A Turnstile token for one submission: the widget is drawn inside the form and shows itself only
 * when the visitor has to interact (appearance "interaction-only").
 */
async function humanCheckToken(siteKey: string, container: HTMLElement): Promise<string> {
  const turnstile = await loadTurnstile();
  const host = document.createElement("div");
  container.append(host);
  return new Promise<string>((resolve, reject) => {
    const widgetId = turnstile.render(host, {
      sitekey: siteKey,
      appearance: "interaction-only",
      language: document.documentElement.lang || "auto",
      callback: (token: string) => {
        resolve(token);
        queueMicrotask(() => {
          turnstile.remove(widgetId);
          host.remove();
        });
      },
      "error-callback": () => reject(new VisitorError("human_check_failed")),
    });
  });
}

/** A public form refused in the browser because its honeypot was filled: nothing was sent. */
export class BotDetectedError extends VisitorError {
  constructor() {
    super("bot_detected");
    this.name = "BotDetectedError";
  }
}

/**
 * POSTs a public form, with a Turnstile token when the site has the check on. A filled honeypot
 * fails with BotDetectedError without a call (docs/product-rules.md#validation), and an empty one is not sent.
 */
export async function postPublicForm<T>(
  path: string,
  form: Record<string, unknown>,
  formElement: HTMLElement | null,
): Promise<T> {
  if (honeypotFilled(form)) throw new BotDetectedError();
  const { [HONEYPOT_FIELD]: _empty, ...body } = form;
  const siteKey = humanCheckSiteKey();
  const headers: Record<string, string> = siteKey
    ? { [HUMAN_CHECK_HEADER]: await humanCheckToken(siteKey, formElement ?? document.body) }
    : {};
  return apiFetch<T>(path, { method: "POST", headers, body: JSON.stringify(body) });
}
