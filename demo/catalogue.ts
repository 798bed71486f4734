/**
 * The realistic vehicle catalogue the deterministic demo-stock generator draws
 * from: makes (paints, WMIs), car models (generations, badges with specs,
 * prices and standard equipment), caravans and motorcycles; plus lookups.
 * Pure data and functions.
 */
import type { ItemType } from "@/domain/vehicle-kinds";
import type { Badge, CarModel, MakeInfo, Paint } from "./catalogue-types";
import { CAR_MAKES, CAR_MODELS_FRANCHISE } from "./catalogue-cars";
import { CAR_MODELS_MORE } from "./catalogue-cars-more";
import { CARAVAN_MAKES, CARAVAN_MODELS, MOTORCYCLE_MAKES, MOTORCYCLE_MODELS } from "./catalogue-other";

export type * from "./catalogue-types";
export { MEGA_MENU_CATEGORIES, PAINT_FAMILIES } from "./catalogue-types";
export { CARAVAN_MODELS, MOTORCYCLE_MODELS };

/** Every make: car makes, then caravan builders, then motorcycle makes. */
export const MAKES: MakeInfo[] = [...CAR_MAKES, ...CARAVAN_MAKES, ...MOTORCYCLE_MAKES];

export const CAR_MODELS: CarModel[] = [...CAR_MODELS_FRANCHISE, ...CAR_MODELS_MORE];

/** Every car feature string in use, sorted. */
export const FEATURE_POOL: string[] = [
  ...new Set(CAR_MODELS.flatMap((m) => m.badges.flatMap((b) => b.features))),
].sort();

const norm = (s: string) => s.trim().toLowerCase();

/** The make by name or slug (case-insensitive). Throws on an unknown make. */
export function makeInfo(make: string): MakeInfo {
  const key = norm(make);
  const found = MAKES.find((m) => norm(m.make) === key || m.slug === key);
  if (!found) throw new Error(`Unknown make: ${make}`);
  return found;
}

/** The make's car models (empty for caravan / motorcycle-only makes). Throws on an unknown make. */
export function carModelsOf(make: string): CarModel[] {
  const info = makeInfo(make);
  return CAR_MODELS.filter((m) => m.make === info.make);
}

/** A car model by make and model slug. Throws when there is none. */
export function carModel(make: string, slug: string): CarModel {
  const found = carModelsOf(make).find((m) => m.slug === slug);
  if (!found) throw new Error(`Unknown ${make} model: ${slug}`);
  return found;
}

/** The series (generation) a model year belongs to, or null when the model was not sold that year. */
export function seriesForYear(model: CarModel, year: number): string | null {
  return model.generations.find((g) => g.from <= year && year <= g.to)?.series ?? null;
}

/** First and last model years of a car model. */
export function modelYears(model: CarModel): [number, number] {
  const gens = model.generations;
  return [gens[0]!.from, gens[gens.length - 1]!.to];
}

/** Model years a badge was sold (its own `years`, else the model's). */
export function badgeYears(model: CarModel, badge: Badge): [number, number] {
  return badge.years ?? modelYears(model);
}

/** Badges on sale in a model year (cheapest first). */
export function badgesForYear(model: CarModel, year: number): Badge[] {
  return model.badges.filter((b) => {
    const [from, to] = badgeYears(model, b);
    return from <= year && year <= to;
  });
}

/** Colours a make offers for a kind of stock (Honda motorcycles use `motorcyclePaints`). */
export function paintsFor(make: string, kind: ItemType = "car"): Paint[] {
  const info = makeInfo(make);
  return kind === "motorcycle" && info.motorcyclePaints ? info.motorcyclePaints : info.paints;
}
