import type { SQL } from "drizzle-orm";
import { vehicles } from "@/platform/db/schema";
import { reservedNow } from "@/features/vehicle/live-hold.db";
import { CARD_FIELDS, COMPARE_FIELDS, type VehicleRow } from "./vehicle-projections";

/**
 * The select lists of the vehicle's projections, built from their field lists (vehicle-projections.ts), so
 * a query selects exactly what its projection's type says. Usable from the command line (search's index).
 */
type Columns<K extends keyof VehicleRow> = { [P in K]: P extends "reserved" ? SQL<boolean> : (typeof vehicles)[P] };

/** `reserved` is read as it is now (the feed's flag or a live hold), never the stored flag alone. */
export function vehicleColumns<K extends keyof VehicleRow>(keys: readonly K[]): Columns<K> {
  return Object.fromEntries(keys.map((k) => [k, k === "reserved" ? reservedNow : vehicles[k]])) as Columns<K>;
}

/** A card's columns (the home page's latest stock). */
export const cardColumns = vehicleColumns(CARD_FIELDS);

/** A compared car's columns (the compare table). */
export const compareColumns = vehicleColumns(COMPARE_FIELDS);
