import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openSeededTestDatabase, TEST_NOW, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { PAGE_CACHE_CHANNEL } from "@/platform/page-cache/page-cache-channel";

/*
 * Migration 0011: every change to a site's stock, by any writer, is announced to every server process listening on
 * the page cache's channel once it commits (docs/adr/0008). These tests write the way writers do (the stock import,
 * plain SQL, a transaction that fails) and listen as a server process does.
 */
let seeded: SeededTestDatabase;
let heard: string[] = [];
let stop: () => Promise<void>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const HEADER = "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,colour,sold_date";

beforeAll(async () => {
  seeded = await openSeededTestDatabase();
  stop = await seeded.handle.listen(
    PAGE_CACHE_CHANNEL,
    (tag) => heard.push(tag),
    () => heard.push("<gap>"),
  );
});
afterAll(async () => {
  await stop?.();
  await seeded?.handle.close();
});

describe("a change to a site's stock is announced on the page cache's channel", () => {
  it("a stock import of one site announces that site's stock once", async () => {
    heard = [];
    const csv = `${HEADER}\nCACHE1,tasman-caravans-hobart,glenorchy,used,in_stock,Toyota,LandCruiser 300,GXL,2023,45990,30500,4x4,White,`;
    expect(await importStock(seeded.handle.db, "tasman-caravans", csv, TEST_NOW)).toMatchObject({ ok: true });
    await settle();
    expect(heard).toEqual(["stock:tasman-caravans"]);
  });

  it("one statement changing two sites' cars announces each site once", async () => {
    heard = [];
    await seeded.handle.db.execute(
      sql`update vehicles set price = price + 1 where site_id in (select id from sites where slug in ('tasman-caravans', 'harbour-toyota'))`,
    );
    await settle();
    expect(heard.sort()).toEqual(["stock:harbour-toyota", "stock:tasman-caravans"]);
  });

  it("a deleted car is announced too", async () => {
    heard = [];
    await seeded.handle.db.execute(
      sql`delete from vehicles where stocknum = 'CACHE1' and site_id = (select id from sites where slug = 'tasman-caravans')`,
    );
    await settle();
    expect(heard).toEqual(["stock:tasman-caravans"]);
  });

  it("a change that is rolled back is never announced", async () => {
    heard = [];
    await expect(
      seeded.handle.db.transaction(async (tx) => {
        await tx.execute(
          sql`update vehicles set price = price + 1 where site_id = (select id from sites where slug = 'bigbox-used')`,
        );
        throw new Error("the writer failed");
      }),
    ).rejects.toThrow("the writer failed");
    await settle();
    expect(heard).toEqual([]);
  });

  it("a statement that changes no row announces nothing", async () => {
    heard = [];
    await seeded.handle.db.execute(sql`update vehicles set price = 1 where false`);
    await settle();
    expect(heard).toEqual([]);
  });
});
