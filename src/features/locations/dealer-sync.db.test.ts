import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { dealerships, locations } from "@/platform/db/schema";
import { syncSites } from "@/platform/db/sync-sites";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { tradingWeek } from "@/platform/testing/trading-week";
import { parseDealerFile, type DealerFile } from "./dealer-file";
import { localDate } from "./dealer-hours";
import { syncDealerFile } from "./dealer-sync.db";
import { dealerFileHours } from "./location-hours";

const WEEK = tradingWeek("08:00-17:30", "08:00-12:00");
const place = (slug: string, name: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name,
  type: "sales",
  address: { street: "1 Bay Road", city: "Geelong", state: "vic", postcode: "3220", lat: -38.15, lng: 144.36 },
  phone: "(03) 5550 0100",
  email: `${slug}@coastal.example`,
  openingHours: { sales: WEEK },
  holidayHours: [{ date: "12-25", label: "Christmas Day", hours: "closed" }],
  ...extra,
});
function dealerFile(change: (raw: { dealerships: Record<string, unknown>[] }) => void = () => {}): DealerFile {
  const raw = {
    dealerships: [
      {
        slug: "coastal-motors",
        name: "Coastal Motors",
        leadEmail: "leads@coastal.example",
        locations: [place("geelong", "Coastal Geelong", { primary: true }), place("torquay", "Coastal Torquay")],
      },
      {
        slug: "coastal-used",
        name: "Coastal Used",
        leadEmail: "used@coastal.example",
        locations: [place("corio", "Corio")],
      },
    ],
  };
  change(raw);
  const parsed = parseDealerFile("test.json", raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.file;
}

const NOW = new Date("2026-11-21T02:00:00Z");
let handle: DatabaseHandle;
let site: { id: number; timeZone: string };
const placesNow = () =>
  handle.db
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      visible: locations.visible,
      dealershipId: locations.dealershipId,
    })
    .from(locations)
    .where(eq(locations.siteId, site.id))
    .orderBy(asc(locations.id));
const outletsNow = () =>
  handle.db
    .select({ id: dealerships.id, slug: dealerships.slug, hidden: dealerships.hidden })
    .from(dealerships)
    .where(eq(dealerships.siteId, site.id))
    .orderBy(asc(dealerships.id));

beforeAll(async () => {
  handle = await openTestDatabase();
  const ids = await syncSites(handle.db, [
    { slug: "coastal-motors", name: "Coastal Motors", template: "franchise", brand: "independent" },
  ]);
  site = { id: ids.get("coastal-motors")!, timeZone: "Australia/Melbourne" };
});
afterAll(async () => handle?.close());

