/**
 * Types of the vehicle catalogue the demo-stock generator draws from.
 * Pure data shapes: no runtime dependencies beyond the shared vehicle vocabulary and the model categories.
 */
import { MODEL_CATEGORIES, type ModelCategory } from "@/platform/content/model-categories";
import type { AxleType, BodyType, Drive, Fuel, ItemType, Transmission } from "@/domain/vehicle-kinds";

export const PAINT_FAMILIES = [
  "White",
  "Black",
  "Silver",
  "Grey",
  "Blue",
  "Red",
  "Green",
  "Orange",
  "Yellow",
  "Brown",
  "Gold",
  "Beige",
  "Purple",
] as const;
export type PaintFamily = (typeof PAINT_FAMILIES)[number];

export interface Paint {
  /** The manufacturer's own colour name, e.g. "Soul Red Crystal Metallic". */
  name: string;
  /** Swatch colour, lower-case `#rrggbb`. */
  hex: string;
  /** The colour family shoppers filter by. */
  family: PaintFamily;
}

export interface MakeInfo {
  make: string;
  slug: string;
  /**
   * World Manufacturer Identifiers (VIN characters 1-3) used on this make's
   * Australian-market vehicles. Caravan builders' codes are illustrative
   * Australian-region (6A-6W) codes for demo VINs.
   */
  wmi: string[];
  /** Factory colours (cars), body finishes (caravans) or tank colours (motorcycles). */
  paints: Paint[];
  /** Which kinds of stock the make supplies. */
  kinds: ItemType[];
  /** For makes that build both cars and motorcycles (Honda): the motorcycle colours. */
  motorcyclePaints?: Paint[];
}

/** A model generation (series), in model years, inclusive. */
interface Generation {
  series: string;
  from: number;
  to: number;
}

type Induction = "Aspirated" | "Turbo" | "Electric";

export interface Badge {
  /** The grade, e.g. "SR5 (4x4) Double Cab", "GT-Line", "Ascent Sport Hybrid". */
  name: string;
  /** Plausible 2026 new price in AUD, drive-away-ish. */
  priceNew: number;
  fuel: Fuel;
  transmission: Transmission;
  drive: Drive;
  /** Engine capacity in cc; null for electric vehicles. */
  engineCc: number | null;
  /** null for electric vehicles. */
  cylinders: number | null;
  induction: Induction;
  seats: number;
  doors: number;
  /** Forward ratios; null for CVT / e-CVT; 1 for single-speed EV reduction gears. */
  gears: number | null;
  /** L/100km combined; null for EV. */
  fuelConsumption: number | null;
  /** Litres; null for EV. */
  fuelCapacity: number | null;
  /** Peak (system, where the maker quotes one) power, kW. */
  powerKw: number;
  torqueNm: number;
  /** ANCAP stars; null when unrated. */
  ancap: number | null;
  /** kg. */
  grossVehicleMass: number | null;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  /** Standard equipment for this badge (includes every lower grade's). */
  features: string[];
  /** Model years this badge was sold, when narrower than the model's generations. */
  years?: [number, number];
  /** When this badge's body differs from the model's (e.g. "Single Cab Chassis"). */
  bodyConfiguration?: string;
  /** Usable battery, kWh, for EVs and plug-in hybrids. */
  batteryKwh?: number;
}

/** The catalogue's mega-menu categories are the content schema's own. */
export const MEGA_MENU_CATEGORIES = MODEL_CATEGORIES;
export type MegaMenuCategory = ModelCategory;

export interface CarModel {
  make: string;
  model: string;
  /** kebab-case, unique within the make. */
  slug: string;
  body: BodyType;
  /** e.g. "4 Door Sedan", "Double Cab Pick Up". */
  bodyConfiguration: string;
  category: MegaMenuCategory;
  /** Sorted, non-overlapping, contiguous. */
  generations: Generation[];
  /** Cheapest grade first. */
  badges: Badge[];
}

type CaravanStyle = "Caravan" | "Pop Top" | "Off-road Caravan" | "Camper Trailer";

interface CaravanBadge {
  name: string;
  priceNew: number;
  bodyWidthMm: number;
  bodyLengthFt: number;
  tareKg: number;
  atmKg: number;
  axle: AxleType;
  sleeps: number;
  features: string[];
}

export interface CaravanModel {
  make: string;
  model: string;
  slug: string;
  style: CaravanStyle;
  badges: CaravanBadge[];
  /** Model years on sale, inclusive. */
  years: [number, number];
}

type MotorcycleStyle = "Naked" | "Sport" | "Adventure" | "Trail" | "Cruiser";

interface MotorcycleBadge {
  name: string;
  priceNew: number;
  engineCc: number;
  cylinders: number;
  fuel: Fuel;
  features: string[];
  powerKw: number;
  /** Approved under the Learner Approved Motorcycle Scheme. */
  lams: boolean;
}

export interface MotorcycleModel {
  make: string;
  model: string;
  slug: string;
  style: MotorcycleStyle;
  badges: MotorcycleBadge[];
  /** Model years on sale, inclusive. */
  years: [number, number];
}
