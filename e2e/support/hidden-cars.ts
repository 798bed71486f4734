import path from "node:path";
import { loadDemoDealers } from "@demo/demo-dealers";
import { generateDealerStock } from "@demo/dealer-stock";
import { loadSiteRegistry } from "@/platform/site/registry";

export type DemoCar = {
  slug: string;
  stocknum: string;
  status: string;
  itemType: string;
  carType: string;
  hidden: boolean;
  /** How long before the seed the car was sold (null: not sold). */
  soldHoursAgo: number | null;
};

/**
 * The demo stock of a site as the seed wrote it: the generator is deterministic for a dealer and a
 * day (dates are offsets from `now`; the year decides the models), so the journeys can name cars the
 * HTTP surface must never show (show_on_dealer_website = false) without opening the database the
 * running server holds. Callers check a visible car of the same list answers 200 first, which
 * proves the list matches the seeded database.
 */
export function demoStock(site: string): DemoCar[] {
  const dealer = loadDemoDealers(path.resolve("sites")).find((d) => d.site === site);
  const config = loadSiteRegistry(path.resolve("sites")).sites.find((s) => s.slug === site);
  if (!dealer || !config) throw new Error(`no demo dealer for ${site}`);
  const { provider, lenderType } = config.finance;
  const lender = provider && lenderType ? { provider, type: lenderType } : null;
  const now = new Date();
  return generateDealerStock(dealer, { now, lender }).map((v) => ({
    slug: String(v.slug),
    stocknum: String(v.stocknum),
    status: String(v.status),
    itemType: String(v.itemType ?? "car"),
    carType: String(v.carType),
    hidden: v.showOnDealerWebsite === false,
    soldHoursAgo: v.soldAt ? (now.getTime() - v.soldAt.getTime()) / 3_600_000 : null,
  }));
}
