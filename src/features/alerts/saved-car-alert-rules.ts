import type { VehicleStatus } from "@/domain/vehicle-kinds";
import { isPriceDrop, type PriceChange } from "./alert-matching";

/** What a saved car's alert tells: its price dropped, it was reserved, or it was sold. */
export type SavedCarAlertKind = "price_drop" | "reserved" | "sold";

/** A saved car with alerts on, as the matcher reads it: since when the shopper asked to be told, and the car now. */
export interface AlertingSavedCar {
  entryId: number;
  userId: string;
  vehicleId: number;
  /** The earliest opt-in still held: nothing that happened before it is news. */
  alertsSince: Date;
  status: VehicleStatus;
  soldAt: Date | null;
  price: number | null;
}

/** A reservation of the car as the matcher reads it: one that was a paid hold (held or confirmed) at some time. */
export interface CarReservation {
  id: number;
  vehicleId: number;
  userId: string | null;
  createdAt: Date;
}

/**
 * One thing to tell one saved car. `occasion` tells apart two announcements of one kind: the price change's id for a
 * drop, the reservation's id for a reservation, 0 for sold (a car is sold once).
 */
export interface SavedCarAnnouncement {
  watchlistEntryId: number;
  vehicleId: number;
  kind: SavedCarAlertKind;
  occasion: number;
  price: number | null;
  oldPrice: number | null;
}

/**
 * What each alerting saved car is to be told. Rules:
 * - sold: a car whose status is sold, sold after the opt-in, is told sold once; a sold car is told nothing else;
 * - reserved: a paid hold (held or confirmed) made after the opt-in is told once per reservation, however short (a hold
 *   already released, cancelled or lapsed when the matcher looks is still told), except the shopper's own (they know);
 * - price drop: each drop from a shown price to a lower shown price made after the opt-in is told once.
 */
export function savedCarAnnouncements(
  cars: readonly AlertingSavedCar[],
  changes: readonly PriceChange[],
  holds: readonly CarReservation[],
  now: Date,
): SavedCarAnnouncement[] {
  const out: SavedCarAnnouncement[] = [];
  for (const car of cars) {
    const since = car.alertsSince.getTime();
    const base = { watchlistEntryId: car.entryId, vehicleId: car.vehicleId };
    if (car.status === "sold") {
      if ((car.soldAt ?? now).getTime() > since)
        out.push({ ...base, kind: "sold", occasion: 0, price: car.price, oldPrice: null });
      continue;
    }
    for (const hold of holds)
      if (hold.vehicleId === car.vehicleId && hold.userId !== car.userId && hold.createdAt.getTime() > since)
        out.push({ ...base, kind: "reserved", occasion: hold.id, price: car.price, oldPrice: null });
    for (const change of changes)
      if (change.vehicleId === car.vehicleId && isPriceDrop(change) && change.at.getTime() > since)
        out.push({
          ...base,
          kind: "price_drop",
          occasion: change.id,
          price: change.newPrice,
          oldPrice: change.oldPrice,
        });
  }
  return out;
}

/** The earliest opt-in still held (e-mail or SMS), or null when no alert channel is on. */
export function alertsSince(entry: {
  alertEmail: boolean;
  emailConsentAt: Date | null;
  alertSms: boolean;
  smsConsentAt: Date | null;
}): Date | null {
  const times = [entry.alertEmail ? entry.emailConsentAt : null, entry.alertSms ? entry.smsConsentAt : null].filter(
    (t): t is Date => t !== null,
  );
  return times.length === 0 ? null : new Date(Math.min(...times.map((t) => t.getTime())));
}
