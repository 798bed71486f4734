/**
 * Caravan and motorcycle catalogue, with their makes (finishes / colours, WMIs).
 * Honda's motorcycle colours live on its car make entry (`motorcyclePaints`).
 */
import type { CaravanModel, MakeInfo, MotorcycleModel, Paint } from "./catalogue-types";
import { p } from "./catalogue-cars";

// ---------------------------------------------------------------------------
// Caravans
// ---------------------------------------------------------------------------

/** Caravan body finishes: white, silver and grey composite / aluminium shades. */
const CARAVAN_PAINTS: Paint[] = [
  p("Gloss White", "#f7f7f5", "White"),
  p("Arctic White", "#eef0f0", "White"),
  p("Silver Checkerplate", "#c3c6c8", "Silver"),
  p("Aluminium Composite", "#b0b4b7", "Silver"),
  p("Storm Grey", "#7b7f83", "Grey"),
  p("Charcoal Composite", "#45484b", "Grey"),
];

/** Caravan builders, with illustrative Australian-region (6A-6W) WMIs for demo VINs. */
export const CARAVAN_MAKES: MakeInfo[] = [
  { make: "Jayco", slug: "jayco", kinds: ["caravan"], wmi: ["6JA"], paints: CARAVAN_PAINTS },
  { make: "Avan", slug: "avan", kinds: ["caravan"], wmi: ["6AV"], paints: CARAVAN_PAINTS },
  { make: "Coromal", slug: "coromal", kinds: ["caravan"], wmi: ["6CR"], paints: CARAVAN_PAINTS },
  { make: "Supreme", slug: "supreme", kinds: ["caravan"], wmi: ["6SP"], paints: CARAVAN_PAINTS },
  { make: "New Age", slug: "new-age", kinds: ["caravan"], wmi: ["6NA"], paints: CARAVAN_PAINTS },
  { make: "Lotus", slug: "lotus", kinds: ["caravan"], wmi: ["6LC"], paints: CARAVAN_PAINTS },
  { make: "Windsor", slug: "windsor", kinds: ["caravan"], wmi: ["6WN"], paints: CARAVAN_PAINTS },
  { make: "Retreat", slug: "retreat", kinds: ["caravan"], wmi: ["6RT"], paints: CARAVAN_PAINTS },
];

const TOURING = ["Queen Bed", "Three-way Fridge", "Gas/Electric Hot Water", "Awning", "Air Conditioner"];
const OFFGRID = ["Solar Panels", "Lithium Battery", "Off-grid Water Tanks"];

