/**
 * The Arabic webfont the public pages use: Noto Sans Arabic (fontsource's files) cut down to the
 * Arabic block, which Arabic as Tunisians write it lives in, plus the joiners and direction marks.
 * fontsource's "arabic" subset also carries the presentation forms, the Supplement and Extended
 * blocks (other languages' letters) and mathematical letters: twice the bytes, on every Arabic
 * first visit, before the page's text can settle (decision 0034). A character outside the range
 * still shows, in the phone's own Arabic font, because the @font-face says which characters it has.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

/** Inclusive code point ranges the subset keeps, in the order `unicode-range` lists them. */
const ARABIC_SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff], // Arabic
  [0x200c, 0x200f], // zero-width non-joiner and joiner, left-to-right and right-to-left marks
  [0xfd3e, 0xfd3f], // ornate parentheses
];

/** The weights the pages set Arabic in: body text, semibold labels, bold headings. */
export const ARABIC_WEIGHTS = [400, 600, 700] as const;

export const subsetFileName = (weight: number) => `noto-sans-arabic-${weight}.woff2`;

export const inArabicSubset = (codePoint: number) =>
  ARABIC_SUBSET_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = ARABIC_SUBSET_RANGES.map(([first, last]) => `U+${hex(first)}-${hex(last)}`).join(", ");

/** The @font-face rules web/styles.css imports, one per weight, naming the files beside them. */
export function arabicFontCss(): string {
  const faces = ARABIC_WEIGHTS.map(
    (weight) => `@font-face {
  font-family: "Noto Sans Arabic";
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url("./${subsetFileName(weight)}") format("woff2");
  unicode-range: ${unicodeRange};
}
`,
  );
  return `/* Written by \`npm run fonts:arabic\` (scripts/lib/arabic-font.ts, decision 0034): do not edit. */\n${faces.join("\n")}`;
}

/** One weight's subset, as WOFF2, made from the installed @fontsource/noto-sans-arabic file. */
export async function arabicSubset(weight: number): Promise<Buffer> {
  const source = createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  let text = "";
  for (const [first, last] of ARABIC_SUBSET_RANGES)
    for (let codePoint = first; codePoint <= last; codePoint++) text += String.fromCodePoint(codePoint);
  return subsetFont(readFileSync(source), text, { targetFormat: "woff2" });
}
