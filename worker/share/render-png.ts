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

/** Each face's file, by family and weight. */
const FACES: Record<string, Uint8Array> = {
  [`${LATIN_FONT} 700`]: new Uint8Array(interBold),
  [`${LATIN_FONT} 400`]: new Uint8Array(interRegular),
  [`${ARABIC_FONT} 700`]: new Uint8Array(arabicBold),
  [`${ARABIC_FONT} 400`]: new Uint8Array(arabicRegular),
};

// resvg copies the fonts it is given into its memory for each document: a measure takes only the
// face it measures (a drawing takes them all), which makes it several times faster.
const withFonts = (fontBuffers: Uint8Array[]) => ({
  font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: LATIN_FONT },
});
const allFaces = withFonts(Object.values(FACES));

// Once per isolate: instantiating the module is what takes time, not each render.
let ready: Promise<void> | undefined;
const started = () => {
  ready ??= initWasm(resvgModule);
  return ready;
};

/** The PNG of an SVG document. */
export async function renderPng(svg: string): Promise<Uint8Array> {
  await started();
  const resvg = new Resvg(svg, allFaces);
  try {
    const image = resvg.render();
    const png = image.asPng();
    image.free();
    return png;
  } finally {
    resvg.free();
  }
}

/** How wide an SVG document's drawn content is, in its units (0 when it draws nothing); its text in one face. */
export async function inkWidth(svg: string, face: { family: string; weight: number }): Promise<number> {
  await started();
  const file = FACES[`${face.family} ${face.weight}`];
  if (!file) throw new Error(`No font file for ${face.family} ${face.weight}`);
  const resvg = new Resvg(svg, withFonts([file]));
  try {
    const box = resvg.getBBox();
    const width = box?.width ?? 0;
    box?.free();
    return width;
  } finally {
    resvg.free();
  }
}
