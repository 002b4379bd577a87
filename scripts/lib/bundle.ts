import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { LOCALES, type Locale } from "../../schema/constants.ts";

/** Issue 8's budget for the landing page's first-load JavaScript (gzip), in every language. */
export const FIRST_LOAD_JS_BUDGET = 100 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  /** The first load of the language whose first load is heaviest. */
  firstLoadJs: { file: string; gzip: number }[];
  /** First-load JavaScript in each language: the page's code plus that language's texts. */
  firstLoadJsByLocale: { locale: Locale; gzip: number }[];
  /**
   * The sections below the fold (and what they need beyond the first load): not needed to show
   * the page or use its header and hero, they start loading when hydration starts.
   */
  belowTheFoldJs: { file: string; gzip: number }[];
  firstLoadCss: { file: string; gzip: number }[];
  lazyJs: { file: string; gzip: number }[];
  /** Admin screens found in what the public page loads (must be empty). */
  adminInFirstLoad: string[];
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** A chunk and everything it imports statically. */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

const BELOW_THE_FOLD = "web/features/landing/BelowTheFold.tsx";

/** One language's text modules (web/i18n/messages.ts: `messages.fr.ts`, `i18n/fr.ts`). */
const isTextsOf = (locale: Locale, key: string) => key.endsWith(`.${locale}.ts`) || key.endsWith(`/i18n/${locale}.ts`);

/**
 * What the landing page loads before any interaction, gzip-compressed, from Vite's manifest: its
 * entry (landing.html's script) and everything that imports statically, plus the texts of the
 * page's language, which the entry loads before hydrating. Chunks it loads on demand (the forms,
 * the language menu, the toaster) are lazy.
 */
export function bundleReport(dist = "dist/client"): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  if (!manifest["landing.html"]) throw new Error(`${dist} has no landing.html entry: run \`npm run build\` first`);
  const code = closure(manifest, ["landing.html"]);
  const loadedTexts = (locale: Locale) =>
    [...code].flatMap((key) => manifest[key]!.dynamicImports ?? []).filter((key) => isTextsOf(locale, key));
  const sized = (files: string[]) => files.map((file) => ({ file, gzip: gzipSize(join(dist, file)) }));
  const filesOf = (keys: Set<string>) => [...new Set([...keys].map((key) => manifest[key]!.file))];

  const byLocale = LOCALES.map((locale) => {
    const files = sized(filesOf(closure(manifest, loadedTexts(locale), new Set(code))));
    return { locale, files, gzip: total(files) };
  }).sort((a, b) => b.gzip - a.gzip);
  const firstFiles = new Set(byLocale.flatMap(({ files }) => files.map(({ file }) => file)));
  const allJs = [
    ...new Set(
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith(".js")),
    ),
  ];
  const css = [...new Set([...code].flatMap((key) => manifest[key]!.css ?? []))];

  // Admin-only texts: if one of them is in the first load, admin code ships to every visitor.
  const adminMarkers = ["Café Talk admin", "Compose newsletter", "Are you sure you want to delete"];
  const firstSource = [...firstFiles].map((file) => readFileSync(join(dist, file), "utf8")).join("\n");
  const belowTheFold = filesOf(closure(manifest, [BELOW_THE_FOLD])).filter((file) => !firstFiles.has(file));
  return {
    firstLoadJs: byLocale[0]!.files,
    belowTheFoldJs: sized(belowTheFold),
    firstLoadJsByLocale: byLocale.map(({ locale, gzip }) => ({ locale, gzip })),
    firstLoadCss: sized(css),
    lazyJs: sized(allJs.filter((file) => !firstFiles.has(file))),
    adminInFirstLoad: adminMarkers.filter((marker) => firstSource.includes(marker)),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const total = (items: { gzip: number }[]) => items.reduce((sum, item) => sum + item.gzip, 0);
