import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSeededTestDatabase, TEST_NOW, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { stockVersion } from "@/features/search/index.server";
import type { SearchSite } from "@/features/search";
import { sitemapVehicles } from "./sitemap-stock.db";

/*
 * What the sitemap lists of a site's stock and what invalidates its cache: the listed cars by the default
 * stock filter, and the same stock version the search index rebuilds on, moved by an import.
 */
let seeded: SeededTestDatabase;
let site: SearchSite;
const HEADER = "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,colour,sold_date";
const car = (status: string, soldDate = "") =>
  `${HEADER}\nMAP1,tasman-caravans-hobart,glenorchy,used,${status},Toyota,LandCruiser 300,GXL,2023,77777,30500,4x4,White,${soldDate}`;
const importCar = async (csv: string) =>
  expect(await importStock(seeded.handle.db, "tasman-caravans", csv, TEST_NOW)).toMatchObject({ ok: true });
const listed = async () => (await sitemapVehicles(seeded.handle.db, site, TEST_NOW)).map((v) => v.slug);
const fresh = (slugs: string[]) => slugs.filter((s) => s.includes("map1"));

beforeAll(async () => {
  seeded = await openSeededTestDatabase();
  site = await seeded.siteFor("tasman-caravans");
});
afterAll(async () => seeded?.handle.close());

describe("the sitemap's stock (every listed vehicle; sold cars leave; cached until stock changes)", () => {
  it("lists an imported car with its updated_at, and drops it when it is sold outside the window; each import moves the version", async () => {
    const before = await stockVersion(seeded.handle.db, site.id);
    expect(fresh(await listed())).toEqual([]);

    await importCar(car("in_stock"));
    const imported = await stockVersion(seeded.handle.db, site.id);
    expect(imported).not.toBe(before);
    const rows = await sitemapVehicles(seeded.handle.db, site, TEST_NOW);
    const row = rows.find((r) => r.slug.includes("map1"));
    expect(row).toMatchObject({ carType: "used", makeSlug: "toyota", body: "4x4", soldAt: null });
    expect(row!.updatedAt).toBeInstanceOf(Date);

    // Sold a year ago: far outside the site's window, so it has left the site and the sitemap.
    await importCar(car("sold", "2025-11-01"));
    expect(await stockVersion(seeded.handle.db, site.id)).not.toBe(imported);
    expect(fresh(await listed())).toEqual([]);
    // Every listed car is the site's own and shown on its website.
    expect((await listed()).length).toBe(rows.length - 1);
  });
});
