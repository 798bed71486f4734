import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { auditLog, dealerships, locations, vehiclePriceChanges, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { deskMember, groupWithSite, locationScope, type GroupSite } from "@/features/lead-desk/testing/desk-fixture";
import type { DeskPlace } from "@/features/lead-desk";
import { clearDealerValue, saveDealerValues, stockCar } from "./stock-car.db";
import { listStock } from "./stock-list.db";
import type { StockListFilters } from "./stock-list-query";
import type { DealerValues } from "./stock-edit";

/** The stock desk on the real database: the member's scope, filters, keyset pages, edits with their audit. */
let handle: DatabaseHandle;
let harbour: GroupSite;
let tasman: GroupSite;
const ALL: StockListFilters = {
  site: null,
  dealership: null,
  location: null,
  carType: null,
  status: null,
  shown: null,
  make: null,
  model: null,
  priceFrom: null,
  priceTo: null,
  yearFrom: null,
  yearTo: null,
  override: false,
  q: null,
  after: null,
};

const placeOf = (group: GroupSite, member: ReturnType<typeof deskMember>): DeskPlace => ({
  ...member,
  groupName: group.groupId,
  sites: [],
});

async function everyPage(member: ReturnType<typeof deskMember>, filters: Partial<StockListFilters> = {}) {
  const ids: number[] = [];
  let after: number | null = null;
  do {
    const page = await listStock(handle.db, member.member, { ...ALL, ...filters, after }, { pageSize: 40 });
    ids.push(...page.rows.map((row) => row.id));
    after = page.nextAfter;
  } while (after !== null);
  return ids;
}

const carsOf = async (siteId: number) =>
  (
    await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.siteId, siteId))
      .orderBy(asc(vehicles.id))
  ).map((row) => row.id);

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await groupWithSite(handle.db, "harbour", "harbour-toyota");
  tasman = await groupWithSite(handle.db, "tasman", "tasman-caravans");
}, 120_000);
afterAll(async () => handle?.close());

describe("the stock list", () => {
  it("an owner pages through every car of the group's sites, hidden and sold ones too, each once", async () => {
    const hiddenOrSold = (await carsOf(harbour.siteId))[0]!;
    await handle.db
      .update(vehicles)
      .set({ showOnDealerWebsite: false, status: "sold", soldAt: new Date("2020-01-01") })
      .where(eq(vehicles.id, hiddenOrSold));
    const ids = await everyPage(deskMember(harbour, "owner"));
    expect([...ids].sort((a, b) => a - b)).toEqual(await carsOf(harbour.siteId));
    expect(ids).toContain(hiddenOrSold);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows a member of another group none of them, and a salesperson only their location's", async () => {
    const other = await everyPage(
      deskMember(tasman, "manager", [{ siteId: tasman.siteId, dealershipId: null, locationId: null }]),
    );
    const harbourCars = new Set(await carsOf(harbour.siteId));
    expect(other.length).toBeGreaterThan(0);
    expect(other.some((id) => harbourCars.has(id))).toBe(false);
    const place = harbour.places[0]!;
    const sales = await everyPage(deskMember(harbour, "sales", [locationScope(place)]));
    const atPlace = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, place.siteId), eq(vehicles.locationId, place.locationId!)));
    expect(new Set(sales)).toEqual(new Set(atPlace.map((row) => row.id)));
    expect(await everyPage(deskMember(harbour, "service", [locationScope(place)]))).toEqual([]);
  });

  it("filters by status, visibility, price and text (stock number, make and model words)", async () => {
    const owner = deskMember(harbour, "owner");
    const [car] = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, harbour.siteId)).limit(1).offset(3);
    expect(await everyPage(owner, { q: car!.stocknum.toLowerCase() })).toContain(car!.id);
    const words = await everyPage(owner, { q: `${car!.model} ${car!.make}` });
    expect(words).toContain(car!.id);
    const hidden = await everyPage(owner, { shown: "hidden" });
    const hiddenRows = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, harbour.siteId), eq(vehicles.showOnDealerWebsite, false)));
    expect(new Set(hidden)).toEqual(new Set(hiddenRows.map((row) => row.id)));
    const cheap = await listStock(handle.db, owner.member, { ...ALL, priceTo: 20000, status: "in_stock" });
    expect(cheap.rows.every((row) => row.price !== null && row.price <= 20000 && row.status === "in_stock")).toBe(true);
    expect(await everyPage(owner, { q: "%_%" })).toEqual([]);
  });
});

