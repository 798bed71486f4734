/**
 * A make's mark for the make filter's cards: the make's initials in a coloured shape, drawn here from its name alone
 * (no manufacturer's artwork is copied or needed). Pure and deterministic: a make keeps its mark on every request and
 * every site, so the result can be cached by URL. A shopper reads the make's name beside it; the mark is decoration.
 */
import { escapeXml } from "@/features/images/svg-response";

/** The mark's canvas: square, drawn on a 40-unit grid and shown at 32 px. */
const MAKE_MARK_SIZE = 40;

/** Outline shapes, each as a path on the 40-unit grid. */
const SHAPES = {
  circle: "M20 2a18 18 0 1 1 0 36a18 18 0 1 1 0-36z",
  shield: "M20 2l16 5v12c0 10-7 17-16 19c-9-2-16-9-16-19V7z",
  hexagon: "M20 2l16 9v18l-16 9l-16-9V11z",
  square: "M10 3h20a7 7 0 0 1 7 7v20a7 7 0 0 1-7 7H10a7 7 0 0 1-7-7V10a7 7 0 0 1 7-7z",
  diamond: "M20 1l19 19l-19 19L1 20z",
  oval: "M20 6c10.5 0 19 6.3 19 14s-8.5 14-19 14S1 27.7 1 20S9.5 6 20 6z",
} as const;
export type MarkShape = keyof typeof SHAPES;
const SHAPE_NAMES = Object.keys(SHAPES) as MarkShape[];

/** Fill and letter colours; every pair passes 4.5:1 contrast, so the letters read on a phone in sunlight. */
const COLOURS: readonly (readonly [string, string])[] = [
  ["#1e3a8a", "#ffffff"],
  ["#9f1239", "#ffffff"],
  ["#14532d", "#ffffff"],
  ["#1f2937", "#ffffff"],
  ["#0f766e", "#ffffff"],
  ["#f59e0b", "#111827"],
  ["#5b21b6", "#ffffff"],
  ["#d1d5db", "#111827"],
  ["#7c2d12", "#ffffff"],
  ["#0369a1", "#ffffff"],
  ["#facc15", "#1f2937"],
];

/**
 * The letters a make is drawn with: a short name whole ("MG", "BMW"), else the first letter of each word up to two
 * ("Mercedes-Benz" MB, "New Age" NA), else its first letter ("Toyota" T). Letters and digits only, upper case.
 */
export function makeMonogram(name: string): string {
  const words = name
    .split(/[\s\-_/&.]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1 && words[0]!.length <= 3 && words[0] === words[0]!.toUpperCase()) return words[0]!;
  return words
    .slice(0, 2)
    .map((w) => w[0]!)
    .join("")
    .toUpperCase();
}

/** FNV-1a over the name: a stable number from which the shape and colours are picked. */
function nameHash(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name.toLowerCase()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The shape and colours a make is drawn in, picked from its name so two makes' marks rarely look alike. */
export function makeMarkStyle(name: string): { shape: MarkShape; fill: string; ink: string } {
  const h = nameHash(name);
  const [fill, ink] = COLOURS[h % COLOURS.length]!;
  return { shape: SHAPE_NAMES[Math.floor(h / COLOURS.length) % SHAPE_NAMES.length]!, fill, ink };
}

/** The make's mark as an SVG document: the shape, an inner keyline in the letter colour, and the monogram. */
export function makeMarkSvg(name: string): string {
  const { shape, fill, ink } = makeMarkStyle(name);
  const letters = makeMonogram(name);
  const size = letters.length === 1 ? 19 : letters.length === 2 ? 14 : 10.5;
  const s = MAKE_MARK_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}" width="${s}" height="${s}" role="img" aria-label="${escapeXml(name)}">` +
    `<path d="${SHAPES[shape]}" fill="${fill}"/>` +
    `<path d="${SHAPES[shape]}" fill="none" stroke="${ink}" stroke-opacity=".55" stroke-width="1.6" transform="translate(20 20) scale(.82) translate(-20 -20)"/>` +
    `<text x="20" y="20.5" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${size}" fill="${ink}">${escapeXml(letters)}</text>` +
    `</svg>`
  );
}
