import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { feedRuns, feedSources, sites, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { setPresentationLayer } from "@/features/vehicle/index.server";
import { runFeed, type FeedRunSummary } from "./run-feed.db";
import { decideHeldRun } from "./decide-held-run.db";

let handle: DatabaseHandle;
let siteId: number;
const HEADER = "stocknum,dealership,location,car_type,status,make,model,year,price,transmission,km";
const car = (n: string, price = 30000, trans = "CVT") =>
  `${n},tasman-caravans-hobart,glenorchy,used,in_stock,Toyota,Corolla,2021,${price},${trans},1000`;
const byStock = async (stocknum: string) =>
  (
    await handle.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.siteId, siteId), eq(vehicles.stocknum, stocknum)))
  )[0];

async function source(name: string, maxRemovedShare = 0.5, format: "csv" | "json" | "xml" = "csv") {
  const [row] = await handle.db
    .insert(feedSources)
    .values({ siteId, name, kind: "pull", format, maxRemovedShare, mapping: { columns: { Price: "price" } } })
    .returning({ id: feedSources.id });
  return row!.id;
}
const run = async (sourceId: number, body: string) =>
  (await runFeed(handle.db, { sourceId, trigger: "upload", body })) as FeedRunSummary;

beforeAll(async () => {
  ({ handle } = await openSeededTestDatabase());
  siteId = (await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "tasman-caravans")))[0]!.id;
});
afterAll(async () => handle?.close());

describe("a feed run", () => {
  it("lands the good rows, lists the bad ones by row and column, and maps CVT to Automatic", async () => {
    const id = await source("per-row");
    const summary = await run(id, `${HEADER}\n${car("PR1")}\n${car("PR2", -5)}\n${car("PR3")}\n${car("PR1")}`);
    expect(summary).toMatchObject({ status: "applied", added: 2, rejected: 2, sold: 0 });
    expect(summary.problems).toEqual([
      { row: 5, column: "stocknum", reason: "repeats row 2" },
      { row: 3, column: "price", reason: "must be whole dollars, e.g. 24990" },
    ]);
    expect((await byStock("PR1"))!.simpleTransmission).toBe("Automatic");
    expect(await byStock("PR2")).toBeUndefined();
    const [stored] = await handle.db.select().from(feedRuns).where(eq(feedRuns.id, summary.runId));
    expect(stored).toMatchObject({ status: "applied", rowsAdded: 2, rowsRejected: 2 });
  });

  it("keeps a dealer's edit over a re-run and leaves an unchanged car alone", async () => {
    const id = await source("overrides");
    await run(id, `${HEADER}\n${car("OV1")}\n${car("OV2")}`);
    const ov1 = (await byStock("OV1"))!;
    await handle.db.transaction((tx) => setPresentationLayer(tx, ov1.id, "dealer", { colour: "Sunset Red" } as never));
    const again = await run(id, `${HEADER}\n${car("OV1", 31000)}\n${car("OV2")}`);
    expect(again).toMatchObject({ status: "applied", updated: 1, unchanged: 1 });
    const after = (await byStock("OV1"))!;
    expect(after.price).toBe(31000);
    expect(after.colour).toBe("Sunset Red");
  });

  it("takes over a car another source delivered, stated the same, without a write shoppers or caches would see", async () => {
    const first = await source("first owner");
    const second = await source("second owner");
    await run(first, `${HEADER}\n${car("CL1")}`);
    const before = (await byStock("CL1"))!;
    expect(await run(second, `${HEADER}\n${car("CL1")}`)).toMatchObject({
      status: "applied",
      unchanged: 1,
      updated: 0,
    });
    const after = (await byStock("CL1"))!;
    expect(after.feedSourceId).toBe(second);
    expect({ ...after, feedSourceId: first }).toEqual(before);
  });

  it("marks the source's cars it no longer lists sold, dated now, never deleted", async () => {
    const id = await source("missing");
    await run(id, `${HEADER}\n${car("MS1")}\n${car("MS2")}\n${car("MS3")}`);
    const summary = await run(id, `${HEADER}\n${car("MS1")}\n${car("MS2")}`);
    expect(summary).toMatchObject({ status: "applied", sold: 1 });
    const gone = (await byStock("MS3"))!;
    expect(gone.status).toBe("sold");
    expect(Date.now() - gone.soldAt!.getTime()).toBeLessThan(60_000);
  });

  it("holds a run that would sell too many cars; approve applies it as staged, discard leaves the stock", async () => {
    const id = await source("valve", 0.2);
    await run(id, `${HEADER}\n${car("SV1")}\n${car("SV2")}\n${car("SV3")}`);
    const held = await run(id, `${HEADER}\n${car("SV1", 1)}`);
    expect(held.status).toBe("held");
    expect(held.message).toMatch(/2 of this source's 3 cars/);
    expect((await byStock("SV2"))!.status).toBe("in_stock");
    expect(await decideHeldRun(handle.db, held.runId, "approve", null)).toBe("approved");
    expect((await byStock("SV2"))!.status).toBe("sold");
    expect((await byStock("SV1"))!.price).toBe(1);
    expect(await decideHeldRun(handle.db, held.runId, "discard", null)).toBe("not-held");

    const empty = await run(id, `${HEADER}\n`);
    expect(empty.status).toBe("held");
    expect(await decideHeldRun(handle.db, empty.runId, "discard", null)).toBe("discarded");
    expect((await byStock("SV1"))!.status).toBe("in_stock");
  });

  it("refuses a file with broken quoting whole, nothing applied", async () => {
    const id = await source("broken");
    const summary = await run(id, `${HEADER}\n${car("BQ1")}\n"BQ2,broken`);
    expect(summary.status).toBe("refused");
    expect(summary.message).toMatch(/not valid CSV/);
    expect(await byStock("BQ1")).toBeUndefined();
  });

  it("reads JSON and says when a file was read as Latin-1", async () => {
    const id = await source("json", 0.5, "json");
    const json = JSON.stringify([
      {
        stocknum: "JS1",
        dealership: "tasman-caravans-hobart",
        car_type: "used",
        status: "in_stock",
        make: "Mazda",
        model: "CX-5",
        year: 2020,
        Price: 25000,
      },
      {
        stocknum: "JS2",
        dealership: "tasman-caravans-hobart",
        car_type: "used",
        status: "in_stock",
        make: "Mazda",
        model: { x: 1 },
        year: 2020,
      },
    ]);
    expect(await run(id, json)).toMatchObject({ status: "applied", added: 1, rejected: 1 });
    const latin = await source("latin1");
    const body = Buffer.from(`${HEADER}\n${car("LT1").replace("Corolla", "Coroll\xe9")}`, "latin1");
    const summary = (await runFeed(handle.db, {
      sourceId: latin,
      trigger: "upload",
      body: [new Uint8Array(body)] as never,
    })) as FeedRunSummary;
    expect(summary.message).toMatch(/Windows-1252/);
    expect((await byStock("LT1"))!.model).toBe("Corollé");
  });

  it("of two runs of one source at once, one wins and the other is busy", async () => {
    const id = await source("race");
    const results = await Promise.all([run(id, `${HEADER}\n${car("RC1")}`), run(id, `${HEADER}\n${car("RC1")}`)]);
    expect(results.filter((r) => "busy" in r)).toHaveLength(1);
  });
});
