import path from "node:path";
import { readFileSync } from "node:fs";
import type { CarType, State } from "@/domain/vehicle-kinds";
import { parseDealerFile, type DealerFile } from "@/features/locations/dealer-file";
import { formatProblem } from "@/platform/site/config-layers";

/**
 * The four demo dealers' stock plans. Their dealerships and locations are not here: they are onboarded
 * like any dealer's, from `sites/dealers/{site}.json`, and the generator places stock at the sales
 * locations it reads there. Every name, street, phone number and e-mail address is invented.
 */
export interface DemoLocation {
  slug: string;
  type: "" | "sales" | "service" | "parts";
  city: string;
  state: State;
}

interface DemoDealership {
  slug: string;
  name: string;
  locations: DemoLocation[];
}

/** How much stock of which kind a dealership carries. `makes` are catalogue make names. */
export interface StockPlan {
  dealership: string;
  count: number;
  carTypes: readonly (readonly [CarType, number])[];
  /** Makes for new and demo stock (the franchise). */
  newMakes: string[];
  /** Makes seen in used stock, weighted. */
  usedMakes: readonly (readonly [string, number])[];
  caravans?: number;
  motorcycles?: number;
}

export interface DemoStockPlan {
  site: string;
  stockPrefix: string;
  stock: StockPlan[];
  /** Share of used stock that is certified pre-owned (franchise programme). */
  certifiedShare: number;
}

/** A demo dealer's stock plan with the places its dealer file gives it. */
export interface DemoDealer extends DemoStockPlan {
  dealerships: DemoDealership[];
}

const USED_MIX = [
  ["Toyota", 18],
  ["Ford", 10],
  ["Mazda", 10],
  ["Hyundai", 10],
  ["Kia", 8],
  ["Mitsubishi", 7],
  ["Nissan", 7],
  ["Volkswagen", 6],
  ["Holden", 6],
  ["Subaru", 5],
  ["Honda", 5],
  ["Isuzu", 4],
  ["MG", 4],
  ["Suzuki", 3],
  ["Jeep", 3],
] as const;

export const DEMO_STOCK_PLANS: DemoStockPlan[] = [
  {
    site: "harbour-toyota",
    stockPrefix: "HT",
    certifiedShare: 0.6,
    stock: [
      {
        dealership: "harbour-toyota",
        count: 520,
        carTypes: [
          ["new", 35],
          ["demo", 10],
          ["used", 55],
        ],
        newMakes: ["Toyota"],
        usedMakes: [["Toyota", 60], ...USED_MIX],
      },
    ],
  },
  {
    site: "southern-cross-motors",
    stockPrefix: "SC",
    certifiedShare: 0,
    stock: [
      {
        dealership: "southern-cross-ford",
        count: 220,
        carTypes: [
          ["new", 45],
          ["demo", 15],
          ["used", 40],
        ],
        newMakes: ["Ford"],
        usedMakes: USED_MIX,
      },
      {
        dealership: "southern-cross-kia",
        count: 170,
        carTypes: [
          ["new", 50],
          ["demo", 15],
          ["used", 35],
        ],
        newMakes: ["Kia"],
        usedMakes: USED_MIX,
      },
      {
        dealership: "southern-cross-mazda",
        count: 170,
        carTypes: [
          ["new", 45],
          ["demo", 15],
          ["used", 40],
        ],
        newMakes: ["Mazda"],
        usedMakes: USED_MIX,
      },
      {
        dealership: "southern-cross-mg",
        count: 120,
        carTypes: [
          ["new", 60],
          ["demo", 10],
          ["used", 30],
        ],
        newMakes: ["MG"],
        usedMakes: USED_MIX,
      },
      {
        dealership: "southern-cross-jeep-mitsubishi",
        count: 180,
        carTypes: [
          ["new", 45],
          ["demo", 15],
          ["used", 40],
        ],
        newMakes: ["Jeep", "Mitsubishi"],
        usedMakes: USED_MIX,
      },
    ],
  },
  {
    site: "tasman-caravans",
    stockPrefix: "TC",
    certifiedShare: 0,
    stock: [
      {
        dealership: "tasman-caravans-hobart",
        count: 40,
        caravans: 130,
        carTypes: [
          ["new", 20],
          ["used", 80],
        ],
        newMakes: ["Toyota", "Ford", "Isuzu"],
        usedMakes: [
          ["Toyota", 30],
          ["Ford", 20],
          ["Isuzu", 15],
          ["Nissan", 10],
          ["Mitsubishi", 10],
          ["Fiat", 8],
          ["Mercedes-Benz", 7],
        ],
      },
      {
        dealership: "tasman-caravans-launceston",
        count: 20,
        caravans: 90,
        carTypes: [["used", 100]],
        newMakes: [],
        usedMakes: [
          ["Toyota", 30],
          ["Ford", 20],
          ["Isuzu", 15],
          ["Fiat", 10],
          ["Mercedes-Benz", 10],
        ],
      },
    ],
  },
  {
    site: "bigbox-used",
    stockPrefix: "BB",
    certifiedShare: 0,
    stock: [
      {
        dealership: "bigbox-used-cars",
        count: 2150,
        motorcycles: 40,
        carTypes: [["used", 100]],
        newMakes: [],
        usedMakes: [...USED_MIX, ["Toyota", 8], ["Fiat", 1], ["Mercedes-Benz", 2]],
      },
    ],
  },
];

/** A stock plan placed at the dealerships and locations of the site's dealer file. */
export function demoDealer(plan: DemoStockPlan, file: DealerFile): DemoDealer {
  return {
    ...plan,
    dealerships: file.dealerships.map((d) => ({
      slug: d.slug,
      name: d.name,
      locations: d.locations.map((l) => ({ slug: l.slug, type: l.type, city: l.address.city, state: l.address.state })),
    })),
  };
}

/** The demo dealers whose dealer files are in `sitesDir` (the repository's `sites` by default). */
export function loadDemoDealers(sitesDir = path.resolve(import.meta.dirname, "../sites")): DemoDealer[] {
  return DEMO_STOCK_PLANS.map((plan) => {
    const file = path.join(sitesDir, "dealers", `${plan.site}.json`);
    const parsed = parseDealerFile(file, JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.ok) throw new Error(parsed.problems.map(formatProblem).join("\n"));
    return demoDealer(plan, parsed.file);
  });
}
