import { readStoredList } from "@/platform/client/stored-list";
/**
 * The device-side list of viewed cars.
 * The component persists it in localStorage; these functions keep the rules pure so they can be tested without a browser.
 */
export interface ViewedCar {
  id: number;
  stocknum: string;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
}

const VIEWED_CARS_LIMIT = 20;

/** Puts the car first; a car seen before moves to the front instead of repeating; keeps the 20 most recent. */
export function addViewedCar(list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...list.filter((c) => c.id !== car.id)].slice(0, VIEWED_CARS_LIMIT);
}

const nullableString = (v: unknown): v is string | null | undefined =>
  v === null || v === undefined || typeof v === "string";

function isEntry(value: unknown): value is ViewedCar {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "number" &&
    Number.isSafeInteger(v.id) &&
    typeof v.stocknum === "string" &&
    typeof v.make === "string" &&
    typeof v.model === "string" &&
    nullableString(v.body) &&
    nullableString(v.simple_body)
  );
}

/**
 * Reads stored JSON defensively: storage is user-controlled (and written by older versions), so anything malformed
 * (bad JSON, not an array, or any entry without the fields above) gives []. Extra fields are dropped, a missing body
 * reads as null, and repeats and entries beyond 20 are trimmed.
 */
export function parseViewedCars(json: string | null): ViewedCar[] {
  const data = readStoredList(json, isEntry);
  if (!data) return [];
  // Rebuilding through addViewedCar (oldest first) applies the same dedupe and limit as adding does.
  return data
    .map(({ id, stocknum, make, model, body, simple_body }) => ({
      id,
      stocknum,
      make,
      model,
      body: body ?? null,
      simple_body: simple_body ?? null,
    }))
    .reduceRight<ViewedCar[]>((list, car) => addViewedCar(list, car), []);
}
