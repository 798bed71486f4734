/**
 * Car catalogue, part 1: builders, feature kits, car makes (paints, WMIs),
 * and the new-car franchise makes Toyota, Ford, Kia and Mazda.
 * Part 2 (MG, Jeep, Mitsubishi and the used-stock makes) is `catalogue-cars-more.ts`.
 *
 * Generations are in model years (inclusive); prices are plausible 2026 AUD
 * drive-away figures; specs are plausible Australian-market figures.
 */
import type { Drive, Fuel, Transmission } from "@/domain/vehicle-kinds";
import type { Badge, CarModel, MakeInfo, MegaMenuCategory, Paint, PaintFamily } from "./catalogue-types";

// ---------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------

type Spec = Omit<Badge, "name" | "priceNew" | "features" | "years" | "bodyConfiguration" | "batteryKwh">;
export type Powertrain = Pick<
  Spec,
  | "fuel"
  | "transmission"
  | "drive"
  | "engineCc"
  | "cylinders"
  | "induction"
  | "powerKw"
  | "torqueNm"
  | "gears"
  | "fuelConsumption"
>;
export type Shell = Pick<
  Spec,
  "seats" | "doors" | "fuelCapacity" | "ancap" | "grossVehicleMass" | "lengthMm" | "widthMm" | "heightMm"
>;

/** A combustion / hybrid powertrain. `gears` null = CVT or e-CVT. */
export function pt(
  fuel: Exclude<Fuel, "Electric">,
  transmission: Transmission,
  drive: Drive,
  engineCc: number,
  cylinders: number,
  induction: "Aspirated" | "Turbo",
  powerKw: number,
  torqueNm: number,
  gears: number | null,
  fuelConsumption: number,
): Powertrain {
  return { fuel, transmission, drive, engineCc, cylinders, induction, powerKw, torqueNm, gears, fuelConsumption };
}

/** A battery-electric powertrain (single-speed reduction gear, no engine, no tank). */
export function ev(
  drive: Drive,
  powerKw: number,
  torqueNm: number,
  batteryKwh: number,
): Powertrain & { fuelCapacity: null; batteryKwh: number } {
  return {
    fuel: "Electric",
    transmission: "Automatic",
    drive,
    engineCc: null,
    cylinders: null,
    induction: "Electric",
    powerKw,
    torqueNm,
    gears: 1,
    fuelConsumption: null,
    fuelCapacity: null,
    batteryKwh,
  };
}

/** Seats, doors, tank (L), ANCAP stars, GVM (kg), length, width, height (mm). */
export function shell(
  seats: number,
  doors: number,
  fuelCapacity: number | null,
  ancap: number | null,
  grossVehicleMass: number | null,
  lengthMm: number,
  widthMm: number,
  heightMm: number,
): Shell {
  return { seats, doors, fuelCapacity, ancap, grossVehicleMass, lengthMm, widthMm, heightMm };
}

export interface BadgeDraft extends Partial<Spec> {
  name: string;
  priceNew: number;
  /** Equipment this grade adds over the grades listed before it. */
  add?: string[];
  years?: [number, number];
  bodyConfiguration?: string;
  batteryKwh?: number;
}

/** What names a model and places it in the mega-menu: the head of a CarModel. */
export type CarHead = Pick<CarModel, "make" | "model" | "slug" | "body" | "bodyConfiguration" | "category">;

/**
 * Builds a model. Badges are listed cheapest first; each badge's features are
 * the features of every badge listed before it plus its own `add`.
 */
export function car(
  head: CarHead,
  generations: [string, number, number][],
  base: Spec,
  drafts: BadgeDraft[],
): CarModel {
  const features: string[] = [];
  const badges = drafts.map(({ add = [], ...draft }): Badge => {
    for (const f of add) if (!features.includes(f)) features.push(f);
    return { ...base, ...draft, features: [...features] };
  });
  return { ...head, generations: generations.map(([series, from, to]) => ({ series, from, to })), badges };
}

// ---------------------------------------------------------------------------
// Feature kits (standard equipment strings)
// ---------------------------------------------------------------------------

export const KIT = {
  basics: [
    "Apple CarPlay",
    "Android Auto",
    "Bluetooth",
    "Reversing Camera",
    "Autonomous Emergency Braking",
    "Lane Keep Assist",
    "Cruise Control",
  ],
  assist: ["Adaptive Cruise Control", "Blind Spot Monitor", "Rear Cross Traffic Alert"],
  keyless: ["Keyless Entry", "Push Button Start"],
  alloys: ["Alloy Wheels", "Rear Parking Sensors"],
  climate: ["Dual-zone Climate Control", "Rear Air Vents"],
  nav: ["Satellite Navigation", "DAB+ Digital Radio"],
  leather: ["Leather-accented Seats", "Heated Front Seats", "Power Driver's Seat"],
  premium: ["Wireless Phone Charger", "LED Headlights", "Auto High Beam"],
  luxury: ["360-degree Camera", "Head-up Display", "Ventilated Front Seats", "Memory Seats"],
  sunroof: ["Sunroof"],
  tailgate: ["Power Tailgate"],
  ute: ["Tub Liner", "Tow Bar", "Side Steps"],
  offroad: ["Diff Lock", "Low Range Transfer Case", "Hill Descent Control"],
  sport: ["Sports Seats", "Sports Suspension", "Paddle Shifters"],
  van: ["Dual Sliding Doors", "Cargo Barrier", "Cargo Floor Tie-downs"],
  ev: ["DC Fast Charging", "Regenerative Braking Paddles", "Heat Pump"],
  camper: ["Solar Panels", "Diesel Heater", "Lithium Battery", "External Kitchen", "Off-grid Water Tanks"],
} satisfies Record<string, string[]>;

// ---------------------------------------------------------------------------
// Car makes
// ---------------------------------------------------------------------------

export function p(name: string, hex: string, family: PaintFamily): Paint {
  return { name, hex, family };
}

