/**
 * The share image's drawing (1200×630, the landing page's colours): the brand, a chip, a title of
 * at most two lines and up to two lines of details, aligned to the reading side of the page's
 * language. resvg draws SVG but lays out no paragraphs, so each line is fitted here by measuring
 * it with resvg itself: words that do not fit go to the next line, and the last line that still
 * does not fit is cut with an ellipsis.
 */
import type { Locale } from "../../schema/constants";
import { RTL_LOCALES } from "../../schema/constants";
import { ARABIC_FONT, inkWidth, LATIN_FONT } from "./render-png";

const WIDTH = 1200;
const HEIGHT = 630;

/** Tailwind's colours the landing page uses (web/styles.css, features/landing). */
const COLOURS = {
  orange50: "#fff7ed",
  orange100: "#ffedd5",
  orange700: "#c2410c",
  orange900: "#7c2d12",
  stone900: "#1c1917",
  stone600: "#57534e",
  white: "#ffffff",
};

const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

/** What a card says, in the page's language. */
export interface Card {
  locale: Locale;
  /** Above the title: the taught language and level, or the café's city. */
  chip: string;
  title: string;
  /** Under the title, one line each: when and where, or the address and the sessions ahead. */
  details: string[];
  /** The site's host, on the card's foot. */
  host: string;
}

interface TextStyle {
  size: number;
  weight: 400 | 700;
}

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

/** Inter for Latin text; Noto Sans Arabic for a line with Arabic letters (it has Latin letters too). */
const fontFor = (text: string) => (ARABIC_LETTER.test(text) ? ARABIC_FONT : LATIN_FONT);

const escapeXml = (text: string) =>
  text
    .replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0)};`)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");

// Right-to-left embedding … pop: resvg orders a line's runs left to right whatever the
// `direction` attribute says, so an Arabic line says its direction itself.
const RLE = "\u202b";
const PDF = "\u202c";

/** One line of text as an SVG element, anchored at its reading start, `inset` from that edge. */
function textElement(text: string, style: TextStyle, colour: string, y: number, rtl: boolean, inset = MARGIN): string {
  const x = rtl ? WIDTH - inset : inset;
  // A line in Latin letters only (a café's street address) reads left to right even there.
  const content = rtl && ARABIC_LETTER.test(text) ? `${RLE}${text}${PDF}` : text;
  return `<text x="${x}" y="${y}" text-anchor="${rtl ? "end" : "start"}" font-family="${fontFor(text)}" font-size="${style.size}" font-weight="${style.weight}" fill="${colour}">${escapeXml(content)}</text>`;
}

const svgDocument = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;

const measure = (text: string, style: TextStyle, rtl: boolean) =>
  inkWidth(svgDocument(textElement(text, style, "#000", HEIGHT / 2, rtl)), {
    family: fontFor(text),
    weight: style.weight,
  });

/** The longest count in [0, n] for which `fits` holds, `fits` holding for every count up to it. */
async function longestFitting(n: number, fits: (count: number) => Promise<boolean>): Promise<number> {
  let low = 0;
  let high = n;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** `text` cut to what fits in `width`, an ellipsis marking the cut. */
async function withEllipsis(text: string, style: TextStyle, width: number, rtl: boolean): Promise<string> {
  if ((await measure(text, style, rtl)) <= width) return text;
  const chars = Array.from(text);
  const cut = (count: number) => `${chars.slice(0, count).join("").trimEnd()}…`;
  const count = await longestFitting(chars.length, async (n) => (await measure(cut(n), style, rtl)) <= width);
  return cut(count);
}

/** The text in at most `maxLines` lines of `width`, the last one cut with an ellipsis if it must. */
async function fitLines(
  text: string,
  style: TextStyle,
  width: number,
  maxLines: number,
  rtl: boolean,
): Promise<string[]> {
  let words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  while (words.length > 0 && lines.length < maxLines - 1) {
    const taken = words;
    const count = await longestFitting(
      taken.length,
      async (n) => (await measure(taken.slice(0, n).join(" "), style, rtl)) <= width,
    );
    // A word wider than a whole line is cut on the last line, below.
    if (count === 0) break;
    lines.push(words.slice(0, count).join(" "));
    words = words.slice(count);
  }
  if (words.length > 0) lines.push(await withEllipsis(words.join(" "), style, width, rtl));
  return lines;
}

const BRAND = { size: 34, weight: 700 } as const;
const CHIP = { size: 28, weight: 700 } as const;
const TITLE = { size: 66, weight: 700 } as const;
const DETAIL = { size: 34, weight: 400 } as const;
const FOOT = { size: 28, weight: 700 } as const;

/** A cup in a circle, the site's mark (the header's ☕ on orange), drawn: no emoji font here. */
function brandMark(cx: number, cy: number): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="30" fill="${COLOURS.orange700}"/>`,
    `<path d="M${cx - 14} ${cy - 10}h22v12a11 11 0 0 1-22 0z" fill="${COLOURS.white}"/>`,
    `<path d="M${cx + 8} ${cy - 6}h4a6 6 0 0 1 0 12h-4" fill="none" stroke="${COLOURS.white}" stroke-width="3"/>`,
    `<rect x="${cx - 16}" y="${cy + 13}" width="30" height="3" rx="1.5" fill="${COLOURS.white}"/>`,
  ].join("");
}

