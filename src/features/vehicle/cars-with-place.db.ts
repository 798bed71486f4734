import { eq } from "drizzle-orm";
import type { PgSelectBase, SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "@/platform/db/client";
import { dealerships, locations, vehicles } from "@/platform/db/schema";

/** Every car has a dealership; a car that names no location gets nulls for the location's fields. */
type CarPlaceNullability = { vehicles: "not-null"; dealerships: "not-null"; locations: "nullable" };

/**
 * Cars with the dealership that lists them and the location they stand at: the join a query makes whenever it
 * reads a car together with where it is. The caller picks the fields and adds its own conditions.
 */
export function selectCarsWithPlace<TFields extends SelectedFields>(
  db: Database,
  fields: TFields,
): PgSelectBase<"vehicles", TFields, "partial", CarPlaceNullability> {
  // Drizzle cannot follow a join's types through a generic selection, so the chain is built for any selection
  // and given back its caller's: the same query, typed as drizzle types it for a concrete one.
  const fieldsOfAnyShape: SelectedFields = fields;
  return db
    .select(fieldsOfAnyShape)
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId)) as unknown as PgSelectBase<
    "vehicles",
    TFields,
    "partial",
    CarPlaceNullability
  >;
}
