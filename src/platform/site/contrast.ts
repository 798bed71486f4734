/** WCAG 2.2 contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Text/background pairs of a theme that must reach WCAG AA (4.5:1) for normal text. */
export const THEME_TEXT_PAIRS = [
  ["onPrimary", "primary"],
  ["headerText", "headerBackground"],
  ["footerText", "footerBackground"],
  ["text", "surface"],
  ["accent", "surface"],
] as const;

export const MIN_TEXT_CONTRAST = 4.5;
