/**
 * `npm run fonts:arabic`: writes web/fonts/ — the Arabic webfont's subsets and their @font-face
 * rules (scripts/lib/arabic-font.ts). Run it after updating @fontsource/noto-sans-arabic or the
 * ranges; scripts/arabic-font.test.ts fails until the files match.
 */
import { writeFileSync } from "node:fs";
import { ARABIC_WEIGHTS, arabicFontCss, arabicSubset, subsetFileName } from "./lib/arabic-font.ts";

const folder = new URL("../web/fonts/", import.meta.url);
for (const weight of ARABIC_WEIGHTS) {
  const font = await arabicSubset(weight);
  writeFileSync(new URL(subsetFileName(weight), folder), font);
  console.log(`web/fonts/${subsetFileName(weight)}: ${(font.length / 1024).toFixed(1)} KB`);
}
writeFileSync(new URL("noto-sans-arabic.css", folder), arabicFontCss());
console.log("web/fonts/noto-sans-arabic.css");
