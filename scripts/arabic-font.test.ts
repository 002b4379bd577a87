/**
 * The Arabic webfont's subset (web/fonts/, decision 0034) is what `npm run fonts:arabic` makes
 * from the installed fontsource files, and every Arabic character the product writes itself (its
 * messages, the Worker's pages and emails, the seed) is one the subset draws, so none of the
 * interface falls back to another font. Part of `npm test` (node --test).
 */
import assert from "node:assert/strict";
import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { ARABIC_WEIGHTS, arabicFontCss, arabicSubset, inArabicSubset, subsetFileName } from "./lib/arabic-font.ts";

const root = join(import.meta.dirname, "..");
const fonts = join(root, "web/fonts");

test("web/fonts holds what npm run fonts:arabic makes from the installed fontsource files", async () => {
  assert.equal(readFileSync(join(fonts, "noto-sans-arabic.css"), "utf8"), arabicFontCss());
  for (const weight of ARABIC_WEIGHTS) {
    const committed = readFileSync(join(fonts, subsetFileName(weight)));
    assert.ok(
      committed.equals(await arabicSubset(weight)),
      `${subsetFileName(weight)} is stale: run npm run fonts:arabic`,
    );
  }
});

test("the subset is well under half of fontsource's Arabic files", () => {
  for (const weight of ARABIC_WEIGHTS) {
    const full = readFileSync(
      join(root, `node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`),
    );
    assert.ok(readFileSync(join(fonts, subsetFileName(weight))).length < full.length / 2);
  }
});

/** Arabic script's blocks: Arabic, Supplement, Extended-B and -A, Presentation Forms-A and -B. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

test("every Arabic character the product writes is in the subset", () => {
  const sources = [...globSync("{web,worker,schema}/**/*.{ts,tsx,html}", { cwd: root }), "scripts/seed-data.ts"];
  assert.ok(sources.includes("web/i18n/ar.ts"), "the Arabic messages are among the files read");
  const outside = new Map<string, string>();
  for (const file of sources)
    for (const [character] of readFileSync(join(root, file), "utf8").matchAll(ARABIC_SCRIPT))
      if (!inArabicSubset(character.codePointAt(0)!)) outside.set(character, file);
  assert.deepEqual(
    [...outside].map(([character, file]) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()} in ${file}`),
    [],
  );
});
