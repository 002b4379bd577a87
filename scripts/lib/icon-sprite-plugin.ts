import { createHash } from "node:crypto";
import { CN, DE, ES, FR, GB, IT, PT, TN, TR } from "country-flag-icons/string/3x2";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";
import { FLAG_COUNTRIES, type FlagCountry, ICON_NAMES } from "../../web/components/icons/names.ts";

const MODULE_ID = "virtual:icon-sprite";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Lucide's drawing of one icon (the shapes inside its `<svg>`), from the same package and version
 * the admin's icons come from: rendered by its own component, so renamed icons (whose modules only
 * re-export another) work as they do in React.
 */
async function drawing(name: string): Promise<string> {
  const { default: component } = (await import(`lucide-react/icons/${name}`)) as { default: ComponentType };
  const markup = renderToStaticMarkup(createElement(component));
  return markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
}

/**
 * The flags of names.ts as country-flag-icons draws them (3×2 SVG text). Read here, at build time
 * only: the sprite gets these nine, the browser's JavaScript none; the type makes a flag added to
 * the list without its drawing fail the type check.
 */
const FLAG_DRAWINGS: Record<FlagCountry, string> = { CN, DE, ES, FR, GB, IT, PT, TN, TR };

/**
 * One country's flag as a symbol `flag-XX`, keeping the flag's own viewBox (its drawings use no
 * ids, so none can clash inside the sprite).
 */
function flagSymbol(country: FlagCountry): string {
  const svg = FLAG_DRAWINGS[country];
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox) throw new Error(`country-flag-icons' ${country} flag has no viewBox`);
  const inner = svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
  return `<symbol id="flag-${country}" viewBox="${viewBox}">${inner}</symbol>`;
}

/** Lucide's own defaults (24 grid, 2 px round stroke), set once on each symbol instead of on every use. */
async function spriteSource(): Promise<string> {
  const symbols = await Promise.all([
    ...ICON_NAMES.map(
      async (name) =>
        `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ` +
        `stroke-linecap="round" stroke-linejoin="round">${await drawing(name)}</symbol>`,
    ),
    ...FLAG_COUNTRIES.map(flagSymbol),
  ]);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/**
 * `import spriteUrl from "virtual:icon-sprite"`: the address of one SVG file holding every icon
 * and flag of `web/components/icons/names.ts`, named by its content's hash so it is cached for good under
 * `/assets/`. The client build writes the file; the landing page's server build and the tests get
 * the same address; the dev server answers it. Generated at build time, never committed, so it
 * cannot drift from lucide or from the list.
 */
export function iconSprite(): Plugin {
  let sprite: { source: string; fileName: string } | undefined;
  const build = async () => {
    if (!sprite) {
      const source = await spriteSource();
      const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
      sprite = { source, fileName: `assets/icons-${hash}.svg` };
    }
    return sprite;
  };

  return {
    name: "cafe-talk:icon-sprite",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      return `export default ${JSON.stringify(`/${(await build()).fileName}`)};`;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      const { fileName, source } = await build();
      this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const { fileName, source } = await build();
        if (request.url !== `/${fileName}`) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(source);
      });
    },
  };
}
