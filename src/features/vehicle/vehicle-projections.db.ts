import { vehicles } from "@/platform/db/schema";
import { CARD_FIELDS, COMPARE_FIELDS, type VehicleRow } from "./vehicle-projections";

/**
 * The select lists of the vehicle's projections, built from their field lists (vehicle-projections.ts), so
 * a query selects exactly what its projection's type says. Usable from the command line (search's index).
 */
export function vehicleColumns<K extends keyof VehicleRow>(keys: readonly K[]): { [P in K]: (typeof vehicles)[P] } {
  return Object.fromEntries(keys.map((k) => [k, vehicles[k]])) as { [P in K]: (typeof vehicles)[P] };
}

/** A card's columns (the home page's latest stock). */
export const cardColumns = vehicleColumns(CARD_FIELDS);

/** A compared car's columns (the compare table). */
export const compareColumns = vehicleColumns(COMPARE_FIELDS);
