import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { dealerships, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase, TEST_NOW, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { stockValuation } from "./trade-in-market.db";
import { RULES } from "./valuation";
import { BEST_CONDITION } from "./testing/best-condition";

let handle: DatabaseHandle;
/** Two tenants: the dealer valuing the car, and another dealer on the same platform. */
let own: { siteId: number; dealershipId: number };
let other: { siteId: number; dealershipId: number };

const answers = BEST_CONDITION;
// A make and model no demo dealer stocks, so only the cars below are comparables.
const car = { make: "Tenantcheck", model: "Comparo", year: 2024, km: 20_000 };

async function tenant(seeded: SeededTestDatabase, slug: string) {
  const siteId = (await seeded.siteFor(slug)).id;
  const [dealership] = await handle.db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(eq(dealerships.siteId, siteId))
    .limit(1);
  return { siteId, dealershipId: dealership!.id };
}

let stocked = 0;
/** Listed cars of the test make and model in a tenant's stock, each at this price. */
async function stock(where: typeof own, n: number, price: number) {
  await handle.db.insert(vehicles).values(
    Array.from({ length: n }, () => {
      const id = `comparo-${stocked++}`;
      return {
        siteId: where.siteId,
        dealershipId: where.dealershipId,
        slug: id,
        stocknum: id,
        carType: "used" as const,
        status: "in_stock" as const,
        name: `${car.year} ${car.make} ${car.model}`,
        make: car.make.toUpperCase(), // feeds differ in case: still the same car
        makeSlug: "tenantcheck",
        model: car.model,
        modelSlug: "comparo",
        year: car.year,
        price,
        km: car.km,
      };
    }),
  );
}

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  own = await tenant(seeded, "harbour-toyota");
  other = await tenant(seeded, "bigbox-used");
});
afterAll(async () => handle?.close());

describe("trade-in comparables come only from the dealer's own stock", () => {
  it("another tenant's cars do not count: below the minimum of the dealer's own, no online estimate", async () => {
    await stock(other, 6, 90_000);
    await stock(own, RULES.minComparables - 1, 20_000);
    const estimate = await stockValuation(handle.db, own.siteId).value(car, answers, TEST_NOW);
    expect(estimate).toEqual({
      kind: "appraisal",
      reason: "We do not have enough similar cars to value yours online: the dealer will appraise it.",
    });
  });

  it("with enough of its own, the offer is priced from the dealer's own cars alone", async () => {
    await stock(own, 1, 20_000);
    const estimate = await stockValuation(handle.db, own.siteId).value(car, answers, TEST_NOW);
    // 20,000 x 0.85 (the dealer's margin): the other tenant's 90,000 cars would have lifted the median far above it.
    expect(estimate).toMatchObject({ kind: "offer", comparables: RULES.minComparables, price: 17_000 });
  });

  it("and the other tenant's offers are priced from its own cars, not this dealer's", async () => {
    const estimate = await stockValuation(handle.db, other.siteId).value(car, answers, TEST_NOW);
    expect(estimate).toMatchObject({ kind: "offer", comparables: 6, price: 76_500 });
  });
});