/** The card as an SVG document. */
export async function cardSvg(card: Card): Promise<string> {
  const rtl = RTL_LOCALES.includes(card.locale);
  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.white}"/>`,
    // The hero's orange disc, behind the far corner.
    `<circle cx="${rtl ? 60 : WIDTH - 60}" cy="40" r="230" fill="${COLOURS.orange50}"/>`,
    `<circle cx="${rtl ? 30 : WIDTH - 30}" cy="10" r="130" fill="${COLOURS.orange100}"/>`,
  ];

  const markX = rtl ? WIDTH - MARGIN - 30 : MARGIN + 30;
  parts.push(brandMark(markX, 95));
  // The brand is written in Latin letters on every page (the header's dir="ltr" name).
  const brandX = rtl ? WIDTH - MARGIN - 76 : MARGIN + 76;
  parts.push(
    `<text x="${brandX}" y="107" text-anchor="${rtl ? "end" : "start"}" font-family="${LATIN_FONT}" font-size="${BRAND.size}" font-weight="${BRAND.weight}" fill="${COLOURS.stone900}">Café Talk</text>`,
  );

  const [chip = ""] = await fitLines(card.chip, CHIP, TEXT_WIDTH - 48, 1, rtl);
  const chipWidth = (await measure(chip, CHIP, rtl)) + 48;
  const chipX = rtl ? WIDTH - MARGIN - chipWidth : MARGIN;
  parts.push(`<rect x="${chipX}" y="168" width="${chipWidth}" height="52" rx="26" fill="${COLOURS.orange100}"/>`);
  parts.push(textElement(chip, CHIP, COLOURS.orange900, 204, rtl, MARGIN + 24));

  const titleLines = await fitLines(card.title, TITLE, TEXT_WIDTH, 2, rtl);
  let y = 318;
  for (const line of titleLines) {
    parts.push(textElement(line, TITLE, COLOURS.stone900, y, rtl));
    y += 82;
  }
  y += 6;
  for (const detail of card.details) {
    const [line = ""] = await fitLines(detail, DETAIL, TEXT_WIDTH, 1, rtl);
    parts.push(textElement(line, DETAIL, COLOURS.stone600, y, rtl));
    y += 50;
  }

  parts.push(`<rect y="${HEIGHT - 56}" width="${WIDTH}" height="56" fill="${COLOURS.orange700}"/>`);
  parts.push(
    `<text x="${rtl ? MARGIN : WIDTH - MARGIN}" y="${HEIGHT - 18}" text-anchor="${rtl ? "start" : "end"}" font-family="${LATIN_FONT}" font-size="${FOOT.size}" font-weight="${FOOT.weight}" fill="${COLOURS.white}">${escapeXml(card.host)}</text>`,
  );
  return svgDocument(parts.join(""));
}
