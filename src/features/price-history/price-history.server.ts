import "server-only";
import { getDb } from "@/platform/db/db.server";
import type { SiteConfig } from "@/platform/site/config-schema";
import { HISTORY_LENGTH, priceHistory } from "./price-history.db";
import { daysListedLine, priceDropLine, priceHistoryRows, type PriceHistoryRow } from "./price-history";

export interface CarPriceHistory {
  dropLine: string | null;
  listedLine: string | null;
  rows: PriceHistoryRow[];
}

/**
 * What a car's page says of its price history: the latest drop and the days listed (only while the car can be bought:
 * a sold car's page has other news), and its latest changes as rows, one indexed read of the recorded history.
 */
export async function carPriceHistory(
  car: { id: number; createdAt: Date | string; available: boolean },
  config: SiteConfig,
  now = new Date(),
): Promise<CarPriceHistory> {
  const changes = await priceHistory(await getDb(), car.id, HISTORY_LENGTH + 1);
  const shown = changes.slice(0, HISTORY_LENGTH);
  const listedAt = new Date(car.createdAt);
  return {
    dropLine: car.available ? priceDropLine(shown, config.timeZone) : null,
    listedLine: car.available ? daysListedLine(listedAt, now, config.timeZone) : null,
    rows: priceHistoryRows(
      shown,
      { listedAt, complete: changes.length <= HISTORY_LENGTH },
      config.timeZone,
      config.stock.noPriceText,
    ),
  };
}
