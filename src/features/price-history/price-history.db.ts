import { desc, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { vehiclePriceChanges } from "@/platform/db/schema";
import type { PriceChange } from "./price-history";

/** How many of a car's latest price changes its page lists. */
export const HISTORY_LENGTH = 8;

/** A car's latest changes of its shown price, newest first (the database records them: migration 0028). */
export async function priceHistory(db: Database, vehicleId: number, limit = HISTORY_LENGTH): Promise<PriceChange[]> {
  const rows = await db
    .select({
      oldPrice: vehiclePriceChanges.oldPrice,
      newPrice: vehiclePriceChanges.newPrice,
      at: vehiclePriceChanges.at,
    })
    .from(vehiclePriceChanges)
    .where(eq(vehiclePriceChanges.vehicleId, vehicleId))
    .orderBy(desc(vehiclePriceChanges.at), desc(vehiclePriceChanges.id))
    .limit(limit);
  return rows;
}