export const CARAVAN_MODELS: CaravanModel[] = [
  { make: "Jayco", model: "Journey", slug: "journey", style: "Off-road Caravan", years: [2012, 2026], badges: [
    { name: "17.55-3 Outback", priceNew: 84990, bodyWidthMm: 2440, bodyLengthFt: 17, tareKg: 2120, atmKg: 2700, axle: "Tandem", sleeps: 2, features: [...TOURING, "Ensuite", "Solar Panels", "Independent Suspension"] },
    { name: "21.65-4 Outback Family", priceNew: 99990, bodyWidthMm: 2440, bodyLengthFt: 21, tareKg: 2580, atmKg: 3100, axle: "Tandem", sleeps: 6, features: [...TOURING, "Ensuite", "Solar Panels", "Independent Suspension", "Bunk Beds", "Washing Machine"] },
  ] },
  { make: "Jayco", model: "Silverline", slug: "silverline", style: "Caravan", years: [2016, 2026], badges: [
    { name: "21.66-3 Outback", priceNew: 121990, bodyWidthMm: 2490, bodyLengthFt: 21, tareKg: 2690, atmKg: 3300, axle: "Tandem", sleeps: 2, features: [...TOURING, ...OFFGRID, "Ensuite", "Washing Machine", "Diesel Heater"] },
    { name: "23.68-4 Outback", priceNew: 129990, bodyWidthMm: 2490, bodyLengthFt: 23, tareKg: 2860, atmKg: 3500, axle: "Tandem", sleeps: 2, features: [...TOURING, ...OFFGRID, "Ensuite", "Washing Machine", "Diesel Heater", "External Kitchen"] },
  ] },
  { make: "Jayco", model: "Starcraft", slug: "starcraft", style: "Pop Top", years: [2012, 2026], badges: [
    { name: "17.55-3 Pop Top", priceNew: 56990, bodyWidthMm: 2260, bodyLengthFt: 17, tareKg: 1650, atmKg: 2000, axle: "Single", sleeps: 2, features: ["Queen Bed", "Three-way Fridge", "Awning", "Gas/Electric Hot Water"] },
    { name: "19.61-3 Family", priceNew: 69990, bodyWidthMm: 2290, bodyLengthFt: 19, tareKg: 2080, atmKg: 2500, axle: "Tandem", sleeps: 5, features: ["Queen Bed", "Three-way Fridge", "Awning", "Gas/Electric Hot Water", "Bunk Beds", "Air Conditioner"] },
  ] },
  { make: "Jayco", model: "Crosstrak", slug: "crosstrak", style: "Camper Trailer", years: [2019, 2026], badges: [
    { name: "Crosstrak", priceNew: 39990, bodyWidthMm: 2200, bodyLengthFt: 12, tareKg: 1160, atmKg: 1800, axle: "Single", sleeps: 4, features: ["External Kitchen", "Independent Suspension", "Awning", "Solar Panels"] },
    { name: "Crosstrak Outback", priceNew: 44990, bodyWidthMm: 2200, bodyLengthFt: 13, tareKg: 1260, atmKg: 1900, axle: "Single", sleeps: 4, features: ["External Kitchen", "Independent Suspension", "Awning", "Solar Panels", "Lithium Battery", "Off-grid Water Tanks"] },
  ] },
  { make: "Jayco", model: "Swan", slug: "swan", style: "Camper Trailer", years: [2012, 2026], badges: [
    { name: "Swan", priceNew: 32990, bodyWidthMm: 2200, bodyLengthFt: 12, tareKg: 1020, atmKg: 1400, axle: "Single", sleeps: 4, features: ["Queen Bed", "Three-way Fridge", "Awning"] },
    { name: "Swan Outback", priceNew: 37990, bodyWidthMm: 2200, bodyLengthFt: 12, tareKg: 1120, atmKg: 1500, axle: "Single", sleeps: 4, features: ["Queen Bed", "Three-way Fridge", "Awning", "External Kitchen", "Independent Suspension"] },
  ] },
  { make: "Avan", model: "Aspire", slug: "aspire", style: "Caravan", years: [2016, 2026], badges: [
    { name: "19ft Couples", priceNew: 79990, bodyWidthMm: 2440, bodyLengthFt: 19, tareKg: 2150, atmKg: 2600, axle: "Tandem", sleeps: 2, features: [...TOURING, "Ensuite"] },
    { name: "21ft Family", priceNew: 89990, bodyWidthMm: 2440, bodyLengthFt: 21, tareKg: 2450, atmKg: 2950, axle: "Tandem", sleeps: 6, features: [...TOURING, "Ensuite", "Bunk Beds"] },
  ] },
  { make: "Avan", model: "Cruiseliner", slug: "cruiseliner", style: "Pop Top", years: [2012, 2026], badges: [
    { name: "14ft", priceNew: 39990, bodyWidthMm: 2200, bodyLengthFt: 14, tareKg: 1150, atmKg: 1500, axle: "Single", sleeps: 2, features: ["Queen Bed", "Three-way Fridge", "Awning"] },
    { name: "16ft", priceNew: 46990, bodyWidthMm: 2200, bodyLengthFt: 16, tareKg: 1350, atmKg: 1700, axle: "Single", sleeps: 2, features: ["Queen Bed", "Three-way Fridge", "Awning", "Air Conditioner", "Solar Panels"] },
  ] },
  { make: "Coromal", model: "Element", slug: "element", style: "Caravan", years: [2014, 2026], badges: [
    { name: "17ft Ensuite", priceNew: 69990, bodyWidthMm: 2400, bodyLengthFt: 17, tareKg: 1950, atmKg: 2450, axle: "Tandem", sleeps: 2, features: [...TOURING, "Ensuite"] },
    { name: "21ft Family", priceNew: 79990, bodyWidthMm: 2400, bodyLengthFt: 21, tareKg: 2350, atmKg: 2850, axle: "Tandem", sleeps: 6, features: [...TOURING, "Ensuite", "Bunk Beds"] },
  ] },
  { make: "Supreme", model: "Getaway", slug: "getaway", style: "Caravan", years: [2013, 2026], badges: [
    { name: "19ft", priceNew: 67990, bodyWidthMm: 2350, bodyLengthFt: 19, tareKg: 2050, atmKg: 2550, axle: "Tandem", sleeps: 2, features: [...TOURING] },
    { name: "21ft Ensuite", priceNew: 73990, bodyWidthMm: 2350, bodyLengthFt: 21, tareKg: 2300, atmKg: 2800, axle: "Tandem", sleeps: 2, features: [...TOURING, "Ensuite"] },
  ] },
  { make: "New Age", model: "Manta Ray", slug: "manta-ray", style: "Caravan", years: [2012, 2026], badges: [
    { name: "MR19ER", priceNew: 89990, bodyWidthMm: 2430, bodyLengthFt: 19, tareKg: 2280, atmKg: 2850, axle: "Tandem", sleeps: 2, features: [...TOURING, "Ensuite", "Solar Panels"] },
    { name: "MR21EB Family", priceNew: 96990, bodyWidthMm: 2430, bodyLengthFt: 21, tareKg: 2520, atmKg: 3100, axle: "Tandem", sleeps: 5, features: [...TOURING, "Ensuite", "Solar Panels", "Bunk Beds", "Washing Machine"] },
  ] },
  { make: "New Age", model: "Big Red", slug: "big-red", style: "Off-road Caravan", years: [2012, 2026], badges: [
    { name: "BR19", priceNew: 104990, bodyWidthMm: 2450, bodyLengthFt: 19, tareKg: 2700, atmKg: 3300, axle: "Tandem", sleeps: 2, features: [...TOURING, ...OFFGRID, "Ensuite", "Independent Suspension"] },
    { name: "BR22 Family", priceNew: 115990, bodyWidthMm: 2450, bodyLengthFt: 22, tareKg: 3000, atmKg: 3500, axle: "Tandem", sleeps: 6, features: [...TOURING, ...OFFGRID, "Ensuite", "Independent Suspension", "Bunk Beds", "Washing Machine", "Diesel Heater"] },
  ] },
  { make: "Lotus", model: "Trooper", slug: "trooper", style: "Off-road Caravan", years: [2014, 2026], badges: [
    { name: "18'6\"", priceNew: 134990, bodyWidthMm: 2480, bodyLengthFt: 18, tareKg: 2750, atmKg: 3500, axle: "Tandem", sleeps: 2, features: [...TOURING, ...OFFGRID, "Ensuite", "Independent Suspension", "Diesel Heater", "External Kitchen"] },
    { name: "23' Family", priceNew: 154990, bodyWidthMm: 2490, bodyLengthFt: 23, tareKg: 3150, atmKg: 4100, axle: "Triple", sleeps: 5, features: [...TOURING, ...OFFGRID, "Ensuite", "Independent Suspension", "Diesel Heater", "External Kitchen", "Bunk Beds", "Washing Machine"] },
  ] },
  { make: "Windsor", model: "Genesis", slug: "genesis", style: "Caravan", years: [2016, 2026], badges: [
    { name: "17ft", priceNew: 72990, bodyWidthMm: 2400, bodyLengthFt: 17, tareKg: 1900, atmKg: 2400, axle: "Tandem", sleeps: 2, features: [...TOURING, "Ensuite"] },
    { name: "21ft Family", priceNew: 82990, bodyWidthMm: 2400, bodyLengthFt: 21, tareKg: 2250, atmKg: 2750, axle: "Tandem", sleeps: 7, features: [...TOURING, "Ensuite", "Bunk Beds"] },
  ] },
  { make: "Retreat", model: "Hamilton", slug: "hamilton", style: "Caravan", years: [2015, 2026], badges: [
    { name: "21ft", priceNew: 99990, bodyWidthMm: 2490, bodyLengthFt: 21, tareKg: 2600, atmKg: 3200, axle: "Tandem", sleeps: 2, features: [...TOURING, "Ensuite", "Solar Panels", "Lithium Battery", "Washing Machine"] },
    { name: "24ft Family", priceNew: 119990, bodyWidthMm: 2490, bodyLengthFt: 24, tareKg: 3150, atmKg: 4000, axle: "Triple", sleeps: 7, features: [...TOURING, "Ensuite", "Solar Panels", "Lithium Battery", "Washing Machine", "Bunk Beds", "External Kitchen"] },
  ] },
];

