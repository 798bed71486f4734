import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { dealerships, locations, sites, vehicles } from "@/platform/db/schema";
import { KEPT_WHEN_ABSENT, parseStockCsv, type CsvProblem } from "./stock-csv";
import { vehicleFromRow } from "./stock-row-to-vehicle";
import { sameStock } from "./same-stock";
import { upsertFeedCars } from "./upsert-feed-cars.db";
import { feedPresentation } from "@/features/vehicle/presentation/presentation";

/**
 * Data access for the stock import, shared by the CLI (so no "server-only" marker). All or nothing:
 * any problem in the file and nothing is written; otherwise every row is upserted by stock number in
 * one transaction. A row that says what the stored car already says (its export, stock-export.ts) is
 * left alone, its `updated_at` too: importing an export changes nothing.
 */
export type ImportResult =
  | { ok: true; inserted: number; updated: number; unchanged: number }
  | { ok: false; problems: CsvProblem[] }
  /** The site is not in the database yet: its files are put there by `npm run db:prepare` (or `npm start`). */
  | { ok: false; siteMissing: true };

// The vehicle columns of the file columns a file may leave out to keep their stored values.
const KEPT_COLUMNS: Record<(typeof KEPT_WHEN_ABSENT)[number], string> = {
  compliance_date: "complianceDate",
  interior_colour: "interiorColour",
};

export async function importStockCsv(
  db: Database,
  siteSlug: string,
  csv: string,
  now = new Date(),
): Promise<ImportResult> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, siteSlug));
  if (!site) return { ok: false, siteMissing: true };
  const { rows, problems, columns: fileColumns } = parseStockCsv(csv);
  if (problems.length > 0) return { ok: false, problems };
  if (rows.length === 0) return { ok: false, problems: [{ row: 2, column: "", reason: "the file has no stock rows" }] };

  const places = await db
    .select({
      id: locations.id,
      slug: locations.slug,
      dealershipId: locations.dealershipId,
      primary: locations.primary,
      type: locations.locationType,
      city: locations.city,
      state: locations.state,
    })
    .from(locations)
    .where(eq(locations.siteId, site.id));
  const outlets = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(eq(dealerships.siteId, site.id));
  const dealershipBySlug = new Map(outlets.map((d) => [d.slug, d.id]));

  const values: { data: (typeof rows)[number]["data"]; value: ReturnType<typeof vehicleFromRow> }[] = [];
  for (const { row, data } of rows) {
    const dealershipId = dealershipBySlug.get(data.dealership);
    if (!dealershipId) {
      problems.push({ row, column: "dealership", reason: `no dealership "${data.dealership}" on ${siteSlug}` });
      continue;
    }
    const own = places.filter((p) => p.dealershipId === dealershipId);
    const place = data.location
      ? own.find((p) => p.slug === data.location)
      : (own.find((p) => p.primary) ?? own.find((p) => p.type === "sales") ?? own[0]);
    if (data.location && !place) {
      problems.push({
        row,
        column: "location",
        reason: `no location "${data.location}" at dealership "${data.dealership}"`,
      });
      continue;
    }
    values.push({
      data,
      value: vehicleFromRow(
        data,
        {
          siteId: site.id,
          dealershipId,
          locationId: place?.id ?? null,
          city: place?.city ?? null,
          state: place?.state ?? null,
        },
        now,
      ),
    });
  }
  if (problems.length > 0) return { ok: false, problems };

  const stored = new Map<string, typeof vehicles.$inferSelect>();
  const stocknums = values.map((v) => v.value.stocknum);
  for (let i = 0; i < stocknums.length; i += 1000) {
    const batch = await db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.siteId, site.id), inArray(vehicles.stocknum, stocknums.slice(i, i + 1000))));
    for (const car of batch) stored.set(car.stocknum, car);
  }
  const dealershipSlug = new Map(outlets.map((d) => [d.id, d.slug]));
  const locationSlug = new Map(places.map((p) => [p.id, p.slug]));
  const absent = KEPT_WHEN_ABSENT.filter((c) => !fileColumns.includes(c));
  const changed = values.filter(({ data, value }) => {
    const car = stored.get(value.stocknum);
    if (!car) return true;
    if (car.dealershipId !== value.dealershipId || car.locationId !== value.locationId) return true;
    // Compared with what the feed last said, not with what a dealer's edit shows.
    const storedCar = {
      ...car,
      ...feedPresentation(car),
      dealershipSlug: dealershipSlug.get(car.dealershipId) ?? "",
      locationSlug: car.locationId === null ? null : (locationSlug.get(car.locationId) ?? null),
    };
    return !sameStock(data, storedCar, absent);
  });
  const keptColumns = new Set(absent.map((c) => KEPT_COLUMNS[c]));
  await db.transaction((tx) =>
    upsertFeedCars(
      tx,
      changed.map((c) => c.value),
      stored,
      keptColumns,
    ),
  );
  // Fresh planner statistics for search (the embedded database runs no autovacuum).
  if (changed.length > 0) await db.execute(sql`analyze ${vehicles}`);
  const inserted = values.length - stored.size;
  return { ok: true, inserted, updated: changed.length - inserted, unchanged: values.length - changed.length };
}