describe(`dealer file sync (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("adds a new dealer's dealerships and locations in file order, with the file's details", async () => {
    const result = await syncDealerFile(handle.db, site, dealerFile(), NOW);
    expect(result).toEqual({ dealerships: 2, locations: 3, hiddenDealerships: [], hiddenLocations: [] });
    expect((await outletsNow()).map((d) => d.slug)).toEqual(["coastal-motors", "coastal-used"]);
    expect((await placesNow()).map((l) => l.slug)).toEqual(["geelong", "torquay", "corio"]);
    const [geelong] = await handle.db.select().from(locations).where(eq(locations.slug, "geelong"));
    expect(geelong).toMatchObject({
      primary: true,
      city: "Geelong",
      state: "vic",
      lat: -38.15,
      email: "geelong@coastal.example",
      reviewUrl: null,
      manufacturers: [],
    });
    expect(geelong!.openingHours).toHaveLength(7);
    expect(geelong!.openingHours[6]).toMatchObject({ weekday: 6, formated_hours: "8:00 am - 12:00 pm" });
    expect(geelong!.specialHours).toEqual([
      expect.objectContaining({ date: "2026-12-25", status: "Closed", location_name: "Coastal Geelong" }),
    ]);
  });

  it("stores each location's hours exactly as a preview of the same file derives them (one derivation)", async () => {
    const file = dealerFile((raw) => {
      const geelong = (raw.dealerships[0]!.locations as Record<string, unknown>[])[0]!;
      geelong.holidayHours = [
        { date: "2026-12-24", label: "Christmas Eve", hours: "09:00-13:00", department: "sales" },
        { date: "01-01", label: "New Year's Day", hours: "closed" },
      ];
    });
    await syncDealerFile(handle.db, site, file, NOW);
    const derived = dealerFileHours(file, localDate(NOW, site.timeZone));
    const rows = await handle.db.select().from(locations).where(eq(locations.siteId, site.id));
    for (const [slug, hours] of derived) {
      const row = rows.find((r) => r.slug === slug);
      expect({ openingHours: row!.openingHours, specialHours: row!.specialHours }, slug).toEqual(hours);
    }
    expect(derived.get("geelong")!.specialHours.map((h) => h.date)).toEqual(["2026-12-24", "2027-01-01"]);
    await syncDealerFile(handle.db, site, dealerFile(), NOW); // as the other cases start
  });

  it("is idempotent: the same file again changes no id and adds no row", async () => {
    const before = { outlets: await outletsNow(), places: await placesNow() };
    await syncDealerFile(handle.db, site, dealerFile(), NOW);
    expect({ outlets: await outletsNow(), places: await placesNow() }).toEqual(before);
  });

  it("updates what the file changes, keeping ids and what the file does not own (reviews)", async () => {
    const [torquay] = await placesNow().then((rows) => rows.filter((r) => r.slug === "torquay"));
    await handle.db.update(locations).set({ reviewCount: 42, averageRating: 4.5 }).where(eq(locations.id, torquay!.id));
    const changed = dealerFile((raw) => {
      const loc = (raw.dealerships[0]!.locations as Record<string, unknown>[])[1]!;
      loc.name = "Coastal Torquay Beach";
      loc.reviewUrl = "https://g.page/r/coastal-torquay/review";
      loc.openingHours = { sales: { ...WEEK, sunday: "10:00-16:00" } };
      // Corio moves to the first dealership.
      (raw.dealerships[0]!.locations as unknown[]).push((raw.dealerships[1]!.locations as unknown[])[0]);
      raw.dealerships[1]!.locations = [place("lara", "Lara")];
    });
    await syncDealerFile(handle.db, site, changed, NOW);
    const [row] = await handle.db.select().from(locations).where(eq(locations.id, torquay!.id));
    expect(row).toMatchObject({
      slug: "torquay",
      name: "Coastal Torquay Beach",
      reviewUrl: "https://g.page/r/coastal-torquay/review",
      reviewCount: 42,
      averageRating: 4.5,
    });
    expect(row!.openingHours[0]).toMatchObject({ weekday: 0, status: "Open", formated_hours: "10:00 am - 4:00 pm" });
    const places = await placesNow();
    const outlets = await outletsNow();
    expect(places.map((p) => p.slug)).toEqual(["geelong", "torquay", "corio", "lara"]);
    expect(places.find((p) => p.slug === "corio")!.dealershipId).toBe(outlets[0]!.id);
  });

  it("hides a location or dealership the file no longer lists, and shows it again when it returns", async () => {
    const fewer = dealerFile((raw) => {
      raw.dealerships = [raw.dealerships[0]!];
      raw.dealerships[0]!.locations = (raw.dealerships[0]!.locations as Record<string, unknown>[]).filter(
        (l) => l.slug !== "torquay",
      );
    });
    const result = await syncDealerFile(handle.db, site, fewer, NOW);
    expect(result.hiddenDealerships).toEqual(["coastal-used"]);
    expect(result.hiddenLocations.sort()).toEqual(["corio", "lara", "torquay"]);
    expect((await outletsNow()).map((d) => [d.slug, d.hidden])).toEqual([
      ["coastal-motors", false],
      ["coastal-used", true],
    ]);
    expect((await placesNow()).map((l) => [l.slug, l.visible])).toEqual([
      ["geelong", true],
      ["torquay", false],
      ["corio", false],
      ["lara", false],
    ]);
    const idsBefore = (await placesNow()).map((l) => l.id);
    const again = await syncDealerFile(handle.db, site, dealerFile(), NOW);
    expect(again.hiddenLocations).toEqual([]);
    expect((await placesNow()).filter((l) => l.visible).map((l) => l.slug)).toEqual(["geelong", "torquay", "corio"]);
    expect((await placesNow()).map((l) => l.id)).toEqual(idsBefore);
    expect((await outletsNow()).every((d) => !d.hidden)).toBe(true);
  });

  it("moves every-year holiday hours to their next date on a later start", async () => {
    await syncDealerFile(handle.db, site, dealerFile(), new Date("2026-12-26T02:00:00Z"));
    const [geelong] = await handle.db.select().from(locations).where(eq(locations.slug, "geelong"));
    expect(geelong!.specialHours.map((h) => h.date)).toEqual(["2027-12-25"]);
  });
});
