import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import type { DatabaseHandle } from "@/platform/db/client";
import {
  auditLog,
  sites,
  staffGroupSites,
  staffOrganizations,
  vehiclePriceChanges,
  vehicleSpecials,
  vehicles,
} from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import {
  cancelSpecial,
  carSpecials,
  createSpecial,
  nextSpecialInstant,
  scopeSpecials,
  specialCar,
  syncSpecials,
  type SpecialCar,
  type SpecialsMember,
} from "./specials.db";

let handle: DatabaseHandle;
let siteId: number;
const SITE = "tasman-caravans";
const HEADER = "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,colour,sold_date";
const csv = (stocknum: string, price: number) =>
  `${HEADER}\n${stocknum},tasman-caravans-hobart,glenorchy,used,in_stock,Isuzu,D-Max,LS-U,2022,${price},40000,ute,White,`;
const owner: SpecialsMember = {
  userId: "user-owner",
  member: { groupId: "group-specials", role: "owner", scopes: [] },
};
const at = (iso: string) => new Date(iso);
const START = at("2026-12-05T00:00:00Z");
const END = at("2026-12-06T00:00:00Z");
const BEFORE = at("2026-12-01T00:00:00Z");

async function carFor(stocknum: string, price: number): Promise<SpecialCar> {
  expect((await importStock(handle.db, SITE, csv(stocknum, price))).ok).toBe(true);
  const [row] = await handle.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.stocknum, stocknum)));
  return (await specialCar(handle.db, owner, row!.id, "update"))!;
}
const shown = async (id: number) =>
  (
    await handle.db
      .select({ price: vehicles.price, beforePrice: vehicles.beforePrice, layers: vehicles.layers })
      .from(vehicles)
      .where(eq(vehicles.id, id))
  )[0]!;

beforeAll(async () => {
  ({ handle } = await openSeededTestDatabase());
  siteId = (await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, SITE)))[0]!.id;
  await handle.db.insert(staffOrganizations).values({ id: "group-specials", name: "Specials", slug: "specials" });
  await handle.db.insert(staffGroupSites).values({ siteId, organizationId: "group-specials" });
});
afterAll(async () => handle?.close());

