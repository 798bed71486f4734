import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { sites, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { setPresentationLayer } from "@/features/vehicle/index.server";
import { importStock } from "./testing/import-stock";

let handle: DatabaseHandle;
let siteId: number;
const HEADER = "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,colour,sold_date";
const count = async () =>
  (
    await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(eq(vehicles.siteId, siteId))
  )[0]!.n;
const byStock = async (stocknum: string) =>
  (
    await handle.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.siteId, siteId), eq(vehicles.stocknum, stocknum)))
  )[0];

beforeAll(async () => {
  ({ handle } = await openSeededTestDatabase());
  siteId = (await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "tasman-caravans")))[0]!.id;
});
afterAll(async () => handle?.close());

describe("stock from the command's CSV, through the feed engine", () => {
  it("adds new stock numbers and updates existing ones, keeping their URL", async () => {
    const before = await count();
    const first = await importStock(
      handle.db,
      "tasman-caravans",
      `${HEADER}\nFEED1,tasman-caravans-hobart,glenorchy,used,in_stock,Toyota,LandCruiser 300,GXL,2023,109990,30500,4x4,White,\nFEED2,tasman-caravans-launceston,,used,in_stock,Ford,Ranger,XLT,2022,58990,41000,ute,Blue,`,
    );
    expect(first).toMatchObject({ ok: true, added: 2, updated: 0, unchanged: 0 });
    expect(await count()).toBe(before + 2);
    const slug = (await byStock("FEED1"))!.slug;
    expect((await byStock("FEED2"))!.city).toBe("Invermay"); // the dealership's primary location

    const second = await importStock(
      handle.db,
      "tasman-caravans",
      `${HEADER}\nFEED1,tasman-caravans-hobart,glenorchy,used,sold,Toyota,LandCruiser 300,GXL,2023,104990,30500,4x4,White,2026-11-20`,
    );
    expect(second).toMatchObject({ ok: true, added: 0, updated: 1, unchanged: 0 });
    const updated = (await byStock("FEED1"))!;
    expect(updated.price).toBe(104990);
    expect(updated.status).toBe("sold");
    expect(updated.soldAt?.toISOString()).toBe("2026-11-20T00:00:00.000Z");
    expect(updated.slug).toBe(slug);
    expect(await count()).toBe(before + 2);
  });

  it("lands the good rows of a file with a bad row, and names the bad row's row, column and reason", async () => {
    const before = await count();
    const result = await importStock(
      handle.db,
      "tasman-caravans",
      `${HEADER}\nFEED3,tasman-caravans-hobart,,used,in_stock,Isuzu,D-Max,SX,2020,29990,80000,ute,White,\nFEED4,tasman-caravans-hobart,,used,in_stock,Isuzu,D-Max,SX,2020,lots,80000,ute,White,`,
    );
    expect(result).toMatchObject({
      ok: false,
      added: 1,
      problems: [{ row: 3, column: "price", reason: "must be whole dollars, e.g. 24990" }],
    });
    expect(await count()).toBe(before + 1);
    expect(await byStock("FEED4")).toBeUndefined();
  });

  it("rejects a dealership or location of another site", async () => {
    const result = await importStock(
      handle.db,
      "tasman-caravans",
      `${HEADER}\nFEED5,harbour-toyota,,used,in_stock,Toyota,Yaris,Ascent,2020,19990,50000,hatch,Red,\nFEED6,tasman-caravans-hobart,fremantle-sales,used,in_stock,Toyota,Yaris,Ascent,2020,19990,50000,hatch,Red,`,
    );
    expect(result).toMatchObject({
      ok: false,
      added: 0,
      problems: [
        { row: 2, column: "dealership", reason: 'no dealership "harbour-toyota" on tasman-caravans' },
        { row: 3, column: "location", reason: 'no location "fremantle-sales" at dealership "tasman-caravans-hobart"' },
      ],
    });
  });

  it("stores an unpriced car without a price (NULL), so re-importing the unchanged file writes nothing", async () => {
    const file = `${HEADER}\nFEED7,tasman-caravans-hobart,,used,in_stock,Isuzu,D-Max,SX,2020,,80000,ute,White,`;
    expect(await importStock(handle.db, "tasman-caravans", file)).toMatchObject({
      ok: true,
      added: 1,
      updated: 0,
      unchanged: 0,
    });
    // A row's xmin moves with every write; the search index and page caches are invalidated by such writes.
    const written = async () =>
      (
        await handle.db
          .select({ price: vehicles.price, updatedAt: vehicles.updatedAt, xmin: sql<string>`xmin::text` })
          .from(vehicles)
          .where(and(eq(vehicles.siteId, siteId), eq(vehicles.stocknum, "FEED7")))
      )[0]!;
    const first = await written();
    expect(first.price).toBeNull();

    const again = await importStock(handle.db, "tasman-caravans", file, new Date(Date.now() + 60_000));
    expect(again).toMatchObject({ ok: true, added: 0, updated: 0, unchanged: 1 });
    expect(await written()).toEqual(first);
  });

  it("keeps a dealer's edit over every later import, with the feed's new value beside it, until it is cleared", async () => {
    const row = (price: number) =>
      `${HEADER}\nLAYER1,tasman-caravans-hobart,glenorchy,used,in_stock,Isuzu,D-Max,LS-U,2022,${price},40000,ute,White,`;
    expect((await importStock(handle.db, "tasman-caravans", row(51990))).ok).toBe(true);
    const car = (await byStock("LAYER1"))!;
    await handle.db.transaction((tx) => setPresentationLayer(tx, car.id, "dealer", { price: 49990, tag: "Hot deal" }));

    expect(await importStock(handle.db, "tasman-caravans", row(50990))).toMatchObject({ ok: true, updated: 1 });
    const imported = (await byStock("LAYER1"))!;
    expect([imported.price, imported.tag, imported.feedValues?.price]).toEqual([49990, "Hot deal", 50990]);
    // The same feed again changes nothing: it is compared with what the feed said, not with the dealer's price.
    expect(await importStock(handle.db, "tasman-caravans", row(50990))).toMatchObject({ ok: true, unchanged: 1 });

    await handle.db.transaction((tx) => setPresentationLayer(tx, car.id, "dealer", undefined));
    const cleared = (await byStock("LAYER1"))!;
    expect([cleared.price, cleared.tag, cleared.feedValues, cleared.layers]).toEqual([50990, null, null, {}]);
  });

  it("keeps the sold date of a status the dealer set while the feed still lists the car in stock", async () => {
    const row = `${HEADER}\nLAYER2,tasman-caravans-hobart,glenorchy,used,in_stock,Isuzu,MU-X,LS-T,2022,55990,30000,suv,White,`;
    expect((await importStock(handle.db, "tasman-caravans", row)).ok).toBe(true);
    const car = (await byStock("LAYER2"))!;
    const soldAt = new Date("2026-11-20T01:00:00Z");
    await handle.db.transaction(async (tx) => {
      await setPresentationLayer(tx, car.id, "dealer", { status: "sold" });
      await tx.update(vehicles).set({ soldAt }).where(eq(vehicles.id, car.id));
    });
    const changed = row.replace("55990", "54990");
    expect(await importStock(handle.db, "tasman-caravans", changed)).toMatchObject({ ok: true, updated: 1 });
    const imported = (await byStock("LAYER2"))!;
    expect([imported.status, imported.soldAt?.toISOString(), imported.feedValues?.price]).toEqual([
      "sold",
      soldAt.toISOString(),
      54990,
    ]);
  });
});
