import { and, asc, between, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { vehicles } from "@/platform/db/schema";
import type { PlateState, PlateVehicle } from "@/platform/plate-lookup/plate-lookup";
import { RULES, estimate, type Comparable, type ValuationService } from "./valuation";

/**
 * The dealer's own stock as the demo valuation's market: listed cars of the site itself, for a make and model within
 * the year band. Only the site's own cars: another dealer's stock on the platform (a competitor, or the demo dealers)
 * is theirs, and neither prices this dealer's offers nor learns from them. Make and model match without regard to
 * case, because feeds write "TOYOTA" and "Toyota" for the same cars.
 */
const listed = and(
  inArray(vehicles.status, ["in_stock", "coming_soon"]),
  eq(vehicles.showOnDealerWebsite, true),
  gt(vehicles.price, 200),
);
type TextColumn = typeof vehicles.make | typeof vehicles.model | typeof vehicles.badge;
const sameText = (column: TextColumn, value: string) => sql`lower(${column}) = lower(${value})`;

async function comparables(
  db: Database,
  siteId: number,
  car: { make: string; model: string; year: number },
): Promise<Comparable[]> {
  const rows = await db
    .select({ year: vehicles.year, km: vehicles.km, price: vehicles.price, market: vehicles.marketPrices })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.siteId, siteId),
        listed,
        sameText(vehicles.make, car.make),
        sameText(vehicles.model, car.model),
        between(vehicles.year, car.year - RULES.yearBand, car.year + RULES.yearBand),
      ),
    )
    .limit(500);
  return rows.map((r) => ({
    year: r.year,
    km: r.km,
    price: r.price ?? 0, // never null here: listed cars are priced over $200
    averageMarketPrice: r.market?.average_market_price ?? null,
  }));
}

/** The lists a shopper picks their car from when the plate lookup finds nothing: makes, then models, then badges. */
export async function pickLists(
  db: Database,
  pick: { make?: string; model?: string },
): Promise<{ makes: string[]; models: string[]; badges: string[] }> {
  const distinct = async (column: TextColumn, where = sql`true`) =>
    (
      await db
        .selectDistinct({ value: column })
        .from(vehicles)
        .where(and(isNotNull(column), where))
        .orderBy(asc(column))
        .limit(300)
    )
      .map((r) => r.value!)
      .filter((v) => v.trim() !== "");
  const makes = await distinct(vehicles.make);
  const models = pick.make ? await distinct(vehicles.model, sameText(vehicles.make, pick.make)) : [];
  const badges =
    pick.make && pick.model
      ? await distinct(
          vehicles.badge,
          and(sameText(vehicles.make, pick.make), sameText(vehicles.model, pick.model)) ?? sql`true`,
        )
      : [];
  return { makes: dedupe(makes), models: dedupe(models), badges: dedupe(badges) };
}

/** One entry per name, whatever its case in the feeds. */
function dedupe(values: string[]): string[] {
  const seen = new Map<string, string>();
  for (const v of values) if (!seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v);
  return [...seen.values()];
}

/** A registered car of the demo dealers' stock by its plate: the demo plate lookup knows them. */
export async function stockPlate(db: Database, plate: string, state: PlateState): Promise<PlateVehicle | null> {
  const [car] = await db
    .select({
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      vin: vehicles.vin,
      colour: vehicles.colour,
      body: vehicles.simpleBody,
      regoExpiry: vehicles.regoExpiry,
    })
    .from(vehicles)
    .where(
      and(
        sql`upper(replace(replace(${vehicles.regplate}, ' ', ''), '-', '')) = ${plate}`,
        sql`(${vehicles.state} is null or upper(${vehicles.state}) = ${state})`,
      ),
    )
    .limit(1);
  if (!car) return null;
  return { ...car, description: `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ""}` };
}

/**
 * The demo valuation service: the formula of valuation.ts over the site's own stock (fewer than RULES.minComparables
 * of its own similar cars: no online estimate, the dealer appraises the car).
 */
export function stockValuation(db: Database, siteId: number): ValuationService {
  return {
    name: "stock",
    async value(car, answers, now) {
      return estimate(car, answers, await comparables(db, siteId, car), now.getUTCFullYear());
    },
  };
}