export const CAR_MAKES: MakeInfo[] = [
  {
    make: "Toyota",
    slug: "toyota",
    kinds: ["car"],
    wmi: ["JTM", "JTN", "JTD", "JTE", "JTF", "MR0", "5TD", "6T1"],
    paints: [
      p("Glacier White", "#f2f2ee", "White"),
      p("Crystal Pearl", "#f4f3ec", "White"),
      p("Silver Pearl", "#b9bbbd", "Silver"),
      p("Graphite", "#4a4c4e", "Grey"),
      p("Eclipse Black", "#121314", "Black"),
      p("Feverish Red", "#a8152a", "Red"),
      p("Atomic Rush", "#b2141e", "Red"),
      p("Saturn Blue", "#1f3a6b", "Blue"),
      p("Oxide Bronze", "#8a6a4b", "Brown"),
      p("Sandy Taupe", "#b5a68c", "Beige"),
    ],
  },
  {
    make: "Ford",
    slug: "ford",
    kinds: ["car"],
    wmi: ["MNA", "MNB", "6FP", "1FA", "1FT", "WF0", "NM0"],
    paints: [
      p("Arctic White", "#f1f2f0", "White"),
      p("Aluminium", "#b3b6b8", "Silver"),
      p("Meteor Grey", "#55585b", "Grey"),
      p("Conquer Grey", "#6e7172", "Grey"),
      p("Shadow Black", "#131416", "Black"),
      p("Blue Lightning", "#1e5fb4", "Blue"),
      p("Code Orange", "#e4651d", "Orange"),
      p("Equinox Bronze", "#7b5c42", "Brown"),
      p("Race Red", "#c0121b", "Red"),
    ],
  },
  {
    make: "Kia",
    slug: "kia",
    kinds: ["car"],
    wmi: ["KNA", "KND", "U5Y"],
    paints: [
      p("Clear White", "#f3f3f1", "White"),
      p("Snow White Pearl", "#f4f3ee", "White"),
      p("Silky Silver", "#b9bbbd", "Silver"),
      p("Steel Grey", "#5a5e62", "Grey"),
      p("Gravity Grey", "#4a4d50", "Grey"),
      p("Aurora Black Pearl", "#141517", "Black"),
      p("Runway Red", "#9e1b22", "Red"),
      p("Yacht Blue", "#2d3e59", "Blue"),
      p("Interstellar Grey", "#6b6e70", "Grey"),
    ],
  },
  {
    make: "Mazda",
    slug: "mazda",
    kinds: ["car"],
    wmi: ["JM0", "JMZ"],
    paints: [
      p("Snowflake White Pearl Mica", "#efefeb", "White"),
      p("Rhodium White Premium Metallic", "#e9e9e6", "White"),
      p("Jet Black Mica", "#0d0e10", "Black"),
      p("Machine Grey Metallic", "#6a6d70", "Grey"),
      p("Polymetal Grey Metallic", "#8a8f93", "Grey"),
      p("Sonic Silver Metallic", "#a8abae", "Silver"),
      p("Soul Red Crystal Metallic", "#9b1220", "Red"),
      p("Deep Crystal Blue Mica", "#1e2a44", "Blue"),
      p("Platinum Quartz Metallic", "#c2b9a9", "Beige"),
      p("Zircon Sand Metallic", "#b9a68f", "Beige"),
    ],
  },
  {
    make: "MG",
    slug: "mg",
    kinds: ["car"],
    wmi: ["LSJ"],
    paints: [
      p("Dover White", "#f0f0ee", "White"),
      p("Arctic White", "#f5f5f3", "White"),
      p("Pebble Black", "#151516", "Black"),
      p("Camden Grey", "#6a6d70", "Grey"),
      p("Regal Blue", "#1f3f78", "Blue"),
      p("Holborn Blue", "#2a4a7a", "Blue"),
      p("Diamond Red", "#a3141f", "Red"),
      p("Volcano Orange", "#e0601e", "Orange"),
      p("Inca Yellow", "#f1c21b", "Yellow"),
    ],
  },
  {
    make: "Jeep",
    slug: "jeep",
    kinds: ["car"],
    wmi: ["1C4", "1C6", "3C4"],
    paints: [
      p("Bright White", "#f4f4f2", "White"),
      p("Diamond Black Crystal", "#121315", "Black"),
      p("Granite Crystal", "#505456", "Grey"),
      p("Sting-Gray", "#7c8082", "Grey"),
      p("Billet Silver", "#b5b8ba", "Silver"),
      p("Firecracker Red", "#c0141c", "Red"),
      p("Velvet Red", "#6b1a22", "Red"),
      p("Hydro Blue", "#1f88c3", "Blue"),
      p("Sarge Green", "#4d5540", "Green"),
    ],
  },
  {
    make: "Mitsubishi",
    slug: "mitsubishi",
    kinds: ["car"],
    wmi: ["MMA", "JMF"],
    paints: [
      p("White Solid", "#f2f2f0", "White"),
      p("White Diamond", "#f4f3ee", "White"),
      p("Sterling Silver", "#b4b7ba", "Silver"),
      p("Blade Silver", "#9ea2a5", "Silver"),
      p("Graphite Grey", "#4f5255", "Grey"),
      p("Titanium Grey", "#5b5e60", "Grey"),
      p("Jet Black", "#121314", "Black"),
      p("Red Diamond", "#a01522", "Red"),
      p("Yamabuki Orange", "#d9822b", "Orange"),
    ],
  },
  {
    make: "Hyundai",
    slug: "hyundai",
    kinds: ["car"],
    wmi: ["KMH", "KMF", "KM8", "TMA"],
    paints: [
      p("Polar White", "#f2f2f0", "White"),
      p("Creamy White", "#efeee6", "White"),
      p("Typhoon Silver", "#b5b8bb", "Silver"),
      p("Amazon Grey", "#6a6e6f", "Grey"),
      p("Phantom Black", "#121315", "Black"),
      p("Fiery Red", "#b0131e", "Red"),
      p("Intense Blue", "#1b3f7a", "Blue"),
      p("Performance Blue", "#2f6fb7", "Blue"),
    ],
  },
  {
    make: "Volkswagen",
    slug: "volkswagen",
    kinds: ["car"],
    wmi: ["WVW", "WVG", "WV1", "WV2", "8AW"],
    paints: [
      p("Pure White", "#f3f3f1", "White"),
      p("Candy White", "#f5f5f3", "White"),
      p("Reflex Silver", "#b7babd", "Silver"),
      p("Moonstone Grey", "#8c9194", "Grey"),
      p("Indium Grey", "#5c5f62", "Grey"),
      p("Deep Black Pearl", "#131416", "Black"),
      p("Kings Red", "#a3141f", "Red"),
      p("Atlantic Blue", "#1b3763", "Blue"),
      p("Lime Yellow", "#d7d436", "Yellow"),
    ],
  },
  {
    make: "Nissan",
    slug: "nissan",
    kinds: ["car"],
    wmi: ["JN1", "JN8", "MNT", "SJN"],
    paints: [
      p("Ivory Pearl", "#efefe9", "White"),
      p("Polar White", "#f2f2f0", "White"),
      p("Brilliant Silver", "#b5b8bb", "Silver"),
      p("Gun Metallic", "#4f5356", "Grey"),
      p("Diamond Black", "#141517", "Black"),
      p("Magnetic Red", "#9c1620", "Red"),
      p("Caspian Blue", "#1d3f6a", "Blue"),
      p("Champagne Quartz", "#b9a281", "Gold"),
    ],
  },
  {
    make: "Subaru",
    slug: "subaru",
    kinds: ["car"],
    wmi: ["JF1", "JF2"],
    paints: [
      p("Crystal White Pearl", "#f1f1ec", "White"),
      p("Ice Silver Metallic", "#b6b9bc", "Silver"),
      p("Magnetite Grey Metallic", "#565a5d", "Grey"),
      p("Crystal Black Silica", "#131416", "Black"),
      p("Pure Red", "#b3151e", "Red"),
      p("WR Blue Pearl", "#1f4aa8", "Blue"),
      p("Horizon Blue Pearl", "#4f7396", "Blue"),
      p("Autumn Green Metallic", "#3c4a3a", "Green"),
      p("Brilliant Bronze Metallic", "#8a6a48", "Brown"),
    ],
  },
  {
    make: "Holden",
    slug: "holden",
    kinds: ["car"],
    wmi: ["6G1", "6G2", "MMU", "KL3"],
    paints: [
      p("Summit White", "#f1f1ef", "White"),
      p("Heron White", "#ecece7", "White"),
      p("Nitrate", "#b3b6b9", "Silver"),
      p("Son of a Gun", "#56595c", "Grey"),
      p("Phantom Black", "#121316", "Black"),
      p("Red Hot", "#b5151d", "Red"),
      p("Slipstream Blue", "#2c4f80", "Blue"),
      p("Orange Rock", "#c1541e", "Orange"),
    ],
  },
  {
    make: "Isuzu",
    slug: "isuzu",
    kinds: ["car"],
    wmi: ["MPA", "JAL", "JAA"],
    paints: [
      p("Mineral White", "#f1f1ef", "White"),
      p("Splash White", "#f4f4f2", "White"),
      p("Mercury Silver", "#b3b6b9", "Silver"),
      p("Obsidian Grey", "#4b4e51", "Grey"),
      p("Basalt Black", "#141517", "Black"),
      p("Cobalt Blue", "#1e3e78", "Blue"),
      p("Magnetic Red", "#9a141e", "Red"),
      p("Volcanic Amber", "#b05f1e", "Orange"),
    ],
  },
  {
    make: "Honda",
    slug: "honda",
    kinds: ["car", "motorcycle"],
    wmi: ["JHM", "JHL", "MRH", "SHH", "JH2", "MLH"],
    paints: [
      p("Platinum White Pearl", "#f1f0ea", "White"),
      p("Lunar Silver Metallic", "#b2b5b8", "Silver"),
      p("Sonic Grey Pearl", "#8d9194", "Grey"),
      p("Meteoroid Grey Metallic", "#56595c", "Grey"),
      p("Crystal Black Pearl", "#121316", "Black"),
      p("Rallye Red", "#c8101e", "Red"),
      p("Ignite Red Metallic", "#a3141e", "Red"),
      p("Canyon River Blue Metallic", "#22406c", "Blue"),
    ],
    motorcyclePaints: [
      p("Grand Prix Red", "#c8102e", "Red"),
      p("Extreme Red", "#d0021b", "Red"),
      p("Pearl Glare White", "#f3f3f0", "White"),
      p("Mat Gunpowder Black Metallic", "#2b2b2a", "Black"),
      p("Pearl Smoky Gray", "#6d7073", "Grey"),
      p("Mat Armored Green Metallic", "#4a5240", "Green"),
    ],
  },
  {
    make: "Suzuki",
    slug: "suzuki",
    kinds: ["car"],
    wmi: ["JS3", "JSA", "MA3", "TSM"],
    paints: [
      p("Pure White Pearl", "#f2f2ee", "White"),
      p("Premium Silver Metallic", "#b4b7ba", "Silver"),
      p("Mineral Grey Metallic", "#5a5d60", "Grey"),
      p("Super Black Pearl", "#121315", "Black"),
      p("Burning Red Pearl Metallic", "#b2141f", "Red"),
      p("Speedy Blue Metallic", "#1e63b2", "Blue"),
      p("Kinetic Yellow", "#e8d21b", "Yellow"),
      p("Jungle Green", "#3d4b33", "Green"),
      p("Chiffon Ivory Metallic", "#e8e1cc", "Beige"),
    ],
  },
  {
    make: "Fiat",
    slug: "fiat",
    kinds: ["car"],
    wmi: ["ZFA"],
    paints: [
      p("Bianco", "#f2f2f0", "White"),
      p("Bianco Gelato", "#f5f5f1", "White"),
      p("Grigio Alluminio", "#b1b4b6", "Silver"),
      p("Grigio Lanzarote", "#6b6e70", "Grey"),
      p("Nero", "#141516", "Black"),
      p("Rosso Tiziano", "#a6141d", "Red"),
    ],
  },
  {
    make: "Mercedes-Benz",
    slug: "mercedes-benz",
    kinds: ["car"],
    wmi: ["WDB", "WDD", "WD3", "WDF", "W1V", "W1N"],
    paints: [
      p("Arctic White", "#f2f2f0", "White"),
      p("Iridium Silver", "#b3b6b9", "Silver"),
      p("Selenite Grey", "#6e7174", "Grey"),
      p("Tenorite Grey", "#55595c", "Grey"),
      p("Graphite Grey", "#4a4d50", "Grey"),
      p("Obsidian Black", "#131416", "Black"),
      p("Jupiter Red", "#b4141e", "Red"),
      p("Cavansite Blue", "#1d2c4a", "Blue"),
    ],
  },
];

// ---------------------------------------------------------------------------
// Toyota
// ---------------------------------------------------------------------------

const T = "Toyota";
const HATCHES: MegaMenuCategory = "Hatch & sedans";
const SUVS: MegaMenuCategory = "SUVs & 4WDs";
const WORK: MegaMenuCategory = "Utes & Vans";
const PERF: MegaMenuCategory = "GR & performance";
const ELEC: MegaMenuCategory = "Electrified";

const T_M15H = pt("Hybrid", "Automatic", "FWD", 1490, 3, "Aspirated", 85, 120, null, 3.3);
const T_18H = pt("Hybrid", "Automatic", "FWD", 1798, 4, "Aspirated", 103, 142, null, 4.0);
const T_25H = pt("Hybrid", "Automatic", "FWD", 2487, 4, "Aspirated", 160, 221, null, 4.7);
const T_28D = pt("Diesel", "Automatic", "4WD", 2755, 4, "Turbo", 150, 500, 6, 8.0);
const T_28D_VAN = pt("Diesel", "Automatic", "RWD", 2755, 4, "Turbo", 130, 450, 6, 8.4);

