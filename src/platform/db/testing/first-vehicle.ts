import { and, asc, type SQL } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { vehicles } from "@/platform/db/schema";

/** The stored vehicle with the lowest id that meets every condition, if any: the car a db test picks to work with. */
export async function firstVehicle(db: Database, ...conditions: SQL[]) {
  const [car] = await db
    .select()
    .from(vehicles)
    .where(and(...conditions))
    .orderBy(asc(vehicles.id))
    .limit(1);
  return car;
}
