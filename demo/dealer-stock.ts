import type { DemoDealer } from "./demo-dealers";
import type { LenderSetting } from "./lender-estimates";
import { seededRandom, seedFrom } from "./random";
import { oneCar, type GeneratedVehicle, type StockContext } from "./stock-generator";
import { oneCaravan, oneMotorcycle } from "./stock-generator-other";

/**
 * All of one demo dealer's stock. Deterministic: the same dealer and `now` give the same vehicles.
 * Dates are offsets from `now`, so a fresh seed always has recent arrivals and recent sales.
 */
export function generateDealerStock(
  dealer: DemoDealer,
  options: { now: Date; lender: LenderSetting | null },
): GeneratedVehicle[] {
  const random = seededRandom(seedFrom(dealer.site));
  let counter = 0;
  const out: GeneratedVehicle[] = [];
  for (const plan of dealer.stock) {
    const dealership = dealer.dealerships.find((d) => d.slug === plan.dealership);
    if (!dealership) throw new Error(`stock plan names unknown dealership ${plan.dealership}`);
    // Stock sits at the dealership's sales yards, never at a service or parts counter.
    const yards = dealership.locations.filter((l) => l.type === "sales" || l.type === "");
    if (yards.length === 0) throw new Error(`dealership ${dealership.slug} has no sales location`);
    const ctx: StockContext = {
      random,
      dealer,
      plan,
      now: options.now,
      lender: options.lender,
      sequence: () => ++counter,
    };
    const yard = () =>
      yards.length === 1 ? yards[0]! : random.weighted(yards.map((l, i) => [l, i === 0 ? 3 : 1] as const));
    for (let i = 0; i < plan.count; i++) out.push(oneCar(ctx, yard()));
    for (let i = 0; i < (plan.caravans ?? 0); i++) out.push(oneCaravan(ctx, yard()));
    for (let i = 0; i < (plan.motorcycles ?? 0); i++) out.push(oneMotorcycle(ctx, yard()));
  }
  return out;
}
