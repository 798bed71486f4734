import { eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { vehicles } from "@/platform/db/schema";
import type { PresentationLayers, PresentationValues } from "@/domain/stock-presentation";
import { effectivePresentation, feedPresentation, hasLayers } from "./presentation";
import { namePriceWriter } from "./price-writer.db";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type LayerName = keyof PresentationLayers;

/**
 * Puts one layer over a car's feed values, or takes it off (`undefined`), and writes what shoppers now see into the
 * car's columns: the feed's values are kept beside them while any layer stands, and come back when the last one goes.
 * The row is locked for the change, so a feed run and a console edit of one car never lose each other's write. Null
 * when the car does not exist. The vehicles triggers tell every process's caches (migration 0011), and record a change
 * of the shown price (migration 0028): a special's as `special`, the dealer's edits as `console`, at `priceAt` (the
 * instant shoppers see it; `now` unless a special's start or end came earlier).
 */
export async function setPresentationLayer<N extends LayerName>(
  tx: Tx,
  vehicleId: number,
  name: N,
  layer: PresentationLayers[N] | undefined,
  now = new Date(),
  priceAt = now,
): Promise<{ before: PresentationValues; after: PresentationValues; feed: PresentationValues } | null> {
  const [car] = await tx.select().from(vehicles).where(eq(vehicles.id, vehicleId)).for("update");
  if (!car) return null;
  const feed = feedPresentation(car);
  const layers: PresentationLayers = { ...car.layers, [name]: layer };
  if (layer === undefined) delete layers[name];
  const after = effectivePresentation(feed, layers);
  const standing = hasLayers(layers);
  if (after.price !== car.price) await namePriceWriter(tx, name === "special" ? "special" : "console", priceAt);
  await tx
    .update(vehicles)
    .set({ ...after, layers: standing ? layers : {}, feedValues: standing ? feed : null, updatedAt: now })
    .where(eq(vehicles.id, vehicleId));
  return { before: effectivePresentation(feed, car.layers), after, feed };
}
