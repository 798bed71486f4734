import type { VehicleStatus } from "@/domain/vehicle-kinds";

/**
 * The default stock filter: a car is listed when it is shown on the
 * dealer website and is in_stock or coming_soon, or was sold within the last N days
 * (include_sold_cars_days; 3 by default, 0 hides sold cars at once).
 */
export interface ListingFacts {
  status: VehicleStatus;
  soldAt: Date | null;
  showOnDealerWebsite: boolean;
}

export function soldCutoff(now: Date, includeSoldCarsDays: number): Date {
  return new Date(now.getTime() - includeSoldCarsDays * 86_400_000);
}

export function isListed(car: ListingFacts, includeSoldCarsDays: number, now: Date): boolean {
  if (!car.showOnDealerWebsite) return false;
  if (car.status === "in_stock" || car.status === "coming_soon") return true;
  return includeSoldCarsDays > 0 && car.soldAt !== null && car.soldAt >= soldCutoff(now, includeSoldCarsDays);
}
