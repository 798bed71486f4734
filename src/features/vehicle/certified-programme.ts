import { toSlug } from "@/domain/slug";

/**
 * Manufacturers' certified-used programmes (the badge on the vehicle page,
 * the logo on result cards). Each has an original, simple badge drawn here
 * (images/certified-badge-svg.ts): no manufacturer artwork or trademark is copied. A programme is added
 * by adding its make here; the spec names one, Toyota's.
 */
export interface CertifiedProgramme {
  /** The make's slug, as vehicles.make_slug and the badge's URL carry it. */
  makeSlug: string;
  make: string;
  /** The programme's name: the badge's text alternative and its dialog's heading. */
  name: string;
  /** The badge's ink (border, tick, make) on white. */
  ink: string;
}

const PROGRAMMES: ReadonlyMap<string, CertifiedProgramme> = new Map(
  [{ makeSlug: "toyota", make: "Toyota", name: "Toyota Certified Pre-Owned", ink: "#9f1239" }].map((p) => [
    p.makeSlug,
    p,
  ]),
);

/** What a certified car without a known programme is called (its feed tag comes first). */
const CERTIFIED_DEFAULT_LABEL = "Certified Pre-Owned";

/** A make's programme, by make name or slug ("Toyota", "toyota"); null when the make has none. */
export function certifiedProgramme(make: string): CertifiedProgramme | null {
  return PROGRAMMES.get(toSlug(make)) ?? null;
}

/** The badge's size (its SVG's view box): cards and the vehicle page draw it at this ratio. */
export const CERTIFIED_BADGE_SIZE = { width: 168, height: 48 } as const;

/** Where a programme's badge is served: /media/certified/{make slug}.svg. */
export const certifiedBadgeUrl = (programme: CertifiedProgramme) => `/media/certified/${programme.makeSlug}.svg`;

export interface CertifiedBadgeView {
  /** The programme's name (or, without a programme, the car's tag or 'Certified Pre-Owned'). */
  label: string;
  /** The manufacturer's certified-used logo, with the programme's name as its text alternative; null without a programme. */
  logo: { src: string; alt: string } | null;
}

// A blank tag from the feed must not produce an empty badge.
const tagText = (tag: string | null) => (tag !== null && tag.trim() !== "" ? tag.trim() : null);

/**
 * The certified badge a car shows, on its card (tag priority) and on its page alike: a used car its
 * maker certified shows the maker's certified-used logo, named by the programme; a certified car of a
 * make without a programme keeps a text badge (its tag, or 'Certified Pre-Owned'). The programme covers
 * used cars only: a certified new or demo car has no badge.
 */
export function certifiedBadge(car: {
  certified: boolean;
  carType: string;
  make: string;
  tag: string | null;
}): CertifiedBadgeView | null {
  if (!car.certified || car.carType !== "used") return null;
  const programme = certifiedProgramme(car.make);
  if (programme) return { label: programme.name, logo: { src: certifiedBadgeUrl(programme), alt: programme.name } };
  return { label: tagText(car.tag) ?? CERTIFIED_DEFAULT_LABEL, logo: null };
}