const TOYOTA: CarModel[] = [
  car(
    { make: T, model: "Yaris", slug: "yaris", body: "hatch", bodyConfiguration: "5 Door Hatchback", category: HATCHES },
    [
      ["NCP130R", 2012, 2019],
      ["MXPA10R", 2020, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1490, 3, "Aspirated", 88, 145, null, 4.9),
      ...shell(5, 5, 40, 5, 1510, 3940, 1695, 1505),
    },
    [
      { name: "Ascent Sport", priceNew: 28990, add: KIT.basics },
      {
        name: "SX Hybrid",
        priceNew: 34990,
        ...T_M15H,
        fuelCapacity: 36,
        add: [...KIT.keyless, ...KIT.alloys, "Satellite Navigation"],
      },
      {
        name: "ZR Hybrid",
        priceNew: 38490,
        ...T_M15H,
        fuelCapacity: 36,
        add: [...KIT.assist, "Head-up Display", "LED Headlights", "Sports Seats"],
      },
    ],
  ),
  car(
    {
      make: T,
      model: "Yaris Cross",
      slug: "yaris-cross",
      body: "suv",
      bodyConfiguration: "5 Door Wagon",
      category: SUVS,
    },
    [["MXPB10R", 2021, 2026]],
    { ...T_M15H, ...shell(5, 5, 36, 5, 1700, 4180, 1765, 1590) },
    [
      { name: "GX Hybrid", priceNew: 33990, add: [...KIT.basics, "Alloy Wheels"] },
      { name: "GXL Hybrid", priceNew: 37490, add: [...KIT.assist, ...KIT.keyless, ...KIT.nav] },
      {
        name: "Urban Hybrid AWD",
        priceNew: 41990,
        drive: "AWD",
        powerKw: 85,
        add: ["LED Headlights", "Power Tailgate", "Leather-accented Seats"],
      },
      {
        name: "GR Sport Hybrid",
        priceNew: 42990,
        add: ["Sports Suspension", "Sports Seats", "Wireless Phone Charger"],
      },
    ],
  ),
  car(
    {
      make: T,
      model: "Corolla",
      slug: "corolla",
      body: "hatch",
      bodyConfiguration: "5 Door Hatchback",
      category: HATCHES,
    },
    [
      ["ZRE182R", 2012, 2018],
      ["ZWE211R", 2019, 2026],
    ],
    { ...T_18H, ...shell(5, 5, 43, 5, 1800, 4375, 1790, 1435) },
    [
      {
        name: "Ascent Sport",
        priceNew: 31990,
        years: [2012, 2023],
        ...pt("Petrol", "Automatic", "FWD", 1987, 4, "Aspirated", 126, 202, null, 6.0),
        fuelCapacity: 50,
        add: KIT.basics,
      },
      { name: "Ascent Sport Hybrid", priceNew: 35490, add: [...KIT.assist, "Keyless Entry"] },
      {
        name: "SX Hybrid",
        priceNew: 38990,
        add: [...KIT.alloys, ...KIT.nav, "Dual-zone Climate Control", "Wireless Phone Charger"],
      },
      {
        name: "ZR Hybrid",
        priceNew: 43490,
        add: [...KIT.leather, "Head-up Display", "JBL Premium Audio", "LED Headlights"],
      },
    ],
  ),
  car(
    {
      make: T,
      model: "Corolla",
      slug: "corolla-sedan",
      body: "sedan",
      bodyConfiguration: "4 Door Sedan",
      category: HATCHES,
    },
    [
      ["ZRE172R", 2014, 2019],
      ["ZWE211R", 2020, 2026],
    ],
    { ...T_18H, ...shell(5, 4, 43, 5, 1810, 4630, 1780, 1435) },
    [
      { name: "Ascent Sport Hybrid", priceNew: 36490, add: [...KIT.basics, ...KIT.assist] },
      {
        name: "SX Hybrid",
        priceNew: 39990,
        add: [...KIT.keyless, ...KIT.alloys, ...KIT.nav, "Dual-zone Climate Control"],
      },
      {
        name: "ZR Hybrid",
        priceNew: 44490,
        add: [...KIT.leather, "Wireless Phone Charger", "LED Headlights", "Sunroof"],
      },
    ],
  ),
  car(
    { make: T, model: "Camry", slug: "camry", body: "sedan", bodyConfiguration: "4 Door Sedan", category: HATCHES },
    [
      ["ASV50R", 2012, 2017],
      ["ASV70R", 2018, 2024],
      ["AXVH80R", 2025, 2026],
    ],
    { ...T_25H, powerKw: 168, fuelConsumption: 4.5, ...shell(5, 4, 50, 5, 2100, 4915, 1840, 1450) },
    [
      { name: "Ascent Hybrid", priceNew: 44490, add: [...KIT.basics, ...KIT.assist, ...KIT.keyless, "Alloy Wheels"] },
      {
        name: "SX Hybrid",
        priceNew: 51490,
        add: [...KIT.climate, ...KIT.nav, "Wireless Phone Charger", "Sports Suspension"],
      },
      {
        name: "SL Hybrid",
        priceNew: 58990,
        add: [...KIT.leather, "Head-up Display", "Sunroof", "JBL Premium Audio", "Ventilated Front Seats"],
      },
    ],
  ),
  car(
    { make: T, model: "C-HR", slug: "c-hr", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["AX10", 2017, 2023],
      ["AX20", 2024, 2026],
    ],
    {
      ...pt("Hybrid", "Automatic", "FWD", 1987, 4, "Aspirated", 144, 188, null, 4.7),
      ...shell(5, 5, 43, 5, 1960, 4360, 1830, 1565),
    },
    [
      {
        name: "GXL Hybrid",
        priceNew: 49990,
        add: [...KIT.basics, ...KIT.assist, ...KIT.keyless, ...KIT.alloys, ...KIT.nav],
      },
      {
        name: "Koba Hybrid",
        priceNew: 58990,
        add: [...KIT.leather, "Panoramic Roof", "JBL Premium Audio", "Power Tailgate"],
      },
      {
        name: "GR Sport Hybrid AWD",
        priceNew: 60990,
        drive: "AWD",
        powerKw: 146,
        add: ["Sports Seats", "Sports Suspension", "Head-up Display"],
      },
    ],
  ),
  car(
    { make: T, model: "RAV4", slug: "rav4", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["ASA44R", 2013, 2018],
      ["AXAH52R", 2019, 2025],
      ["XA60", 2026, 2026],
    ],
    { ...T_25H, ...shell(5, 5, 55, 5, 2270, 4600, 1855, 1685) },
    [
      { name: "GX Hybrid 2WD", priceNew: 46990, add: [...KIT.basics, ...KIT.assist, "Alloy Wheels"] },
      {
        name: "GXL Hybrid 2WD",
        priceNew: 50490,
        add: [...KIT.keyless, ...KIT.climate, ...KIT.nav, "Rear Parking Sensors"],
      },
      {
        name: "XSE Hybrid AWD",
        priceNew: 56990,
        drive: "AWD",
        powerKw: 163,
        fuelConsumption: 4.8,
        add: ["Wireless Phone Charger", "LED Headlights", "Power Tailgate"],
      },
      {
        name: "Edge Hybrid AWD",
        priceNew: 60490,
        drive: "AWD",
        powerKw: 163,
        fuelConsumption: 4.8,
        add: [...KIT.leather, "JBL Premium Audio", "360-degree Camera"],
      },
      {
        name: "GR Sport PHEV AWD",
        priceNew: 70990,
        years: [2026, 2026],
        ...pt("Plug-in Hybrid", "Automatic", "AWD", 2487, 4, "Aspirated", 227, 221, null, 1.0),
        batteryKwh: 22.7,
        add: ["Sports Suspension", "Head-up Display", "Sunroof"],
      },
    ],
  ),
  car(
    { make: T, model: "Kluger", slug: "kluger", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["GSU50R", 2014, 2020],
      ["AXUH78R", 2021, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 2393, 4, "Turbo", 198, 420, 8, 8.9),
      ...shell(7, 5, 68, 5, 2750, 4966, 1930, 1755),
    },
    [
      { name: "GX", priceNew: 59490, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys, "Tri-zone Climate Control"] },
      {
        name: "GXL",
        priceNew: 69990,
        drive: "AWD",
        add: [...KIT.keyless, ...KIT.nav, ...KIT.leather, "Power Tailgate"],
      },
      {
        name: "GXL Hybrid",
        priceNew: 72490,
        ...pt("Hybrid", "Automatic", "AWD", 2487, 4, "Aspirated", 184, 238, null, 5.6),
        fuelCapacity: 65,
        add: ["Wireless Phone Charger"],
      },
      {
        name: "Grande Hybrid",
        priceNew: 87990,
        ...pt("Hybrid", "Automatic", "AWD", 2487, 4, "Aspirated", 184, 238, null, 5.6),
        fuelCapacity: 65,
        add: [...KIT.luxury, ...KIT.sunroof, "JBL Premium Audio"],
      },
    ],
  ),
  car(
    {
      make: T,
      model: "LandCruiser Prado",
      slug: "landcruiser-prado",
      body: "suv",
      bodyConfiguration: "5 Door Wagon",
      category: SUVS,
    },
    [
      ["GRJ150R", 2010, 2015],
      ["GDJ150R", 2016, 2024],
      ["GDJ250R", 2025, 2026],
    ],
    { ...T_28D, gears: 8, fuelConsumption: 7.6, ...shell(5, 5, 110, 5, 3280, 4925, 1980, 1850) },
    [
      {
        name: "GX",
        priceNew: 75990,
        add: [...KIT.basics, ...KIT.assist, ...KIT.alloys, "Low Range Transfer Case", "Hill Descent Control"],
      },
      {
        name: "GXL",
        priceNew: 83990,
        seats: 7,
        add: [...KIT.keyless, ...KIT.climate, ...KIT.nav, "Roof Racks", "Wireless Phone Charger"],
      },
      {
        name: "VX",
        priceNew: 92990,
        seats: 7,
        add: [...KIT.leather, "360-degree Camera", "Power Tailgate", "JBL Premium Audio"],
      },
      {
        name: "Kakadu",
        priceNew: 103990,
        seats: 7,
        add: ["Diff Lock", "Head-up Display", "Ventilated Front Seats", "Sunroof", "Adaptive Variable Suspension"],
      },
    ],
  ),
  car(
    {
      make: T,
      model: "LandCruiser 300",
      slug: "landcruiser-300",
      body: "suv",
      bodyConfiguration: "5 Door Wagon",
      category: SUVS,
    },
    [["FJA300R", 2021, 2026]],
    {
      ...pt("Diesel", "Automatic", "4WD", 3346, 6, "Turbo", 227, 700, 10, 8.9),
      ...shell(7, 5, 110, null, 3280, 4980, 1980, 1950),
    },
    [
      { name: "GX", priceNew: 108990, seats: 5, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys, ...KIT.offroad] },
      { name: "GXL", priceNew: 121990, add: [...KIT.keyless, ...KIT.climate, ...KIT.nav, "Roof Racks", "Side Steps"] },
      { name: "VX", priceNew: 132990, add: [...KIT.leather, ...KIT.premium, "360-degree Camera", "Power Tailgate"] },
      {
        name: "Sahara",
        priceNew: 147990,
        add: [
          "Ventilated Front Seats",
          "Head-up Display",
          "Sunroof",
          "JBL Premium Audio",
          "Rear Entertainment Screens",
        ],
      },
      { name: "GR Sport", priceNew: 155990, seats: 5, add: ["E-KDSS Suspension", "Sports Seats"] },
    ],
  ),
  car(
    {
      make: T,
      model: "LandCruiser 70",
      slug: "landcruiser-70",
      body: "cabChassis",
      bodyConfiguration: "Single Cab Chassis",
      category: WORK,
    },
    [
      ["VDJ79R", 2012, 2023],
      ["GDJ79R", 2024, 2026],
    ],
    {
      ...pt("Diesel", "Automatic", "4WD", 2755, 4, "Turbo", 150, 500, 6, 9.6),
      ...shell(2, 2, 130, null, 3510, 5230, 1870, 1955),
    },
    [
      {
        name: "Workmate Single Cab",
        priceNew: 79990,
        years: [2024, 2026],
        add: ["Bluetooth", "Autonomous Emergency Braking", "Lane Keep Assist", "Low Range Transfer Case", "Snorkel"],
      },
      {
        name: "GXL Single Cab",
        priceNew: 86990,
        years: [2024, 2026],
        add: ["Apple CarPlay", "Android Auto", "Diff Lock", "Alloy Wheels", "Power Windows"],
      },
      {
        name: "GXL Double Cab",
        priceNew: 91990,
        years: [2024, 2026],
        seats: 5,
        doors: 4,
        bodyConfiguration: "Double Cab Chassis",
        add: ["Rear Diff Lock", "Keyless Entry"],
      },
      {
        name: "GXL Single Cab V8 Manual",
        priceNew: 95990,
        years: [2012, 2024],
        ...pt("Diesel", "Manual", "4WD", 4461, 8, "Turbo", 151, 430, 5, 10.7),
        add: ["Front Diff Lock"],
      },
    ],
  ),
  car(
    {
      make: T,
      model: "LandCruiser 70",
      slug: "landcruiser-70-wagon",
      body: "4x4",
      bodyConfiguration: "4 Door Wagon",
      category: SUVS,
    },
    [
      ["VDJ76R", 2012, 2023],
      ["GDJ76R", 2024, 2026],
    ],
    {
      ...pt("Diesel", "Automatic", "4WD", 2755, 4, "Turbo", 150, 500, 6, 9.6),
      ...shell(5, 5, 130, null, 3300, 4910, 1870, 1940),
    },
    [
      {
        name: "GX",
        priceNew: 81990,
        add: [
          "Bluetooth",
          "Autonomous Emergency Braking",
          "Lane Keep Assist",
          "Low Range Transfer Case",
          "Snorkel",
          "Apple CarPlay",
          "Android Auto",
        ],
      },
      { name: "GXL", priceNew: 87990, add: ["Diff Lock", "Alloy Wheels", "Keyless Entry", "Carpet Floor"] },
    ],
  ),
  car(
    { make: T, model: "HiLux", slug: "hilux", body: "ute", bodyConfiguration: "Double Cab Pick Up", category: WORK },
    [
      ["KUN26R", 2005, 2014],
      ["GUN126R", 2015, 2026],
    ],
    { ...T_28D, fuelConsumption: 7.9, ...shell(5, 4, 80, 5, 3050, 5325, 1855, 1815) },
    [
      {
        name: "SR (4x4) Double Cab Manual",
        priceNew: 56990,
        ...pt("Diesel", "Manual", "4WD", 2755, 4, "Turbo", 150, 420, 6, 7.8),
        add: [...KIT.basics, "Low Range Transfer Case"],
      },
      { name: "SR (4x4) Double Cab", priceNew: 58990, add: ["Downhill Assist Control"] },
      {
        name: "SR5 (4x4) Double Cab",
        priceNew: 66990,
        widthMm: 1900,
        add: [...KIT.alloys, ...KIT.keyless, ...KIT.nav, "Tub Liner", "Side Steps", "Diff Lock"],
      },
      {
        name: "Rogue (4x4) Double Cab",
        priceNew: 77990,
        widthMm: 1900,
        add: [...KIT.leather, ...KIT.assist, "Hard Tonneau Cover", "Wireless Phone Charger"],
      },
      {
        name: "GR Sport (4x4) Double Cab",
        priceNew: 82990,
        widthMm: 1900,
        powerKw: 165,
        torqueNm: 550,
        add: ["Sports Suspension", "Sports Seats", "Sports Bar"],
      },
    ],
  ),
  car(
    {
      make: T,
      model: "HiLux",
      slug: "hilux-cab-chassis",
      body: "cabChassis",
      bodyConfiguration: "Single Cab Chassis",
      category: WORK,
    },
    [
      ["KUN26R", 2005, 2014],
      ["GUN125R", 2015, 2026],
    ],
    {
      ...pt("Diesel", "Manual", "4WD", 2393, 4, "Turbo", 110, 400, 6, 7.4),
      ...shell(3, 2, 80, 5, 2950, 5270, 1800, 1680),
    },
    [
      {
        name: "Workmate (4x2) Single Cab",
        priceNew: 36990,
        ...pt("Petrol", "Manual", "RWD", 2694, 4, "Aspirated", 122, 245, 5, 10.6),
        add: ["Bluetooth", "Reversing Camera", "Autonomous Emergency Braking"],
      },
      {
        name: "Workmate (4x4) Single Cab",
        priceNew: 49990,
        add: ["Low Range Transfer Case", "Apple CarPlay", "Android Auto"],
      },
      {
        name: "SR (4x4) Double Cab",
        priceNew: 59490,
        ...T_28D,
        fuelConsumption: 7.9,
        seats: 5,
        doors: 4,
        bodyConfiguration: "Double Cab Chassis",
        add: ["Lane Keep Assist", "Cruise Control", "Tow Bar"],
      },
    ],
  ),
  car(
    { make: T, model: "HiAce", slug: "hiace", body: "van", bodyConfiguration: "4 Door Van", category: WORK },
    [
      ["KDH201R", 2012, 2018],
      ["GDH300R", 2019, 2026],
    ],
    { ...T_28D_VAN, ...shell(2, 4, 70, 5, 3300, 5265, 1950, 1990) },
    [
      {
        name: "LWB Van Manual",
        priceNew: 55990,
        ...pt("Diesel", "Manual", "RWD", 2755, 4, "Turbo", 130, 420, 6, 8.2),
        add: [...KIT.basics, "Cargo Floor Tie-downs"],
      },
      { name: "LWB Van", priceNew: 58490, add: ["Rear Parking Sensors"] },
      { name: "LWB Crew Van", priceNew: 62990, seats: 5, add: ["Dual Sliding Doors", "Rear Air Conditioning"] },
      {
        name: "SLWB Van",
        priceNew: 63490,
        lengthMm: 5915,
        heightMm: 2280,
        grossVehicleMass: 3500,
        add: ["Keyless Entry", "LED Headlights"],
      },
    ],
  ),
  car(
    { make: T, model: "Coaster", slug: "coaster", body: "bus", bodyConfiguration: "Bus", category: WORK },
    [
      ["XZB50R", 2007, 2016],
      ["XZB70R", 2017, 2026],
    ],
    {
      ...pt("Diesel", "Manual", "RWD", 4009, 4, "Turbo", 110, 420, 6, 14.0),
      ...shell(22, 2, 95, null, 6250, 6990, 2080, 2640),
    },
    [
      {
        name: "Standard",
        priceNew: 155990,
        add: ["Bluetooth", "Reversing Camera", "Air Conditioning", "Automatic Passenger Door"],
      },
      { name: "Standard Auto", priceNew: 166990, transmission: "Automatic", add: ["Cruise Control"] },
      {
        name: "Deluxe Auto",
        priceNew: 176990,
        transmission: "Automatic",
        seats: 19,
        add: ["Reclining Seats", "Overhead Luggage Racks", "Seatbelts All Rows"],
      },
    ],
  ),
  car(
    { make: T, model: "GR86", slug: "gr86", body: "coupe", bodyConfiguration: "2 Door Coupe", category: PERF },
    [["ZN8", 2022, 2026]],
    {
      ...pt("Petrol", "Manual", "RWD", 2387, 4, "Aspirated", 174, 250, 6, 9.5),
      ...shell(4, 2, 50, null, 1700, 4265, 1775, 1310),
    },
    [
      {
        name: "GT Manual",
        priceNew: 51490,
        add: [...KIT.basics, "Limited-slip Differential", "LED Headlights", "Alloy Wheels"],
      },
      {
        name: "GT Auto",
        priceNew: 54490,
        transmission: "Automatic",
        fuelConsumption: 8.8,
        add: ["Adaptive Cruise Control", "Autonomous Emergency Braking"],
      },
      {
        name: "GTS Manual",
        priceNew: 57990,
        add: ["Heated Front Seats", "Leather-accented Seats", "Blind Spot Monitor", "Michelin Pilot Sport 4 Tyres"],
      },
      { name: "GTS Auto", priceNew: 60990, transmission: "Automatic", fuelConsumption: 8.8, add: ["Paddle Shifters"] },
    ],
  ),
  car(
    { make: T, model: "GR Supra", slug: "gr-supra", body: "coupe", bodyConfiguration: "2 Door Coupe", category: PERF },
    [["DB42R", 2019, 2026]],
    {
      ...pt("Petrol", "Automatic", "RWD", 2998, 6, "Turbo", 285, 500, 8, 8.9),
      ...shell(2, 2, 52, null, 1800, 4379, 1854, 1292),
    },
    [
      {
        name: "GT Manual",
        priceNew: 93990,
        transmission: "Manual",
        gears: 6,
        fuelConsumption: 9.2,
        add: [...KIT.basics, ...KIT.keyless, ...KIT.nav, "Limited-slip Differential", "Adaptive Suspension"],
      },
      { name: "GT", priceNew: 95990, add: ["Paddle Shifters"] },
      {
        name: "GTS",
        priceNew: 103990,
        add: [...KIT.leather, "Head-up Display", "JBL Premium Audio", "Wireless Phone Charger"],
      },
    ],
  ),
  car(
    {
      make: T,
      model: "GR Yaris",
      slug: "gr-yaris",
      body: "hatch",
      bodyConfiguration: "3 Door Hatchback",
      category: PERF,
    },
    [["GXPA16R", 2020, 2026]],
    {
      ...pt("Petrol", "Manual", "AWD", 1618, 3, "Turbo", 224, 400, 6, 8.4),
      ...shell(4, 3, 50, null, 1740, 3995, 1805, 1455),
    },
    [
      {
        name: "GR Yaris",
        priceNew: 72990,
        add: [...KIT.basics, ...KIT.sport, "Limited-slip Differential", "JBL Premium Audio"],
      },
      { name: "GR Yaris Auto", priceNew: 75990, transmission: "Automatic", gears: 8, add: ["Head-up Display"] },
      { name: "Rallye", priceNew: 80990, add: ["Torsen Front and Rear Differentials", "Forged Alloy Wheels"] },
    ],
  ),
  car(
    { make: T, model: "bZ4X", slug: "bz4x", body: "suv", bodyConfiguration: "5 Door Wagon", category: ELEC },
    [["XEAM10R", 2022, 2026]],
    { ...ev("FWD", 165, 268, 71.4), ...shell(5, 5, null, 5, 2465, 4690, 1860, 1650) },
    [
      { name: "GX FWD", priceNew: 57990, add: [...KIT.basics, ...KIT.assist, ...KIT.ev, "Alloy Wheels"] },
      {
        name: "GXL FWD",
        priceNew: 63990,
        add: [...KIT.keyless, ...KIT.nav, "Wireless Phone Charger", "Power Tailgate"],
      },
      {
        name: "Touring AWD",
        priceNew: 72990,
        ...ev("AWD", 252, 338, 71.4),
        add: [...KIT.leather, "Panoramic Roof", "JBL Premium Audio", "360-degree Camera"],
      },
    ],
  ),
  car(
    {
      make: T,
      model: "Granvia",
      slug: "granvia",
      body: "peopleMover",
      bodyConfiguration: "4 Door Wagon",
      category: SUVS,
    },
    [["GDH303R", 2019, 2026]],
    { ...T_28D_VAN, fuelConsumption: 8.0, ...shell(8, 4, 70, 5, 3200, 5300, 1970, 1990) },
    [
      { name: "Granvia", priceNew: 78990, add: [...KIT.basics, ...KIT.climate, "Dual Sliding Doors", "Alloy Wheels"] },
      {
        name: "VX",
        priceNew: 94990,
        seats: 6,
        add: [...KIT.keyless, ...KIT.leather, "Power Sliding Doors", "Captain's Chairs", "Sunroof"],
      },
    ],
  ),
  car(
    { make: T, model: "Fortuner", slug: "fortuner", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["GUN156R", 2015, 2026]],
    { ...T_28D, fuelConsumption: 7.6, ...shell(7, 5, 80, 5, 2750, 4795, 1855, 1835) },
    [
      { name: "GX", priceNew: 59490, add: [...KIT.basics, "Low Range Transfer Case", "Rear Parking Sensors"] },
      { name: "GXL", priceNew: 64990, add: [...KIT.alloys, ...KIT.keyless, ...KIT.nav, "Side Steps", "Roof Racks"] },
      {
        name: "Crusade",
        priceNew: 72490,
        add: [...KIT.leather, ...KIT.assist, "Power Tailgate", "JBL Premium Audio", "Diff Lock"],
      },
    ],
  ),
];

