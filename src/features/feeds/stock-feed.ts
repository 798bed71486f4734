import { exportColumns, stockExportRecord } from "@/features/vehicle";
import type { FeedCar } from "./feed-car";
import { toCsv } from "./csv-writer";

/**
 * The site's listed stock in the stock import's own CSV: every import column the site's pages show (a site
 * that hides compliance dates or interior colours leaves those columns out; the import then keeps them).
 */
export function stockFeedCsv(
  cars: readonly FeedCar[],
  features: { showComplianceDate: boolean; showInteriorColour: boolean },
): string {
  return toCsv(
    exportColumns(features),
    cars.map((c) =>
      stockExportRecord({ ...c.car, dealershipSlug: c.dealershipSlug, locationSlug: c.location?.slug ?? null }),
    ),
  );
}