describe("editing a car", () => {
  let carId: number;
  let feed: DealerValues;
  const manager = () =>
    placeOf(
      harbour,
      deskMember(harbour, "manager", [{ siteId: harbour.siteId, dealershipId: null, locationId: null }]),
    );

  beforeAll(async () => {
    const [car] = await handle.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.siteId, harbour.siteId), eq(vehicles.status, "in_stock")))
      .limit(1);
    carId = car!.id;
    feed = (await stockCar(handle.db, manager().member, carId))!.feed;
  });

  it("saves the dealer's price over the feed's and records before and after in the audit log", async () => {
    const result = await saveDealerValues(handle.db, manager(), carId, { ...feed, price: 12345 });
    expect(result).toEqual({ ok: true });
    const car = (await stockCar(handle.db, manager().member, carId))!;
    expect(car.shown.price).toBe(12345);
    expect(car.feed.price).toBe(feed.price);
    expect(car.dealer).toEqual({ price: 12345 });
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "vehicle"), eq(auditLog.targetId, String(carId))));
    expect(entry).toMatchObject({ action: "stock.edit", actorId: "manager-user", siteId: harbour.siteId });
    expect(entry!.before).toMatchObject({ price: feed.price });
    expect(entry!.after).toMatchObject({ price: 12345 });
    const listed = await listStock(handle.db, manager().member, { ...ALL, override: true });
    expect(listed.rows.map((row) => row.id)).toEqual([carId]);
    expect(listed.rows[0]!.dealerPrice).toBe(true);
  });

  it("keeps neither the change nor its audit entry when the audit entry cannot be written (one transaction)", async () => {
    await handle.db.execute(sql`create function stock_desk_refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await handle.db.execute(sql`create trigger stock_desk_refuse_audit before insert on audit_log
      for each row when (new.action = 'stock.edit') execute function stock_desk_refuse_audit()`);
    try {
      await expect(saveDealerValues(handle.db, manager(), carId, { ...feed, price: 999 })).rejects.toThrow();
    } finally {
      await handle.db.execute(sql`drop trigger stock_desk_refuse_audit on audit_log`);
      await handle.db.execute(sql`drop function stock_desk_refuse_audit()`);
    }
    expect((await stockCar(handle.db, manager().member, carId))!.shown.price).toBe(12345);
  });

  it("the dealer's price survives an import of the car, which changes the feed's price beside it", async () => {
    const [car] = await handle.db.select().from(vehicles).where(eq(vehicles.id, carId));
    const header = "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,colour,sold_date";
    const [dealership] = await handle.db
      .select({ slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.id, car!.dealershipId));
    const [location] = car!.locationId
      ? await handle.db.select({ slug: locations.slug }).from(locations).where(eq(locations.id, car!.locationId))
      : [];
    const place = { dealership: dealership!.slug, location: location?.slug ?? null };
    const line = [
      car!.stocknum,
      place.dealership,
      place.location ?? "",
      car!.carType,
      "in_stock",
      car!.make,
      car!.model,
      car!.badge ?? "",
      car!.year,
      31000,
      car!.km,
      car!.body ?? "",
      car!.colour ?? "",
      "",
    ].join(",");
    const imported = await importStock(handle.db, "harbour-toyota", `${header}\n${line}`);
    expect(imported.ok).toBe(true);
    const after = (await stockCar(handle.db, manager().member, carId))!;
    expect(after.shown.price).toBe(12345);
    expect(after.feed.price).toBe(31000);
  });

  it("clears the dealer's price: the feed's shows again", async () => {
    expect(await clearDealerValue(handle.db, manager(), carId, "price")).toEqual({ ok: true });
    const car = (await stockCar(handle.db, manager().member, carId))!;
    expect(car.shown.price).toBe(31000);
    expect(car.dealer).toBeUndefined();
  });

  it("records the dealer's price and its clearing in the price history as console changes, the import under it none", async () => {
    const changes = await handle.db
      .select()
      .from(vehiclePriceChanges)
      .where(eq(vehiclePriceChanges.vehicleId, carId))
      .orderBy(asc(vehiclePriceChanges.id));
    // The override, then its clearing; the import changed only the feed's price beside the shown one (no row).
    expect(changes.map((c) => [c.oldPrice, c.newPrice, c.source])).toEqual([
      [feed.price, 12345, "console"],
      [12345, 31000, "console"],
    ]);
  });

  it("marking a car sold sets its sold date now; back in stock clears it", async () => {
    const now = new Date("2026-11-28T01:00:00Z");
    await saveDealerValues(handle.db, manager(), carId, { ...feed, price: 31000, status: "sold" }, now);
    const [sold] = await handle.db.select().from(vehicles).where(eq(vehicles.id, carId));
    expect(sold!.status).toBe("sold");
    expect(sold!.soldAt).toEqual(now);
    await clearDealerValue(handle.db, manager(), carId, "status");
    const [back] = await handle.db.select().from(vehicles).where(eq(vehicles.id, carId));
    expect(back!.status).toBe("in_stock");
    expect(back!.soldAt).toBeNull();
  });

  it("refuses, as not found and changing nothing, a car of another group, a salesperson and a car that does not exist", async () => {
    const before = await handle.db.select().from(vehicles).where(eq(vehicles.id, carId));
    const foreign = placeOf(tasman, deskMember(tasman, "owner"));
    const sales = placeOf(
      harbour,
      deskMember(harbour, "sales", [{ siteId: harbour.siteId, dealershipId: null, locationId: null }]),
    );
    expect(await saveDealerValues(handle.db, foreign, carId, { ...feed, price: 1 })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await saveDealerValues(handle.db, sales, carId, { ...feed, price: 1 })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await clearDealerValue(handle.db, foreign, carId, "price")).toEqual({ ok: false, reason: "not-found" });
    expect(await saveDealerValues(handle.db, manager(), 2 ** 31 - 1, feed)).toEqual({ ok: false, reason: "not-found" });
    expect(await handle.db.select().from(vehicles).where(eq(vehicles.id, carId))).toEqual(before);
    expect(await stockCar(handle.db, foreign.member, carId)).toBeNull();
    expect((await stockCar(handle.db, sales.member, carId))!.editable).toBe(false);
  });
});
