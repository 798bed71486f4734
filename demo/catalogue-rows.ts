import { drawingUrl } from "@/features/vehicle/images/drawing-url";
import type { BodyType } from "@/domain/vehicle-kinds";
import { CAR_MODELS, MAKES } from "./catalogue";

/** Manufacturer rows for every make in the catalogue; logos are drawn by the platform's logo route. */
export function manufacturerRows() {
  return MAKES.map((m) => ({ name: m.make, slug: m.slug, logoUrl: `/media/makes/${m.slug}.svg` }));
}

export interface ModelRow {
  make: string;
  name: string;
  slug: string;
  manufacturerBody: BodyType;
  category: string;
  status: "available" | "coming_soon" | "discontinued";
  imageUrl: string;
  overrideUrl: string | null;
  accessoriesCount: number;
}

/** Models announced but not yet on sale, so the mega-menu shows its 'Upcoming' label. */
const UPCOMING: ModelRow[] = [
  {
    make: "Toyota",
    name: "Land Cruiser FJ",
    slug: "land-cruiser-fj",
    manufacturerBody: "suv",
    category: "SUVs & 4WDs",
    status: "coming_soon",
    imageUrl: drawingUrl("suv", "#6b7b5e", "side"),
    overrideUrl: null,
    accessoriesCount: 0,
  },
  {
    make: "Toyota",
    name: "C-HR+",
    slug: "c-hr-plus",
    manufacturerBody: "suv",
    category: "Electrified",
    status: "coming_soon",
    imageUrl: drawingUrl("suv", "#c7c9cc", "side"),
    overrideUrl: null,
    accessoriesCount: 0,
  },
];

const DISCONTINUED_MAKES = new Set(["Holden"]);

export function modelRows(): ModelRow[] {
  const rows = CAR_MODELS.map((model, i): ModelRow => {
    const paint = MAKES.find((m) => m.make === model.make)?.paints[0];
    return {
      make: model.make,
      name: model.model,
      slug: model.slug,
      manufacturerBody: model.body,
      category: model.category,
      status: DISCONTINUED_MAKES.has(model.make) ? "discontinued" : "available",
      imageUrl: drawingUrl(model.body, paint?.hex ?? "#9ca3af", "side"),
      // A few models have their own microsite page, as franchise dealers' sites do.
      overrideUrl: model.make === "Toyota" && model.model.startsWith("GR") ? `/pages/${model.slug}` : null,
      // Deterministic spread of accessory counts; some models have none.
      accessoriesCount: (i * 7) % 5 === 0 ? 0 : 8 + ((i * 13) % 40),
    };
  });
  return [...rows, ...UPCOMING];
}

export interface OfferSeed {
  site: string | null;
  make: string | null;
  model: string | null;
  name: string;
  description: string;
  disclaimer: string;
  carTypes: string[];
  startsInDays: number;
  lastsDays: number;
  excludedSites: string[];
}

export const DEMO_OFFERS: OfferSeed[] = [
  {
    site: null,
    make: "Toyota",
    model: "rav4",
    name: "RAV4 Hybrid: 4.99% p.a. finance",
    description: "<p>Drive away a new <strong>RAV4 Hybrid</strong> with a low finance rate.</p>",
    disclaimer:
      "4.99% p.a. fixed rate for approved applicants of Toyota Finance on new RAV4 Hybrid models ordered and delivered by the end of the offer period. Fees and charges apply.",
    carTypes: ["new"],
    startsInDays: -10,
    lastsDays: 60,
    excludedSites: [],
  },
  {
    site: "harbour-toyota",
    make: "Toyota",
    model: "hilux",
    name: "HiLux SR5 with free tub liner and tow pack",
    description: "<p>Every new HiLux SR5 comes with a genuine tub liner and tow pack fitted.</p>",
    disclaimer: "Offer valid on new HiLux SR5 4x4 double cab models while stocks last.",
    carTypes: ["new"],
    startsInDays: -5,
    lastsDays: 45,
    excludedSites: [],
  },
  {
    site: "harbour-toyota",
    make: "Toyota",
    model: null,
    name: "Certified pre-owned: 2 years free roadside assist",
    description: "<p>Every Toyota Certified Pre-Owned vehicle includes two years of roadside assistance.</p>",
    disclaimer: "Applies to Toyota Certified Pre-Owned vehicles sold by Harbour Toyota.",
    carTypes: ["used"],
    startsInDays: -30,
    lastsDays: 120,
    excludedSites: [],
  },
  {
    site: "southern-cross-motors",
    make: "Ford",
    model: "ranger",
    name: "Ranger XLT: $2,000 factory bonus",
    description: "<p>Save on a new Ranger XLT double cab this month.</p>",
    disclaimer: "Bonus applied to the drive-away price of new Ranger XLT vehicles delivered in the offer period.",
    carTypes: ["new", "demo"],
    startsInDays: -3,
    lastsDays: 30,
    excludedSites: [],
  },
  {
    site: "southern-cross-motors",
    make: "Kia",
    model: "sportage",
    name: "Sportage: 7-year warranty and capped-price servicing",
    description: "<p>Peace of mind with every new Sportage.</p>",
    disclaimer: "Warranty terms and conditions apply.",
    carTypes: ["new"],
    startsInDays: -20,
    lastsDays: 90,
    excludedSites: [],
  },
  {
    site: "southern-cross-motors",
    make: "MG",
    model: "zs",
    name: "MG ZS from $23,990 drive away",
    description: "<p>The small SUV with big value.</p>",
    disclaimer: "Drive-away price for the ZS Vibe in standard paint.",
    carTypes: ["new"],
    startsInDays: 10,
    lastsDays: 30,
    excludedSites: [],
  },
  {
    site: "tasman-caravans",
    make: null,
    model: null,
    name: "Free first service on every new van",
    description: "<p>Your first 12-month service is on us.</p>",
    disclaimer: "Applies to new caravans sold from 1 November.",
    carTypes: ["new"],
    startsInDays: -15,
    lastsDays: 75,
    excludedSites: [],
  },
  {
    site: "bigbox-used",
    make: null,
    model: null,
    name: "Free 12-month warranty on every car",
    description: "<p>Every BigBox car comes with a 12-month warranty.</p>",
    disclaimer: "Warranty excludes wear-and-tear items. See the warranty booklet for terms.",
    carTypes: ["used"],
    startsInDays: -60,
    lastsDays: 365,
    excludedSites: [],
  },
];