// ---------------------------------------------------------------------------
// Motorcycles
// ---------------------------------------------------------------------------

export const MOTORCYCLE_MAKES: MakeInfo[] = [
  { make: "Yamaha", slug: "yamaha", kinds: ["motorcycle"], wmi: ["JYA", "MH3"], paints: [
    p("Icon Blue", "#1d4fa0", "Blue"), p("Tech Black", "#1b1c1e", "Black"), p("Cyan Storm", "#5aa5b8", "Blue"),
    p("Midnight Black", "#121214", "Black"), p("Ice Fluo", "#c9d1d4", "Grey"), p("Yamaha Blue", "#0b3c9c", "Blue"),
  ] },
  { make: "Kawasaki", slug: "kawasaki", kinds: ["motorcycle"], wmi: ["JKA", "ML5"], paints: [
    p("Lime Green", "#5fb833", "Green"), p("Metallic Spark Black", "#1c1c1e", "Black"), p("Pearl Blizzard White", "#f0f0ec", "White"),
    p("Metallic Matte Graphenesteel Gray", "#4c4f52", "Grey"), p("Candy Persimmon Red", "#b3261e", "Red"), p("Ebony", "#1b1b1b", "Black"),
  ] },
  { make: "Harley-Davidson", slug: "harley-davidson", kinds: ["motorcycle"], wmi: ["1HD", "5HD"], paints: [
    p("Vivid Black", "#0d0d0d", "Black"), p("Billiard Gray", "#55595b", "Grey"), p("Red Rock", "#7a1f1a", "Red"),
    p("Atlas Silver Metallic", "#a8abad", "Silver"), p("Sharkskin Blue", "#495a6b", "Blue"), p("White Sand Pearl", "#e9e6dc", "White"),
  ] },
  { make: "Triumph", slug: "triumph", kinds: ["motorcycle"], wmi: ["SMT"], paints: [
    p("Sapphire Black", "#111214", "Black"), p("Crystal White", "#f2f2f0", "White"), p("Silver Ice", "#b6babd", "Silver"),
    p("Diablo Red", "#b11a21", "Red"), p("Cosmic Yellow", "#f2c400", "Yellow"), p("Matt Jet Black", "#1a1a1a", "Black"),
  ] },
  { make: "BMW", slug: "bmw", kinds: ["motorcycle"], wmi: ["WB1"], paints: [
    p("Light White", "#f1f1ef", "White"), p("Blackstorm Metallic", "#1d1f22", "Black"), p("Racing Blue Metallic", "#1e4fa3", "Blue"),
    p("Racing Red", "#c4161c", "Red"), p("Aurelius Green Metallic", "#3f5a3c", "Green"), p("Ice Grey", "#9ea3a6", "Grey"),
  ] },
];

