import { type HeadTags, headHtml } from "./head";
import { HydrationAfterPaint } from "./hydration";
import type { InlineScripts } from "./inline-scripts";

export interface ShellParts {
  tags: HeadTags;
  /** HTML appended to the head after its tags (JSON-LD, initial data, snippets). */
  head: string;
  /** The root's server-rendered HTML; null leaves the root to the browser and the shell's scripts where they are. */
  rootHtml: string | null;
  /** HTML appended to the body (the admin's body snippet). */
  bodyEnd: string;
  /** Carried by every script and module preload of the shell. */
  nonce: string;
  /** The page's own inline scripts (the hydration loader goes there). */
  scripts: InlineScripts;
}

/**
 * Streams one of Vite's HTML shells through HTMLRewriter: the page's language and direction, its
 * title and head, the nonce on the shell's scripts, and, when the root arrives rendered, its
 * script moved after the first paint (hydration.ts).
 */
export function rewriteShell(
  shell: Response,
  { tags, head, rootHtml, bodyEnd, nonce, scripts }: ShellParts,
): Promise<string> {
  const hydration = new HydrationAfterPaint();
  return new HTMLRewriter()
    .on("html", { element: (el) => void el.setAttribute("lang", tags.lang).setAttribute("dir", tags.dir) })
    .on("title", { element: (el) => void el.setInnerContent(tags.title) })
    .on('meta[name="description"]', { element: (el) => void el.remove() })
    .on("script", { element: (el) => void el.setAttribute("nonce", nonce) })
    .on('link[rel="modulepreload"]', { element: (el) => void el.setAttribute("nonce", nonce) })
    .on('script[type="module"][src], link[rel="modulepreload"]', {
      element: (el) => void (rootHtml ? hydration.take(el) : undefined),
    })
    .on("head", { element: (el) => void el.append([headHtml(tags), head].filter(Boolean).join("\n"), { html: true }) })
    .on("#root", {
      element: (el) =>
        void (rootHtml
          ? el.setAttribute("data-server-rendered", "").setInnerContent(rootHtml, { html: true })
          : undefined),
    })
    .on("body", {
      element: (el) => void el.append([rootHtml ? hydration.script(scripts) : "", bodyEnd].join(""), { html: true }),
    })
    .transform(shell)
    .text();
}