// ---------------------------------------------------------------------------
// Ford
// ---------------------------------------------------------------------------

const F = "Ford";
const F_20SIT = pt("Diesel", "Automatic", "4WD", 1996, 4, "Turbo", 125, 405, 6, 7.6);
const F_20BIT = pt("Diesel", "Automatic", "4WD", 1996, 4, "Turbo", 154, 500, 10, 7.5);
const F_30V6 = pt("Diesel", "Automatic", "4WD", 2993, 6, "Turbo", 184, 600, 10, 8.4);
const RANGER_GENS: [string, number, number][] = [
  ["PX", 2012, 2014],
  ["PX MkII", 2015, 2017],
  ["PX MkIII", 2018, 2021],
  ["PY", 2022, 2026],
];

const FORD: CarModel[] = [
  car(
    { make: F, model: "Ranger", slug: "ranger", body: "ute", bodyConfiguration: "Double Cab Pick Up", category: WORK },
    RANGER_GENS,
    { ...F_20SIT, ...shell(5, 4, 80, 5, 3280, 5370, 1918, 1884) },
    [
      { name: "XL (4x4) Double Cab", priceNew: 52990, add: [...KIT.basics, "Low Range Transfer Case", "Tub Liner"] },
      {
        name: "XLT (4x4) Double Cab",
        priceNew: 64990,
        ...F_20BIT,
        add: [...KIT.alloys, ...KIT.keyless, ...KIT.nav, ...KIT.assist, "Tow Bar", "Side Steps", "LED Headlights"],
      },
      {
        name: "Sport (4x4) Double Cab",
        priceNew: 72990,
        ...F_30V6,
        add: [...KIT.climate, "Wireless Phone Charger", "Sports Bar", "Diff Lock"],
      },
      {
        name: "Wildtrak (4x4) Double Cab",
        priceNew: 77990,
        ...F_30V6,
        add: [...KIT.leather, "360-degree Camera", "Roller Shutter", "B&O Premium Audio"],
      },
      {
        name: "Platinum (4x4) Double Cab",
        priceNew: 86990,
        ...F_30V6,
        add: ["Ventilated Front Seats", "Matrix LED Headlights", "Memory Seats"],
      },
    ],
  ),
  car(
    {
      make: F,
      model: "Ranger",
      slug: "ranger-cab-chassis",
      body: "cabChassis",
      bodyConfiguration: "Single Cab Chassis",
      category: WORK,
    },
    RANGER_GENS,
    { ...F_20SIT, drive: "RWD", ...shell(3, 2, 80, 5, 3070, 5280, 1918, 1820) },
    [
      { name: "XL (4x2) Single Cab", priceNew: 41990, add: [...KIT.basics] },
      {
        name: "XL (4x4) Super Cab",
        priceNew: 56990,
        ...F_20BIT,
        seats: 4,
        doors: 4,
        bodyConfiguration: "Super Cab Chassis",
        add: ["Low Range Transfer Case"],
      },
      {
        name: "XL (4x4) Double Cab",
        priceNew: 58990,
        ...F_20BIT,
        seats: 5,
        doors: 4,
        bodyConfiguration: "Double Cab Chassis",
        add: ["Rear Parking Sensors"],
      },
      {
        name: "XL V6 (4x4) Double Cab",
        priceNew: 63990,
        ...F_30V6,
        seats: 5,
        doors: 4,
        bodyConfiguration: "Double Cab Chassis",
        add: ["Tow Bar"],
      },
    ],
  ),
  car(
    {
      make: F,
      model: "Ranger Raptor",
      slug: "ranger-raptor",
      body: "ute",
      bodyConfiguration: "Double Cab Pick Up",
      category: PERF,
    },
    [
      ["PX MkIII", 2018, 2021],
      ["PY", 2022, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "4WD", 2956, 6, "Turbo", 292, 583, 10, 11.5),
      ...shell(5, 4, 80, null, 3095, 5381, 2028, 1926),
    },
    [
      {
        name: "Raptor 2.0 Bi-Turbo",
        priceNew: 84990,
        years: [2018, 2021],
        ...F_20BIT,
        powerKw: 157,
        add: [...KIT.basics, ...KIT.keyless, ...KIT.nav, ...KIT.offroad, "Fox Racing Shocks", "Leather-accented Seats"],
      },
      {
        name: "Raptor",
        priceNew: 91990,
        years: [2022, 2026],
        add: [
          ...KIT.assist,
          ...KIT.premium,
          "360-degree Camera",
          "B&O Premium Audio",
          "Active Exhaust",
          "Heated Front Seats",
        ],
      },
    ],
  ),
  car(
    { make: F, model: "Everest", slug: "everest", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["UA", 2015, 2018],
      ["UA II", 2019, 2021],
      ["UB", 2022, 2026],
    ],
    { ...F_20BIT, drive: "RWD", fuelConsumption: 7.1, ...shell(7, 5, 80, 5, 3150, 4914, 1923, 1842) },
    [
      { name: "Ambiente (4x2)", priceNew: 58990, add: [...KIT.basics, ...KIT.assist, "Alloy Wheels"] },
      {
        name: "Trend (4WD)",
        priceNew: 67990,
        drive: "4WD",
        add: [...KIT.keyless, ...KIT.nav, ...KIT.climate, "Low Range Transfer Case", "Power Tailgate"],
      },
      {
        name: "Sport V6 (4WD)",
        priceNew: 75990,
        ...F_30V6,
        fuelConsumption: 8.5,
        add: ["Wireless Phone Charger", "LED Headlights", "Tow Bar", "Diff Lock"],
      },
      {
        name: "Platinum V6 (4WD)",
        priceNew: 88990,
        ...F_30V6,
        fuelConsumption: 8.5,
        add: [...KIT.leather, ...KIT.luxury, ...KIT.sunroof, "B&O Premium Audio"],
      },
    ],
  ),
  car(
    { make: F, model: "Mustang", slug: "mustang", body: "coupe", bodyConfiguration: "2 Door Fastback", category: PERF },
    [
      ["FM", 2015, 2017],
      ["FN", 2018, 2023],
      ["S650", 2024, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "RWD", 2261, 4, "Turbo", 233, 475, 10, 9.3),
      ...shell(4, 2, 61, 3, 2200, 4811, 1916, 1397),
    },
    [
      {
        name: "EcoBoost Fastback",
        priceNew: 71990,
        add: [...KIT.basics, ...KIT.keyless, ...KIT.nav, "Digital Instrument Cluster", "Alloy Wheels"],
      },
      {
        name: "GT Fastback Manual",
        priceNew: 84990,
        ...pt("Petrol", "Manual", "RWD", 5038, 8, "Aspirated", 338, 567, 6, 13.2),
        add: ["Limited-slip Differential", "Active Exhaust", "Brembo Brakes"],
      },
      {
        name: "GT Fastback",
        priceNew: 87990,
        ...pt("Petrol", "Automatic", "RWD", 5038, 8, "Aspirated", 338, 567, 10, 12.8),
        add: ["Adaptive Cruise Control", "Paddle Shifters"],
      },
      {
        name: "Dark Horse",
        priceNew: 107990,
        ...pt("Petrol", "Manual", "RWD", 5038, 8, "Aspirated", 373, 567, 6, 13.5),
        add: [...KIT.leather, "MagneRide Suspension", "Recaro Sports Seats", "B&O Premium Audio"],
      },
    ],
  ),
  car(
    {
      make: F,
      model: "Mustang",
      slug: "mustang-convertible",
      body: "convertible",
      bodyConfiguration: "2 Door Convertible",
      category: PERF,
    },
    [
      ["FM", 2016, 2017],
      ["FN", 2018, 2023],
      ["S650", 2024, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "RWD", 2261, 4, "Turbo", 233, 475, 10, 9.5),
      ...shell(4, 2, 61, 3, 2220, 4811, 1916, 1394),
    },
    [
      {
        name: "EcoBoost Convertible",
        priceNew: 79990,
        add: [...KIT.basics, ...KIT.keyless, ...KIT.nav, "Power Soft Top", "Alloy Wheels"],
      },
      {
        name: "GT Convertible",
        priceNew: 97990,
        ...pt("Petrol", "Automatic", "RWD", 5038, 8, "Aspirated", 338, 567, 10, 13.0),
        add: [...KIT.leather, "Active Exhaust", "Limited-slip Differential", "B&O Premium Audio"],
      },
    ],
  ),
  car(
    {
      make: F,
      model: "Transit Custom",
      slug: "transit-custom",
      body: "van",
      bodyConfiguration: "4 Door Van",
      category: WORK,
    },
    [
      ["VN", 2013, 2023],
      ["VO", 2024, 2026],
    ],
    {
      ...pt("Diesel", "Automatic", "FWD", 1996, 4, "Turbo", 100, 360, 8, 7.1),
      ...shell(3, 4, 55, 5, 3200, 5050, 2032, 1980),
    },
    [
      {
        name: "320S Trend SWB",
        priceNew: 56990,
        add: [...KIT.basics, "Rear Parking Sensors", "Cargo Floor Tie-downs"],
      },
      { name: "340L Trend LWB", priceNew: 60990, lengthMm: 5450, grossVehicleMass: 3400, add: ["Dual Sliding Doors"] },
      {
        name: "340L Sport LWB",
        priceNew: 71990,
        lengthMm: 5450,
        grossVehicleMass: 3400,
        powerKw: 125,
        torqueNm: 390,
        add: [...KIT.assist, ...KIT.nav, "Alloy Wheels", "LED Headlights", "Keyless Entry"],
      },
    ],
  ),
  car(
    { make: F, model: "Puma", slug: "puma", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["JK", 2020, 2026]],
    {
      ...pt("Petrol", "Automatic", "FWD", 999, 3, "Turbo", 92, 170, 7, 5.3),
      ...shell(5, 5, 42, 5, 1730, 4207, 1805, 1537),
    },
    [
      { name: "Puma", priceNew: 37990, add: [...KIT.basics, ...KIT.alloys, "Satellite Navigation"] },
      { name: "ST-Line", priceNew: 40990, add: [...KIT.assist, "Sports Suspension", "Digital Instrument Cluster"] },
      {
        name: "ST-Line V",
        priceNew: 44990,
        add: ["Wireless Phone Charger", "B&O Premium Audio", "Power Tailgate", "Heated Front Seats"],
      },
    ],
  ),
  car(
    { make: F, model: "Escape", slug: "escape", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["ZG", 2017, 2019],
      ["ZH", 2020, 2025],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1999, 4, "Turbo", 183, 387, 8, 8.0),
      ...shell(5, 5, 52, 5, 2230, 4614, 1883, 1680),
    },
    [
      { name: "Escape", priceNew: 42490, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys, "Satellite Navigation"] },
      {
        name: "ST-Line AWD",
        priceNew: 49990,
        drive: "AWD",
        fuelConsumption: 8.5,
        add: [...KIT.keyless, "Power Tailgate", "Wireless Phone Charger", "Sports Suspension"],
      },
      {
        name: "ST-Line PHEV",
        priceNew: 60990,
        ...pt("Plug-in Hybrid", "Automatic", "FWD", 2488, 4, "Aspirated", 167, 235, null, 1.5),
        fuelCapacity: 40,
        batteryKwh: 14.4,
        add: [...KIT.leather, "Head-up Display", "B&O Premium Audio"],
      },
    ],
  ),
  car(
    { make: F, model: "F-150", slug: "f-150", body: "ute", bodyConfiguration: "Crew Cab Pick Up", category: WORK },
    [["P702", 2023, 2026]],
    {
      ...pt("Petrol", "Automatic", "4WD", 3496, 6, "Turbo", 298, 678, 10, 13.8),
      ...shell(5, 4, 136, null, 3220, 5915, 2029, 1961),
    },
    [
      {
        name: "XLT Short Box",
        priceNew: 112990,
        add: [
          ...KIT.basics,
          ...KIT.assist,
          ...KIT.keyless,
          ...KIT.nav,
          "Tow Bar",
          "Tub Liner",
          "Low Range Transfer Case",
        ],
      },
      {
        name: "Lariat Long Box",
        priceNew: 146990,
        lengthMm: 6220,
        grossVehicleMass: 3490,
        add: [...KIT.leather, ...KIT.premium, "360-degree Camera", "B&O Premium Audio", "Pro Trailer Backup Assist"],
      },
      { name: "Platinum Short Box", priceNew: 165990, add: [...KIT.luxury, "Panoramic Roof", "Power Running Boards"] },
    ],
  ),
];