describe("price specials", () => {
  it("starts at its start and ends at its end, with the clock passed in, and the price returns", async () => {
    const car = await carFor("SPEC1", 32990);
    const made = await createSpecial(
      handle.db,
      owner,
      car,
      { price: 29990, wasPrice: null, startsAt: START, endsAt: END },
      BEFORE,
    );
    expect(made).toMatchObject({ ok: true, started: false });
    expect(await nextSpecialInstant(handle.db, BEFORE)).toEqual(START);

    await syncSpecials(handle.db, new Date(START.getTime() - 1));
    expect((await shown(car.id)).price).toBe(32990);

    expect(await syncSpecials(handle.db, START)).toMatchObject({ started: 1 });
    const running = await shown(car.id);
    expect([running.price, running.beforePrice, running.layers.special?.endsAt]).toEqual([
      29990,
      32990,
      END.toISOString(),
    ]);
    expect(await nextSpecialInstant(handle.db, START)).toEqual(END);

    expect(await syncSpecials(handle.db, END)).toMatchObject({ ended: 1 });
    const after = await shown(car.id);
    expect([after.price, after.beforePrice, after.layers]).toEqual([32990, null, {}]);
  });

  it("records its start and end in the price history at their instants, even when the sweep comes later", async () => {
    const car = await carFor("SPECH", 40000);
    expect(
      await createSpecial(
        handle.db,
        owner,
        car,
        { price: 37000, wasPrice: null, startsAt: START, endsAt: END },
        BEFORE,
      ),
    ).toMatchObject({ ok: true, started: false });
    const late = (t: Date) => new Date(t.getTime() + 45_000);
    expect(await syncSpecials(handle.db, late(START))).toMatchObject({ started: 1 });
    expect(await syncSpecials(handle.db, late(END))).toMatchObject({ ended: 1 });
    const changes = await handle.db
      .select()
      .from(vehiclePriceChanges)
      .where(eq(vehiclePriceChanges.vehicleId, car.id))
      .orderBy(asc(vehiclePriceChanges.id));
    expect(changes.map((c) => [c.oldPrice, c.newPrice, c.source, c.at])).toEqual([
      [40000, 37000, "special", START],
      [37000, 40000, "special", END],
    ]);
  });

  it("applies a special twice only once", async () => {
    const car = await carFor("SPEC2", 20000);
    const made = await createSpecial(
      handle.db,
      owner,
      car,
      { price: 18000, wasPrice: 21000, startsAt: START, endsAt: END },
      BEFORE,
    );
    expect(await syncSpecials(handle.db, START)).toEqual({ started: 1, ended: 0 });
    const once = await shown(car.id);
    expect(await Promise.all([syncSpecials(handle.db, START), syncSpecials(handle.db, START)])).toEqual([
      { started: 0, ended: 0 },
      { started: 0, ended: 0 },
    ]);
    expect(await shown(car.id)).toEqual(once);
    expect([once.price, once.beforePrice, once.layers.special?.specialId]).toEqual([18000, 21000, made.ok && made.id]);
  });

  it("applies a special whose start is past at once, and cancelling it restores the price", async () => {
    const car = await carFor("SPEC3", 15000);
    const made = await createSpecial(
      handle.db,
      owner,
      car,
      { price: 14000, wasPrice: null, startsAt: BEFORE, endsAt: END },
      START,
    );
    expect(made).toMatchObject({ ok: true, started: true });
    expect((await shown(car.id)).price).toBe(14000);

    expect(await cancelSpecial(handle.db, owner, car, made.ok ? made.id : 0, START)).toBe(true);
    expect(await shown(car.id)).toMatchObject({ price: 15000, beforePrice: null, layers: {} });
    expect(await cancelSpecial(handle.db, owner, car, made.ok ? made.id : 0, START)).toBe(false);
    const audit = await handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(car.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["special.cancel", "special.create"]);
    expect(await syncSpecials(handle.db, at("2026-12-05T12:00:00Z"))).toEqual({ started: 0, ended: 0 });
  });

  it("refuses an overlapping special of one car and a price not below the car's", async () => {
    const car = await carFor("SPEC4", 40000);
    const first = { price: 38000, wasPrice: null, startsAt: START, endsAt: END };
    expect(await createSpecial(handle.db, owner, car, first, BEFORE)).toMatchObject({ ok: true });
    const overlapping = { ...first, startsAt: at("2026-12-05T12:00:00Z"), endsAt: at("2026-12-07T00:00:00Z") };
    expect(await createSpecial(handle.db, owner, car, overlapping, BEFORE)).toEqual({ ok: false, reason: "overlap" });
    const next = { ...first, startsAt: END, endsAt: at("2026-12-07T00:00:00Z") };
    expect(await createSpecial(handle.db, owner, car, next, BEFORE)).toMatchObject({ ok: true });
    expect(
      await createSpecial(
        handle.db,
        owner,
        car,
        { ...next, price: 40000, startsAt: at("2026-12-08T00:00:00Z"), endsAt: at("2026-12-09T00:00:00Z") },
        BEFORE,
      ),
    ).toEqual({
      ok: false,
      reason: "price",
    });
    expect(await carSpecials(handle.db, car.id)).toHaveLength(2);
    // Back to back: the first ends and the next starts at the same instant.
    await syncSpecials(handle.db, START);
    await syncSpecials(handle.db, END);
    expect((await shown(car.id)).layers.special?.endsAt).toBe("2026-12-07T00:00:00.000Z");
  });

  it("keeps the special's price over a feed import, and the feed's new price returns after it ends", async () => {
    const car = await carFor("SPEC5", 50000);
    await createSpecial(handle.db, owner, car, { price: 45000, wasPrice: null, startsAt: START, endsAt: END }, BEFORE);
    await syncSpecials(handle.db, START);
    expect((await importStock(handle.db, SITE, csv("SPEC5", 48000))).ok).toBe(true);
    expect(await shown(car.id)).toMatchObject({ price: 45000, beforePrice: 50000 });
    await syncSpecials(handle.db, END);
    expect(await shown(car.id)).toMatchObject({ price: 48000, layers: {} });
  });

  it("lists the scope's upcoming and running specials, and hides cars outside a member's scope", async () => {
    const listed = await scopeSpecials(handle.db, owner, [siteId], BEFORE);
    expect(listed.length).toBeGreaterThan(0);
    const stranger: SpecialsMember = { userId: "x", member: { groupId: "group-other", role: "owner", scopes: [] } };
    expect(await scopeSpecials(handle.db, stranger, [siteId], BEFORE)).toEqual([]);
    const car = listed[0]!.car;
    expect(await specialCar(handle.db, stranger, car.id, "read")).toBeNull();
    const sales: SpecialsMember = {
      userId: "s",
      member: { groupId: "group-specials", role: "sales", scopes: [{ siteId, dealershipId: null, locationId: null }] },
    };
    expect(await specialCar(handle.db, sales, car.id, "read")).not.toBeNull();
    expect(await specialCar(handle.db, sales, car.id, "update")).toBeNull();
    expect((await handle.db.select().from(vehicleSpecials)).length).toBeGreaterThan(0);
  });
});
