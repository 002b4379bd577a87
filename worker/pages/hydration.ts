import type { InlineScripts } from "./inline-scripts";
import { scriptJson } from "./structured-data";

/**
 * The landing page arrives rendered, so its script only makes it interactive. Fetched as Vite
 * writes it (in the head, every chunk preloaded), that script would share a slow phone's
 * bandwidth and CPU with the CSS and fonts the first paint is waiting for. This takes the
 * page's script and preloads out of the head and starts them from the end of the body once
 * the page has painted.
 */
export class HydrationAfterPaint {
  private entry: string | null = null;
  private readonly preloads: string[] = [];

  /** Removes one of the page's `<script type="module" src>` or `<link rel="modulepreload">`, keeping its address. */
  take(element: Element) {
    const src = element.getAttribute("src");
    const href = element.getAttribute("href");
    if (element.tagName === "script" && src) this.entry = src;
    else if (href) this.preloads.push(href);
    element.remove();
  }

  /** The inline script, allowed by its hash, that loads them after the first paint. */
  script(scripts: InlineScripts): string {
    if (!this.entry) return "";
    const files = scriptJson({ entry: this.entry, preloads: this.preloads });
    // Two frames: the first runs before the paint, the second after it.
    return scripts.tag(
      `(function(f){function add(tag,props){var el=document.createElement(tag);Object.assign(el,props);el.crossOrigin="";document.head.appendChild(el)}requestAnimationFrame(function(){requestAnimationFrame(function(){f.preloads.forEach(function(href){add("link",{rel:"modulepreload",href:href})});add("script",{type:"module",src:f.entry})})})})(${files})`,
    );
  }
}