// ---------------------------------------------------------------------------
// Kia
// ---------------------------------------------------------------------------

const K = "Kia";
const K_20 = pt("Petrol", "Automatic", "FWD", 1999, 4, "Aspirated", 112, 192, 6, 7.4);
const K_22D = pt("Diesel", "Automatic", "AWD", 2151, 4, "Turbo", 148, 440, 8, 6.1);
const K_16HEV = pt("Hybrid", "Automatic", "AWD", 1598, 4, "Turbo", 169, 350, 6, 5.3);

const KIA: CarModel[] = [
  car(
    {
      make: K,
      model: "Picanto",
      slug: "picanto",
      body: "hatch",
      bodyConfiguration: "5 Door Hatchback",
      category: HATCHES,
    },
    [
      ["TA", 2011, 2016],
      ["JA", 2017, 2026],
    ],
    {
      ...pt("Petrol", "Manual", "FWD", 1248, 4, "Aspirated", 62, 122, 5, 5.0),
      ...shell(5, 5, 35, null, 1420, 3595, 1595, 1485),
    },
    [
      { name: "Sport Manual", priceNew: 18990, add: [...KIT.basics] },
      {
        name: "Sport",
        priceNew: 19990,
        transmission: "Automatic",
        gears: 4,
        fuelConsumption: 5.8,
        add: ["Rear Parking Sensors"],
      },
      {
        name: "GT-Line",
        priceNew: 21990,
        transmission: "Automatic",
        gears: 4,
        fuelConsumption: 5.8,
        add: [...KIT.keyless, "Alloy Wheels", "LED Daytime Running Lights", "Faux Leather Seats"],
      },
    ],
  ),
  car(
    { make: K, model: "Rio", slug: "rio", body: "hatch", bodyConfiguration: "5 Door Hatchback", category: HATCHES },
    [
      ["UB", 2011, 2016],
      ["YB", 2017, 2023],
    ],
    {
      ...pt("Petrol", "Manual", "FWD", 1368, 4, "Aspirated", 74, 133, 6, 5.6),
      ...shell(5, 5, 45, 5, 1560, 4065, 1725, 1450),
    },
    [
      { name: "S Manual", priceNew: 21490, add: [...KIT.basics] },
      {
        name: "S",
        priceNew: 22990,
        transmission: "Automatic",
        gears: null,
        fuelConsumption: 5.5,
        add: ["Rear Parking Sensors"],
      },
      {
        name: "Sport",
        priceNew: 24990,
        transmission: "Automatic",
        gears: null,
        fuelConsumption: 5.5,
        add: ["Alloy Wheels", "Satellite Navigation", "Leather-wrapped Steering Wheel"],
      },
      {
        name: "GT-Line",
        priceNew: 27990,
        ...pt("Petrol", "Automatic", "FWD", 998, 3, "Turbo", 74, 172, 7, 5.4),
        add: [...KIT.keyless, "LED Headlights", "Sunroof", "Sports Seats"],
      },
    ],
  ),
  car(
    { make: K, model: "Cerato", slug: "cerato", body: "sedan", bodyConfiguration: "4 Door Sedan", category: HATCHES },
    [
      ["YD", 2013, 2018],
      ["BD", 2019, 2024],
    ],
    { ...K_20, ...shell(5, 4, 50, 5, 1800, 4640, 1800, 1440) },
    [
      { name: "S", priceNew: 27990, add: [...KIT.basics, "Rear Parking Sensors"] },
      { name: "Sport", priceNew: 31490, add: ["Alloy Wheels", ...KIT.nav] },
      { name: "Sport+", priceNew: 34990, add: [...KIT.assist, "Dual-zone Climate Control", "Keyless Entry"] },
      {
        name: "GT",
        priceNew: 38990,
        ...pt("Petrol", "Automatic", "FWD", 1591, 4, "Turbo", 150, 265, 7, 6.8),
        add: [...KIT.leather, "Wireless Phone Charger", "JBL Premium Audio", "Sports Suspension"],
      },
    ],
  ),
  car(
    {
      make: K,
      model: "Cerato",
      slug: "cerato-hatch",
      body: "hatch",
      bodyConfiguration: "5 Door Hatchback",
      category: HATCHES,
    },
    [
      ["YD", 2013, 2018],
      ["BD", 2019, 2024],
    ],
    { ...K_20, ...shell(5, 5, 50, 5, 1800, 4510, 1800, 1445) },
    [
      { name: "S", priceNew: 28490, add: [...KIT.basics, "Rear Parking Sensors"] },
      { name: "Sport", priceNew: 31990, add: ["Alloy Wheels", ...KIT.nav, ...KIT.assist] },
      {
        name: "GT",
        priceNew: 39490,
        ...pt("Petrol", "Automatic", "FWD", 1591, 4, "Turbo", 150, 265, 7, 6.8),
        add: [...KIT.leather, ...KIT.keyless, "Wireless Phone Charger", "JBL Premium Audio"],
      },
    ],
  ),
  car(
    { make: K, model: "Seltos", slug: "seltos", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["SP2", 2020, 2026]],
    {
      ...pt("Petrol", "Automatic", "FWD", 1999, 4, "Aspirated", 110, 180, null, 6.8),
      ...shell(5, 5, 50, 5, 1810, 4385, 1800, 1645),
    },
    [
      { name: "S", priceNew: 31990, add: [...KIT.basics, "Rear Parking Sensors"] },
      { name: "Sport", priceNew: 35990, add: [...KIT.alloys, ...KIT.nav] },
      {
        name: "Sport+ AWD",
        priceNew: 41990,
        ...pt("Petrol", "Automatic", "AWD", 1598, 4, "Turbo", 130, 265, 8, 7.6),
        add: [...KIT.assist, ...KIT.keyless, "Dual-zone Climate Control"],
      },
      {
        name: "GT-Line AWD",
        priceNew: 47490,
        ...pt("Petrol", "Automatic", "AWD", 1598, 4, "Turbo", 130, 265, 8, 7.6),
        add: [...KIT.leather, "Sunroof", "Bose Premium Audio", "Head-up Display"],
      },
    ],
  ),
  car(
    { make: K, model: "Sportage", slug: "sportage", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["QL", 2016, 2021],
      ["NQ5", 2022, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1999, 4, "Aspirated", 115, 192, 6, 8.1),
      ...shell(5, 5, 54, 5, 2200, 4660, 1865, 1665),
    },
    [
      { name: "S", priceNew: 37990, add: [...KIT.basics, ...KIT.alloys] },
      { name: "SX", priceNew: 42490, add: [...KIT.nav, ...KIT.assist, "Wireless Phone Charger"] },
      {
        name: "SX+ Hybrid AWD",
        priceNew: 52990,
        ...K_16HEV,
        fuelCapacity: 52,
        add: [...KIT.keyless, ...KIT.climate, "Power Tailgate", "Harman Kardon Premium Audio"],
      },
      {
        name: "GT-Line Diesel AWD",
        priceNew: 57490,
        ...K_22D,
        powerKw: 137,
        torqueNm: 416,
        fuelConsumption: 6.3,
        add: [...KIT.leather, "Panoramic Sunroof", "360-degree Camera"],
      },
      {
        name: "GT-Line Hybrid AWD",
        priceNew: 59990,
        ...K_16HEV,
        fuelCapacity: 52,
        add: ["Ventilated Front Seats", "Memory Seats"],
      },
    ],
  ),
  car(
    { make: K, model: "Sorento", slug: "sorento", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["UM", 2015, 2020],
      ["MQ4", 2021, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 3470, 6, "Aspirated", 200, 332, 8, 9.7),
      ...shell(7, 5, 67, 5, 2640, 4815, 1900, 1700),
    },
    [
      { name: "S V6", priceNew: 53990, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys] },
      {
        name: "Sport Diesel AWD",
        priceNew: 59990,
        ...K_22D,
        add: [...KIT.nav, ...KIT.keyless, "Wireless Phone Charger"],
      },
      {
        name: "GT-Line Diesel AWD",
        priceNew: 73990,
        ...K_22D,
        add: [...KIT.leather, ...KIT.luxury, "Panoramic Sunroof", "Bose Premium Audio"],
      },
      {
        name: "GT-Line PHEV AWD",
        priceNew: 86990,
        ...pt("Plug-in Hybrid", "Automatic", "AWD", 1598, 4, "Turbo", 195, 350, 6, 1.6),
        fuelCapacity: 47,
        batteryKwh: 13.8,
        add: ["Power Tailgate"],
      },
    ],
  ),
  car(
    {
      make: K,
      model: "Carnival",
      slug: "carnival",
      body: "peopleMover",
      bodyConfiguration: "5 Door Wagon",
      category: SUVS,
    },
    [
      ["YP", 2015, 2020],
      ["KA4", 2021, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 3470, 6, "Aspirated", 216, 355, 8, 9.6),
      ...shell(8, 5, 72, 5, 2735, 5155, 1995, 1775),
    },
    [
      { name: "S", priceNew: 54990, add: [...KIT.basics, ...KIT.assist, ...KIT.climate, "Alloy Wheels"] },
      {
        name: "Sport Diesel",
        priceNew: 60990,
        ...pt("Diesel", "Automatic", "FWD", 2151, 4, "Turbo", 148, 440, 8, 6.5),
        add: [...KIT.nav, "Power Sliding Doors"],
      },
      {
        name: "Sport+ Hybrid",
        priceNew: 69990,
        ...pt("Hybrid", "Automatic", "FWD", 1598, 4, "Turbo", 180, 367, 6, 5.9),
        fuelCapacity: 67,
        add: [...KIT.keyless, ...KIT.leather, "Power Tailgate"],
      },
      {
        name: "GT-Line Hybrid",
        priceNew: 79990,
        ...pt("Hybrid", "Automatic", "FWD", 1598, 4, "Turbo", 180, 367, 6, 5.9),
        fuelCapacity: 67,
        seats: 7,
        add: [...KIT.luxury, "Sunroof", "Bose Premium Audio"],
      },
    ],
  ),
  car(
    { make: K, model: "EV6", slug: "ev6", body: "suv", bodyConfiguration: "5 Door Wagon", category: ELEC },
    [["CV", 2022, 2026]],
    { ...ev("RWD", 168, 350, 63), ...shell(5, 5, null, 5, 2490, 4695, 1890, 1550) },
    [
      {
        name: "Air RWD",
        priceNew: 72990,
        add: [...KIT.basics, ...KIT.assist, ...KIT.ev, "Vehicle-to-Load (V2L)", "Alloy Wheels"],
      },
      {
        name: "GT-Line RWD",
        priceNew: 81990,
        ...ev("RWD", 168, 350, 84),
        add: [...KIT.leather, ...KIT.keyless, "Meridian Premium Audio", "Head-up Display"],
      },
      {
        name: "GT-Line AWD",
        priceNew: 88990,
        ...ev("AWD", 239, 605, 84),
        add: ["Sunroof", "Ventilated Front Seats", "360-degree Camera"],
      },
      {
        name: "GT",
        priceNew: 104990,
        ...ev("AWD", 448, 740, 84),
        add: ["Electronic Limited-slip Differential", "Sports Seats"],
      },
    ],
  ),
  car(
    { make: K, model: "EV9", slug: "ev9", body: "suv", bodyConfiguration: "5 Door Wagon", category: ELEC },
    [["MV", 2024, 2026]],
    { ...ev("RWD", 160, 350, 99.8), ...shell(7, 5, null, 5, 3150, 5010, 1980, 1780) },
    [
      {
        name: "Air RWD",
        priceNew: 104990,
        add: [...KIT.basics, ...KIT.assist, ...KIT.ev, ...KIT.keyless, "Vehicle-to-Load (V2L)", "Power Tailgate"],
      },
      {
        name: "Earth AWD",
        priceNew: 120990,
        ...ev("AWD", 283, 600, 99.8),
        add: [...KIT.leather, "Sunroof", "Meridian Premium Audio"],
      },
      {
        name: "GT-Line AWD",
        priceNew: 131990,
        ...ev("AWD", 283, 700, 99.8),
        seats: 6,
        add: [...KIT.luxury, "Captain's Chairs"],
      },
    ],
  ),
  car(
    { make: K, model: "Tasman", slug: "tasman", body: "ute", bodyConfiguration: "Double Cab Pick Up", category: WORK },
    [["TK", 2025, 2026]],
    {
      ...pt("Diesel", "Automatic", "4WD", 2151, 4, "Turbo", 154, 441, 8, 8.0),
      ...shell(5, 4, 80, 5, 3250, 5410, 1930, 1880),
    },
    [
      { name: "S (4x4) Pick-up", priceNew: 55990, add: [...KIT.basics, "Low Range Transfer Case", "Tub Liner"] },
      { name: "SX (4x4) Pick-up", priceNew: 61990, add: [...KIT.alloys, ...KIT.nav, ...KIT.assist, "Side Steps"] },
      {
        name: "SX+ (4x4) Pick-up",
        priceNew: 67990,
        add: [...KIT.keyless, ...KIT.climate, "Wireless Phone Charger", "Tow Bar"],
      },
      {
        name: "X-Line (4x4) Pick-up",
        priceNew: 72990,
        add: [...KIT.leather, "Harman Kardon Premium Audio", "Diff Lock", "Roof Racks"],
      },
      {
        name: "X-Pro (4x4) Pick-up",
        priceNew: 77990,
        add: ["All-terrain Tyres", "360-degree Camera", "Off-road Suspension"],
      },
    ],
  ),
];

