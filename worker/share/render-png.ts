/**
 * SVG to PNG at the edge with resvg (WebAssembly), which shapes text with rustybuzz: Arabic letters
 * joined, runs ordered right to left (docs/decisions/0032-share-images.md). The fonts are the
 * site's, as TrueType files (resvg reads no WOFF): Inter for Latin text, Noto Sans Arabic for
 * Arabic, whose Latin letters and digits let one line mix both.
 */

import interRegular from "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf";
import interBold from "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf";
import arabicRegular from "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf";
import arabicBold from "@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgModule from "@resvg/resvg-wasm/index_bg.wasm";

export const LATIN_FONT = "Inter";
export const ARABIC_FONT = "Noto Sans Arabic";

const fontBuffers = [interBold, interRegular, arabicBold, arabicRegular].map((bytes) => new Uint8Array(bytes));
const options = { font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: LATIN_FONT } };

// Once per isolate: instantiating the module is what takes time, not each render.
let ready: Promise<void> | undefined;
const started = () => {
  ready ??= initWasm(resvgModule);
  return ready;
};

/** The PNG of an SVG document. */
export async function renderPng(svg: string): Promise<Uint8Array> {
  await started();
  const resvg = new Resvg(svg, options);
  try {
    const image = resvg.render();
    const png = image.asPng();
    image.free();
    return png;
  } finally {
    resvg.free();
  }
}

/** How wide an SVG document's drawn content is, in its units (0 when it draws nothing). */
export async function inkWidth(svg: string): Promise<number> {
  await started();
  const resvg = new Resvg(svg, options);
  try {
    const box = resvg.getBBox();
    const width = box?.width ?? 0;
    box?.free();
    return width;
  } finally {
    resvg.free();
  }
}
