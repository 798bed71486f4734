import { CERTIFIED_BADGE_SIZE, type CertifiedProgramme } from "@/features/vehicle/certified-programme";
import { escapeXml } from "@/features/images";

/**
 * A certified-used programme's badge: an original, plain design (a ticked seal, the make's name and
 * 'CERTIFIED PRE-OWNED' on white, in the programme's ink), titled with the programme's name. Not a
 * manufacturer's logo or trademark.
 */
export function certifiedBadgeSvg(programme: CertifiedProgramme): string {
  const { width, height } = CERTIFIED_BADGE_SIZE;
  const ink = programme.ink;
  const make = escapeXml(programme.make.toUpperCase());
  // The text fits between the seal and the border (x 46 to 158) whatever the make's length and the font.
  const room = width - 46 - 10;
  const makeSize = Math.min(15, room / (programme.make.length * 0.75)).toFixed(1);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(programme.name)}</title>` +
    `<rect x="1.5" y="1.5" width="${width - 3}" height="${height - 3}" rx="8" fill="#ffffff" stroke="${ink}" stroke-width="3"/>` +
    `<circle cx="24" cy="24" r="15" fill="${ink}"/>` +
    `<path d="M16.5 24.5l5 5 10-11" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<text x="46" y="22" font-family="system-ui, sans-serif" font-weight="800" font-size="${makeSize}" letter-spacing="1" fill="${ink}">${make}</text>` +
    `<text x="46" y="37" font-family="system-ui, sans-serif" font-weight="600" font-size="10" textLength="${room}" lengthAdjust="spacingAndGlyphs" fill="#1f2937">CERTIFIED PRE-OWNED</text>` +
    `</svg>`
  );
}
