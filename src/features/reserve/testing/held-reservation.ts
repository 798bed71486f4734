import { and, eq, gt, notInArray } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { reservations, vehicles } from "@/platform/db/schema";
import { attachPayment, markAuthorised, startReservation, type Reservation } from "@/features/reserve/reservations.db";

let taken = 0;

/**
 * A paid hold on a car of a site, as a shopper's checkout and deposit leave it (for other features' database tests):
 * the first in-stock car of the site (of a location, when given) nobody holds yet, with a demo payment id so a
 * decision on it queues its payment job.
 */
export async function heldReservation(
  db: Database,
  siteId: number,
  options: { locationId?: number; now?: Date } = {},
): Promise<Reservation> {
  const now = options.now ?? new Date();
  const held = db.select({ id: reservations.vehicleId }).from(reservations);
  const [car] = await db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.siteId, siteId),
        eq(vehicles.status, "in_stock"),
        gt(vehicles.price, 200),
        options.locationId === undefined ? undefined : eq(vehicles.locationId, options.locationId),
        notInArray(vehicles.id, held),
      ),
    )
    .limit(1);
  if (!car) throw new Error(`no free car on site ${siteId}`);
  taken++;
  const started = await startReservation(
    db,
    {
      siteId,
      vehicleId: car.id,
      userId: null,
      requestKey: `held-${car.id}-${taken}`,
      depositCents: 20_000,
      holdSeconds: 48 * 3600,
      car: {
        id: car.id,
        slug: car.slug,
        name: `${car.year} ${car.make} ${car.model}`,
        stocknum: car.stocknum,
        price: car.price ?? 30_000,
        year: car.year,
        make: car.make,
        model: car.model,
        badge: car.badge,
        vin: car.vin,
        carType: car.carType,
        status: car.status,
        km: car.km,
        dealershipId: car.dealershipId,
        locationId: car.locationId,
      },
      shopper: {
        name: "Jo Citizen",
        email: `jo${taken}@shopper.example`,
        phone: `+61400000${String(taken).padStart(3, "0")}`,
        postcode: "6000",
      },
      purchase: null,
      origin: "http://shop.localhost",
      paymentProvider: "demo",
    },
    now,
  );
  if (started.kind !== "started") throw new Error(`car ${car.id} could not be reserved: ${started.kind}`);
  await attachPayment(db, started.reservation.id, `demo-pay-${started.reservation.id}`);
  const paid = await markAuthorised(db, started.reservation.id, now);
  if (paid.kind !== "held") throw new Error(`reservation ${started.reservation.id} was not held`);
  return paid.reservation;
}
