import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { sites, vehiclePriceChanges, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { priceHistory } from "./price-history.db";

/** The database records every change of a car's shown price, whoever writes it (migration 0028). */
let handle: DatabaseHandle;
let siteId: number;
const SITE = "tasman-caravans";
const HEADER = "stocknum,dealership,location,car_type,status,make,model,year,price,km,colour";
const csv = (stocknum: string, price: number, km = 40000, colour = "White") =>
  `${HEADER}\n${stocknum},tasman-caravans-hobart,glenorchy,used,in_stock,Isuzu,D-Max,2022,${price},${km},${colour}`;
const DAY1 = new Date("2026-11-10T01:00:00Z");
const DAY2 = new Date("2026-11-12T01:00:00Z");
const DAY3 = new Date("2026-11-14T01:00:00Z");

async function car(stocknum: string) {
  const [row] = await handle.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.stocknum, stocknum)));
  return row!;
}
const changesOf = async (vehicleId: number) =>
  handle.db
    .select()
    .from(vehiclePriceChanges)
    .where(eq(vehiclePriceChanges.vehicleId, vehicleId))
    .orderBy(asc(vehiclePriceChanges.id));

beforeAll(async () => {
  ({ handle } = await openSeededTestDatabase());
  siteId = (await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, SITE)))[0]!.id;
});
afterAll(async () => handle?.close());

describe("the price history a feed run writes", () => {
  it("records one row, as the feed at the run's time, when a run changes a car's price, and none for its first listing", async () => {
    expect((await importStock(handle.db, SITE, csv("PH1", 30000), DAY1)).ok).toBe(true);
    const listed = await car("PH1");
    expect(await changesOf(listed.id)).toEqual([]);
    expect((await importStock(handle.db, SITE, csv("PH1", 28500), DAY2)).ok).toBe(true);
    expect(await changesOf(listed.id)).toEqual([
      expect.objectContaining({ siteId, oldPrice: 30000, newPrice: 28500, source: "feed", at: DAY2 }),
    ]);
    expect((await car("PH1")).priceDroppedAt).toEqual(DAY2);
  });

  it("records nothing for an unchanged re-import, nor when only other fields change", async () => {
    expect((await importStock(handle.db, SITE, csv("PH2", 41000), DAY1)).ok).toBe(true);
    const { id } = await car("PH2");
    expect((await importStock(handle.db, SITE, csv("PH2", 41000), DAY2)).unchanged).toBe(1);
    const reimported = await importStock(handle.db, SITE, csv("PH2", 41000, 42000, "Blue"), DAY3);
    expect(reimported.updated).toBe(1);
    expect((await car("PH2")).km).toBe(42000);
    expect(await changesOf(id)).toEqual([]);
  });

  it("a rise after a drop clears the car's price-drop time; a later re-import of other fields keeps a drop's", async () => {
    expect((await importStock(handle.db, SITE, csv("PH3", 50000), DAY1)).ok).toBe(true);
    await importStock(handle.db, SITE, csv("PH3", 48000), DAY2);
    await importStock(handle.db, SITE, csv("PH3", 48000, 41000), DAY3);
    expect((await car("PH3")).priceDroppedAt).toEqual(DAY2);
    await importStock(handle.db, SITE, csv("PH3", 49000), DAY3);
    expect((await car("PH3")).priceDroppedAt).toBeNull();
    expect((await changesOf((await car("PH3")).id)).map((c) => [c.oldPrice, c.newPrice])).toEqual([
      [50000, 48000],
      [48000, 49000],
    ]);
  });

  it("records a writer that does not name itself (plain SQL) as an import, and lists a car's history newest first", async () => {
    const { id } = await car("PH1");
    await handle.db.execute(sql`update vehicles set price = 27000 where id = ${id}`);
    const [latest, earlier] = await priceHistory(handle.db, id);
    expect(latest).toMatchObject({ oldPrice: 28500, newPrice: 27000 });
    expect(earlier).toMatchObject({ oldPrice: 30000, newPrice: 28500, at: DAY2 });
    expect((await changesOf(id)).at(-1)!.source).toBe("import");
  });
});