// ---------------------------------------------------------------------------
// Mazda
// ---------------------------------------------------------------------------

const MZ = "Mazda";
const MZ_G20 = pt("Petrol", "Automatic", "FWD", 1998, 4, "Aspirated", 114, 200, 6, 6.2);
const MZ_G25 = pt("Petrol", "Automatic", "FWD", 2488, 4, "Aspirated", 139, 252, 6, 6.6);
const MZ_MX5 = pt("Petrol", "Manual", "RWD", 1998, 4, "Aspirated", 135, 205, 6, 6.9);

const MAZDA: CarModel[] = [
  car(
    {
      make: MZ,
      model: "Mazda2",
      slug: "mazda2",
      body: "hatch",
      bodyConfiguration: "5 Door Hatchback",
      category: HATCHES,
    },
    [
      ["DE", 2010, 2014],
      ["DJ", 2015, 2026],
    ],
    {
      ...pt("Petrol", "Manual", "FWD", 1496, 4, "Aspirated", 82, 144, 6, 5.3),
      ...shell(5, 5, 44, 5, 1540, 4065, 1695, 1495),
    },
    [
      { name: "G15 Pure Manual", priceNew: 25490, add: [...KIT.basics, "Rear Parking Sensors"] },
      {
        name: "G15 Pure",
        priceNew: 27490,
        transmission: "Automatic",
        fuelConsumption: 5.0,
        add: ["Blind Spot Monitor", "Rear Cross Traffic Alert"],
      },
      {
        name: "G15 Pure SP",
        priceNew: 28990,
        transmission: "Automatic",
        fuelConsumption: 5.0,
        add: ["Alloy Wheels", "Satellite Navigation"],
      },
      {
        name: "G15 GT",
        priceNew: 31990,
        transmission: "Automatic",
        fuelConsumption: 5.0,
        add: [...KIT.keyless, "Leather-accented Seats", "LED Headlights", "Adaptive Cruise Control"],
      },
    ],
  ),
  car(
    {
      make: MZ,
      model: "Mazda3",
      slug: "mazda3",
      body: "hatch",
      bodyConfiguration: "5 Door Hatchback",
      category: HATCHES,
    },
    [
      ["BM", 2014, 2015],
      ["BN", 2016, 2018],
      ["BP", 2019, 2026],
    ],
    { ...MZ_G20, ...shell(5, 5, 51, 5, 1860, 4460, 1795, 1435) },
    [
      { name: "G20 Pure", priceNew: 35990, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys, "Satellite Navigation"] },
      { name: "G20 Evolve", priceNew: 38490, add: ["Dual-zone Climate Control", "Paddle Shifters", "Keyless Entry"] },
      { name: "G25 GT", priceNew: 43990, ...MZ_G25, add: [...KIT.leather, "Bose Premium Audio", "Head-up Display"] },
      { name: "G25 Astina", priceNew: 48490, ...MZ_G25, add: ["360-degree Camera", "Sunroof", "Memory Seats"] },
    ],
  ),
  car(
    {
      make: MZ,
      model: "Mazda3",
      slug: "mazda3-sedan",
      body: "sedan",
      bodyConfiguration: "4 Door Sedan",
      category: HATCHES,
    },
    [
      ["BM", 2014, 2015],
      ["BN", 2016, 2018],
      ["BP", 2019, 2026],
    ],
    { ...MZ_G20, ...shell(5, 4, 51, 5, 1870, 4660, 1795, 1440) },
    [
      { name: "G20 Pure", priceNew: 36990, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys, "Satellite Navigation"] },
      { name: "G20 Evolve", priceNew: 39490, add: ["Dual-zone Climate Control", "Paddle Shifters", "Keyless Entry"] },
      { name: "G25 GT", priceNew: 44990, ...MZ_G25, add: [...KIT.leather, "Bose Premium Audio", "Head-up Display"] },
      { name: "G25 Astina", priceNew: 49490, ...MZ_G25, add: ["360-degree Camera", "Sunroof", "Memory Seats"] },
    ],
  ),
  car(
    { make: MZ, model: "CX-3", slug: "cx-3", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["DK", 2015, 2026]],
    {
      ...pt("Petrol", "Automatic", "FWD", 1998, 4, "Aspirated", 110, 195, 6, 6.3),
      ...shell(5, 5, 48, 5, 1740, 4275, 1765, 1535),
    },
    [
      { name: "G20 Pure", priceNew: 29990, add: [...KIT.basics, "Blind Spot Monitor", "Satellite Navigation"] },
      { name: "G20 Evolve", priceNew: 32490, add: [...KIT.alloys, "Dual-zone Climate Control"] },
      {
        name: "G20 Touring",
        priceNew: 35490,
        add: [...KIT.keyless, "Leather-accented Seats", "Rear Cross Traffic Alert"],
      },
      {
        name: "Akari LE AWD",
        priceNew: 40990,
        drive: "AWD",
        fuelConsumption: 6.7,
        add: ["Sunroof", "Heated Front Seats", "Head-up Display", "LED Headlights"],
      },
    ],
  ),
  car(
    { make: MZ, model: "CX-30", slug: "cx-30", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["DM", 2020, 2026]],
    { ...MZ_G20, fuelConsumption: 6.5, ...shell(5, 5, 51, 5, 1930, 4395, 1795, 1540) },
    [
      { name: "G20 Pure", priceNew: 36490, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys, "Satellite Navigation"] },
      { name: "G20 Evolve", priceNew: 39490, add: ["Dual-zone Climate Control", "Keyless Entry", "Paddle Shifters"] },
      {
        name: "G25 GT AWD",
        priceNew: 46990,
        ...MZ_G25,
        drive: "AWD",
        fuelConsumption: 6.8,
        add: [...KIT.leather, "Bose Premium Audio", "Power Tailgate"],
      },
      {
        name: "G25 Astina AWD",
        priceNew: 51990,
        ...MZ_G25,
        drive: "AWD",
        fuelConsumption: 6.8,
        add: ["360-degree Camera", "Sunroof", "Memory Seats"],
      },
    ],
  ),
  car(
    { make: MZ, model: "CX-5", slug: "cx-5", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["KE", 2012, 2016],
      ["KF", 2017, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1998, 4, "Aspirated", 115, 199, 6, 6.9),
      ...shell(5, 5, 58, 5, 2150, 4575, 1845, 1680),
    },
    [
      { name: "G20 Maxx", priceNew: 38990, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys] },
      {
        name: "G25 Maxx Sport AWD",
        priceNew: 45490,
        ...MZ_G25,
        drive: "AWD",
        powerKw: 140,
        fuelConsumption: 7.4,
        add: [...KIT.nav, ...KIT.climate, "Keyless Entry"],
      },
      {
        name: "G25 Touring AWD",
        priceNew: 49490,
        ...MZ_G25,
        drive: "AWD",
        powerKw: 140,
        fuelConsumption: 7.4,
        add: ["Leather-accented Seats", "Power Tailgate", "Wireless Phone Charger"],
      },
      {
        name: "G35 GT SP AWD",
        priceNew: 57990,
        ...pt("Petrol", "Automatic", "AWD", 2488, 4, "Turbo", 170, 420, 6, 8.2),
        add: ["Heated Front Seats", "Power Driver's Seat", "Bose Premium Audio", "Sunroof"],
      },
      {
        name: "G35 Akera AWD",
        priceNew: 63990,
        ...pt("Petrol", "Automatic", "AWD", 2488, 4, "Turbo", 170, 420, 6, 8.2),
        add: [...KIT.luxury, "Nappa Leather Seats"],
      },
    ],
  ),
  car(
    { make: MZ, model: "CX-60", slug: "cx-60", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["KH", 2022, 2026]],
    {
      ...pt("Petrol", "Automatic", "AWD", 3283, 6, "Turbo", 209, 450, 8, 7.4),
      ...shell(5, 5, 58, 5, 2580, 4740, 1890, 1680),
    },
    [
      {
        name: "G40e Evolve",
        priceNew: 68990,
        add: [...KIT.basics, ...KIT.assist, ...KIT.keyless, ...KIT.nav, ...KIT.climate, "Power Tailgate"],
      },
      {
        name: "D50e GT",
        priceNew: 81990,
        ...pt("Diesel", "Automatic", "AWD", 3283, 6, "Turbo", 187, 550, 8, 4.9),
        add: [...KIT.leather, ...KIT.premium, "Bose Premium Audio"],
      },
      {
        name: "P50e Azami",
        priceNew: 93990,
        ...pt("Plug-in Hybrid", "Automatic", "AWD", 2488, 4, "Aspirated", 241, 500, 8, 2.1),
        fuelCapacity: 50,
        batteryKwh: 17.8,
        add: [...KIT.luxury, "Panoramic Sunroof"],
      },
    ],
  ),
  car(
    { make: MZ, model: "CX-90", slug: "cx-90", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["KK", 2023, 2026]],
    {
      ...pt("Petrol", "Automatic", "AWD", 3283, 6, "Turbo", 254, 500, 8, 8.2),
      ...shell(8, 5, 74, 5, 3075, 5120, 1994, 1745),
    },
    [
      {
        name: "G50e Touring",
        priceNew: 83990,
        add: [
          ...KIT.basics,
          ...KIT.assist,
          ...KIT.keyless,
          ...KIT.nav,
          ...KIT.climate,
          ...KIT.leather,
          "Power Tailgate",
        ],
      },
      {
        name: "D50e GT",
        priceNew: 95990,
        ...pt("Diesel", "Automatic", "AWD", 3283, 6, "Turbo", 187, 550, 8, 5.4),
        add: [...KIT.premium, "Bose Premium Audio", "Panoramic Sunroof"],
      },
      {
        name: "G50e Azami",
        priceNew: 107990,
        seats: 7,
        add: [...KIT.luxury, "Captain's Chairs", "Nappa Leather Seats"],
      },
    ],
  ),
  car(
    { make: MZ, model: "BT-50", slug: "bt-50", body: "ute", bodyConfiguration: "Dual Cab Pick Up", category: WORK },
    [
      ["UP", 2011, 2014],
      ["UR", 2015, 2020],
      ["TF", 2021, 2026],
    ],
    {
      ...pt("Diesel", "Automatic", "4WD", 2999, 4, "Turbo", 140, 450, 6, 8.0),
      ...shell(5, 4, 76, 5, 3100, 5280, 1870, 1810),
    },
    [
      {
        name: "XS (4x4) Dual Cab",
        priceNew: 51990,
        ...pt("Diesel", "Automatic", "4WD", 1898, 4, "Turbo", 110, 350, 6, 7.7),
        add: [...KIT.basics, "Low Range Transfer Case"],
      },
      { name: "XT (4x4) Dual Cab", priceNew: 57990, add: ["Diff Lock", "Tub Liner"] },
      {
        name: "GT (4x4) Dual Cab",
        priceNew: 64990,
        add: [...KIT.alloys, ...KIT.keyless, ...KIT.nav, "Leather-accented Seats", "Side Steps"],
      },
      { name: "SP (4x4) Dual Cab", priceNew: 68990, add: [...KIT.assist, "Sports Bar", "Heated Front Seats"] },
      { name: "Thunder (4x4) Dual Cab", priceNew: 73990, add: ["Electric Roller Cover", "LED Light Bar", "Tow Bar"] },
    ],
  ),
  car(
    { make: MZ, model: "MX-5", slug: "mx-5", body: "softtop", bodyConfiguration: "2 Door Roadster", category: PERF },
    [
      ["NC", 2009, 2014],
      ["ND", 2015, 2026],
    ],
    { ...MZ_MX5, ...shell(2, 2, 45, 5, 1300, 3915, 1735, 1235) },
    [
      {
        name: "Roadster 1.5 Manual",
        priceNew: 44990,
        years: [2015, 2023],
        ...pt("Petrol", "Manual", "RWD", 1496, 4, "Aspirated", 97, 152, 6, 6.2),
        add: [...KIT.basics, "Manual Soft Top", "Alloy Wheels"],
      },
      { name: "Roadster Manual", priceNew: 49490, add: ["Limited-slip Differential", "Satellite Navigation"] },
      { name: "Roadster", priceNew: 51490, transmission: "Automatic", fuelConsumption: 7.0, add: ["Paddle Shifters"] },
      {
        name: "Roadster GT Manual",
        priceNew: 55990,
        add: [...KIT.leather, ...KIT.keyless, "Bose Premium Audio", "Adaptive Cruise Control"],
      },
    ],
  ),
  car(
    {
      make: MZ,
      model: "MX-5",
      slug: "mx-5-rf",
      body: "hardtop",
      bodyConfiguration: "2 Door Retractable Hardtop",
      category: PERF,
    },
    [["ND", 2017, 2026]],
    { ...MZ_MX5, ...shell(2, 2, 45, 5, 1330, 3915, 1735, 1245) },
    [
      {
        name: "RF Manual",
        priceNew: 54990,
        add: [
          ...KIT.basics,
          "Power Retractable Hardtop",
          "Limited-slip Differential",
          "Alloy Wheels",
          "Satellite Navigation",
        ],
      },
      {
        name: "RF GT",
        priceNew: 59990,
        transmission: "Automatic",
        fuelConsumption: 7.0,
        add: [...KIT.leather, ...KIT.keyless, "Bose Premium Audio"],
      },
      {
        name: "RF GTS Manual",
        priceNew: 62990,
        add: ["Recaro Sports Seats", "Brembo Brakes", "BBS Forged Alloy Wheels"],
      },
    ],
  ),
];

export const CAR_MODELS_FRANCHISE: CarModel[] = [...TOYOTA, ...FORD, ...KIA, ...MAZDA];
