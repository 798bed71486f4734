import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { and, asc, eq } from "drizzle-orm";
import { vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase, TEST_NOW, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { listedFeedCars } from "./feed-stock.db";
import { stockFeedCsv } from "./stock-feed";

let seeded: SeededTestDatabase;
beforeAll(async () => {
  seeded = await openSeededTestDatabase();
});
afterAll(async () => seeded?.handle.close());

const LATER = new Date(TEST_NOW.getTime() + 3_600_000);
const siteRows = async (siteId: number) =>
  seeded.handle.db.select().from(vehicles).where(eq(vehicles.siteId, siteId)).orderBy(asc(vehicles.id));

async function exportOf(slug: string) {
  const site = await seeded.siteFor(slug);
  const cars = await listedFeedCars(seeded.handle.db, site, TEST_NOW);
  return { site, cars, csv: stockFeedCsv(cars, site.config.features) };
}

describe("stock.csv: export then import changes nothing", () => {
  it.each(["harbour-toyota", "southern-cross-motors", "tasman-caravans", "bigbox-used"])(
    "%s: importing its export leaves every row of the site as it was, updated_at included",
    async (slug) => {
      const { site, cars, csv } = await exportOf(slug);
      expect(cars.length).toBeGreaterThan(0);
      const before = await siteRows(site.id);
      const result = await importStock(seeded.handle.db, slug, csv, LATER);
      expect(result).toMatchObject({ ok: true, added: 0, updated: 0, unchanged: cars.length });
      expect(await siteRows(site.id)).toEqual(before);
    },
  );

  it("an edited price in the export changes that car alone (the round trip above could fail)", async () => {
    const { site, csv } = await exportOf("tasman-caravans");
    const records = parse(csv, { columns: true }) as Record<string, string>[];
    const target = records[0]!;
    const before = await siteRows(site.id);
    const edited = csv.replace(new RegExp(`^${target.stocknum},(.*)$`, "m"), (line) =>
      line.replace(`,${target.price},`, `,${Number(target.price) + 1000},`),
    );
    expect(edited).not.toBe(csv);
    const result = await importStock(seeded.handle.db, "tasman-caravans", edited, LATER);
    expect(result).toMatchObject({ ok: true, added: 0, updated: 1 });
    const after = await siteRows(site.id);
    const changed = after.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before[i]));
    expect(changed.map((r) => r.stocknum)).toEqual([target.stocknum]);
    expect(changed[0]!.price).toBe(Number(target.price) + 1000);
    expect(changed[0]!.updatedAt).toEqual(LATER);
  });

  it("lists only the site's listed stock: not a car hidden from the website, not another site's", async () => {
    const { site, cars } = await exportOf("harbour-toyota");
    const hide = cars[0]!.car;
    await seeded.handle.db
      .update(vehicles)
      .set({ showOnDealerWebsite: false })
      .where(and(eq(vehicles.id, hide.id), eq(vehicles.siteId, site.id)));
    const { csv } = await exportOf("harbour-toyota");
    const stocknums = (parse(csv, { columns: true }) as Record<string, string>[]).map((r) => r.stocknum);
    expect(stocknums).not.toContain(hide.stocknum);
    expect(stocknums).toHaveLength(cars.length - 1);
    expect(cars.every((c) => c.car.siteId === site.id)).toBe(true);
    const header = csv.slice(0, csv.indexOf("\r\n")).split(",");
    expect(header).not.toContain("compliance_date"); // the demo sites do not show it
    expect(header).toContain("stocknum");
  });
});