export const MOTORCYCLE_MODELS: MotorcycleModel[] = [
  { make: "Yamaha", model: "MT-07", slug: "mt-07", style: "Naked", years: [2014, 2026], badges: [
    { name: "MT-07 LAMS", priceNew: 12499, engineCc: 655, cylinders: 2, fuel: "Petrol", powerKw: 39, lams: true, features: ["ABS", "LED Lighting", "TFT Display"] },
    { name: "MT-07", priceNew: 13799, engineCc: 689, cylinders: 2, fuel: "Petrol", powerKw: 54, lams: false, features: ["ABS", "LED Lighting", "TFT Display", "Traction Control"] },
  ] },
  { make: "Yamaha", model: "MT-09", slug: "mt-09", style: "Naked", years: [2014, 2026], badges: [
    { name: "MT-09", priceNew: 17499, engineCc: 890, cylinders: 3, fuel: "Petrol", powerKw: 87, lams: false, features: ["ABS", "Traction Control", "Quickshifter", "TFT Display", "Riding Modes"] },
    { name: "MT-09 SP", priceNew: 20999, engineCc: 890, cylinders: 3, fuel: "Petrol", powerKw: 87, lams: false, features: ["ABS", "Traction Control", "Quickshifter", "TFT Display", "Riding Modes", "Cruise Control", "Ohlins Rear Shock"] },
  ] },
  { make: "Yamaha", model: "YZF-R3", slug: "yzf-r3", style: "Sport", years: [2015, 2026], badges: [
    { name: "YZF-R3", priceNew: 9499, engineCc: 321, cylinders: 2, fuel: "Petrol", powerKw: 31, lams: true, features: ["ABS", "LED Lighting"] },
    { name: "YZF-R3 Monster Energy MotoGP Edition", priceNew: 9899, engineCc: 321, cylinders: 2, fuel: "Petrol", powerKw: 31, lams: true, features: ["ABS", "LED Lighting", "Team Livery"] },
  ] },
  { make: "Yamaha", model: "Ténéré 700", slug: "tenere-700", style: "Adventure", years: [2019, 2026], badges: [
    { name: "Ténéré 700 LAMS", priceNew: 17499, engineCc: 689, cylinders: 2, fuel: "Petrol", powerKw: 39, lams: true, features: ["ABS", "LED Lighting", "TFT Display"] },
    { name: "Ténéré 700", priceNew: 17999, engineCc: 689, cylinders: 2, fuel: "Petrol", powerKw: 54, lams: false, features: ["ABS", "LED Lighting", "TFT Display", "Traction Control", "Riding Modes"] },
    { name: "Ténéré 700 World Raid", priceNew: 22999, engineCc: 689, cylinders: 2, fuel: "Petrol", powerKw: 54, lams: false, features: ["ABS", "LED Lighting", "TFT Display", "Traction Control", "Riding Modes", "Long-range Fuel Tanks"] },
  ] },
  { make: "Honda", model: "CB650R", slug: "cb650r", style: "Naked", years: [2019, 2026], badges: [
    { name: "CB650R", priceNew: 13999, engineCc: 649, cylinders: 4, fuel: "Petrol", powerKw: 70, lams: false, features: ["ABS", "Traction Control", "TFT Display", "LED Lighting"] },
    { name: "CB650R E-Clutch", priceNew: 14999, engineCc: 649, cylinders: 4, fuel: "Petrol", powerKw: 70, lams: false, features: ["ABS", "Traction Control", "TFT Display", "LED Lighting", "E-Clutch"] },
  ] },
  { make: "Honda", model: "CRF300L", slug: "crf300l", style: "Trail", years: [2021, 2026], badges: [
    { name: "CRF300L", priceNew: 9999, engineCc: 286, cylinders: 1, fuel: "Petrol", powerKw: 20, lams: true, features: ["ABS", "Slipper Clutch"] },
    { name: "CRF300L Rally", priceNew: 11299, engineCc: 286, cylinders: 1, fuel: "Petrol", powerKw: 20, lams: true, features: ["ABS", "Slipper Clutch", "Rally Fairing", "LED Lighting"] },
  ] },
  { make: "Honda", model: "Rebel 500", slug: "rebel-500", style: "Cruiser", years: [2017, 2026], badges: [
    { name: "Rebel 500", priceNew: 10299, engineCc: 471, cylinders: 2, fuel: "Petrol", powerKw: 34, lams: true, features: ["ABS", "LED Lighting", "Slipper Clutch"] },
    { name: "Rebel 500 SE", priceNew: 10999, engineCc: 471, cylinders: 2, fuel: "Petrol", powerKw: 34, lams: true, features: ["ABS", "LED Lighting", "Slipper Clutch", "Headlight Cowl", "Fork Gaiters"] },
  ] },
  { make: "Kawasaki", model: "Ninja 400", slug: "ninja-400", style: "Sport", years: [2018, 2026], badges: [
    { name: "Ninja 400", priceNew: 8999, engineCc: 399, cylinders: 2, fuel: "Petrol", powerKw: 33, lams: true, features: ["ABS", "Slipper Clutch", "LED Lighting"] },
    { name: "Ninja 400 KRT Edition", priceNew: 9299, engineCc: 399, cylinders: 2, fuel: "Petrol", powerKw: 33, lams: true, features: ["ABS", "Slipper Clutch", "LED Lighting", "Team Livery"] },
  ] },
  { make: "Kawasaki", model: "Z900", slug: "z900", style: "Naked", years: [2017, 2026], badges: [
    { name: "Z900", priceNew: 15999, engineCc: 948, cylinders: 4, fuel: "Petrol", powerKw: 92, lams: false, features: ["ABS", "Traction Control", "TFT Display", "Riding Modes"] },
    { name: "Z900 SE", priceNew: 18499, engineCc: 948, cylinders: 4, fuel: "Petrol", powerKw: 92, lams: false, features: ["ABS", "Traction Control", "TFT Display", "Riding Modes", "Quickshifter", "Cruise Control", "Ohlins Rear Shock", "Brembo Brakes"] },
  ] },
  { make: "Harley-Davidson", model: "Street Bob", slug: "street-bob", style: "Cruiser", years: [2018, 2026], badges: [
    { name: "Street Bob 114", priceNew: 30995, engineCc: 1868, cylinders: 2, fuel: "Petrol", powerKw: 70, lams: false, features: ["ABS", "Keyless Ignition", "LED Lighting"] },
    { name: "Street Bob 117", priceNew: 32995, engineCc: 1923, cylinders: 2, fuel: "Petrol", powerKw: 68, lams: false, features: ["ABS", "Keyless Ignition", "LED Lighting", "Cornering ABS", "Traction Control", "Cruise Control"] },
  ] },
  { make: "Triumph", model: "Trident 660", slug: "trident-660", style: "Naked", years: [2021, 2026], badges: [
    { name: "Trident 660 LAMS", priceNew: 13490, engineCc: 660, cylinders: 3, fuel: "Petrol", powerKw: 39, lams: true, features: ["ABS", "Traction Control", "TFT Display", "Riding Modes"] },
    { name: "Trident 660", priceNew: 13990, engineCc: 660, cylinders: 3, fuel: "Petrol", powerKw: 70, lams: false, features: ["ABS", "Traction Control", "TFT Display", "Riding Modes", "Quickshifter", "Cruise Control"] },
  ] },
  { make: "BMW", model: "R 1300 GS", slug: "r-1300-gs", style: "Adventure", years: [2024, 2026], badges: [
    { name: "R 1300 GS", priceNew: 33990, engineCc: 1300, cylinders: 2, fuel: "Petrol", powerKw: 107, lams: false, features: ["ABS", "Cornering ABS", "Traction Control", "TFT Display", "Riding Modes", "Cruise Control", "Heated Grips"] },
    { name: "R 1300 GS Option 719 Tramuntana", priceNew: 41990, engineCc: 1300, cylinders: 2, fuel: "Petrol", powerKw: 107, lams: false, features: ["ABS", "Cornering ABS", "Traction Control", "TFT Display", "Riding Modes", "Cruise Control", "Heated Grips", "Quickshifter", "Electronic Suspension", "Adaptive Cruise Control"] },
  ] },
];
