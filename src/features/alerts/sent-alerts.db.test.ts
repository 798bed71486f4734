import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import {
  savedCarAlertAnnouncements,
  savedSearches,
  searchAlertAnnouncements,
  vehicles,
  watchlistEntries,
} from "@/platform/db/schema";
import { insertPhoneShopper } from "@/platform/db/testing/test-shopper";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { dispatchDueAlerts, type AlertSite } from "./alert-dispatch.db";
import { dispatchSavedCarAlerts } from "./saved-car-alerts.db";
import { emailBranding } from "./email-branding";
import { shoppersSentAlerts } from "./sent-alerts.db";

/** The garage's list of sent alerts, read from what the real dispatch wrote: only the shopper's own, on this site. */
let handle: DatabaseHandle;
type Site = Awaited<ReturnType<SeededTestDatabase["siteFor"]>>;
let site: Site;
let other: Site;
const HEADER = "stocknum,dealership,location,car_type,status,make,model,year,price,km,colour";
const CONSENTED = new Date("2026-11-25T00:00:00Z");
const channels = {
  alertEmail: true,
  emailConsentAt: CONSENTED,
  emailConsentWording: "Yes, e-mail me alerts",
  alertSms: true,
  smsConsentAt: CONSENTED,
  smsConsentWording: "Yes, text me alerts",
};
const alertSite = (s: Site): AlertSite => ({
  id: s.id,
  timeZone: s.config.timeZone,
  branding: emailBranding(s.config, "https://garage.example"),
  origin: "https://garage.example",
  secret: "g".repeat(64),
});

async function carOn(s: Site, slug: string, stocknum: string, dealership: string, location: string) {
  const csv = `${HEADER}\n${stocknum},${dealership},${location},used,in_stock,Isuzu,D-Max,2022,30000,40000,White`;
  expect((await importStock(handle.db, slug, csv)).ok).toBe(true);
  const [car] = await handle.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, s.id), eq(vehicles.stocknum, stocknum)));
  return car!.id;
}

/** A shopper's saved search with both channels on and one new match waiting, dispatched as the worker does. */
async function searchWithMessage(s: Site, userId: string, vehicleId: number) {
  const [search] = await handle.db
    .insert(savedSearches)
    .values({
      siteId: s.id,
      userId,
      name: `Isuzu of ${userId}`,
      path: "/search",
      query: "make=Isuzu",
      alertEmailAddress: `${userId}@example.com`,
      ...channels,
      alertFrequency: "instant",
    })
    .returning({ id: savedSearches.id });
  await handle.db
    .insert(searchAlertAnnouncements)
    .values({ siteId: s.id, savedSearchId: search!.id, vehicleId, kind: "new_match", price: 30000 });
  return search!.id;
}

/** A shopper's saved car with both channels on and a price drop waiting. */
async function savedCarWithMessage(s: Site, userId: string, vehicleId: number) {
  const [entry] = await handle.db
    .insert(watchlistEntries)
    .values({
      siteId: s.id,
      userId,
      vehicleId,
      savedPrice: null,
      alertEmailAddress: `${userId}@example.com`,
      ...channels,
    })
    .returning({ id: watchlistEntries.id });
  await handle.db.insert(savedCarAlertAnnouncements).values({
    siteId: s.id,
    watchlistEntryId: entry!.id,
    vehicleId,
    kind: "price_drop",
    occasion: 1,
    price: 28000,
    oldPrice: 30000,
  });
}

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  site = await seeded.siteFor("tasman-caravans");
  other = await seeded.siteFor("harbour-toyota");
});
afterAll(async () => handle?.close());

describe("the shopper's sent alerts", () => {
  it("lists each saved search's and saved car's messages with their channels, only the shopper's own on this site", async () => {
    const phone = "+61400000801";
    const jo = await insertPhoneShopper(handle.db, site.id, "ga-jo", phone);
    const amy = await insertPhoneShopper(handle.db, site.id, "ga-amy", "+61400000802");
    // The same mobile signed in on another dealer's site is another account there.
    const joElsewhere = await insertPhoneShopper(handle.db, other.id, "ga-jo-other", phone);
    const car = await carOn(site, "tasman-caravans", "GA1", "tasman-caravans-hobart", "glenorchy");
    const otherCar = await carOn(other, "harbour-toyota", "GA2", "harbour-toyota", "fremantle-sales");
    const joSearch = await searchWithMessage(site, jo, car);
    const amySearch = await searchWithMessage(site, amy, car);
    const elsewhereSearch = await searchWithMessage(other, joElsewhere, otherCar);
    await savedCarWithMessage(site, jo, car);
    await savedCarWithMessage(site, amy, car);
    await savedCarWithMessage(other, joElsewhere, otherCar);
    for (const s of [site, other]) {
      expect(await dispatchDueAlerts(handle.db, alertSite(s))).toBeGreaterThan(0);
      expect(await dispatchSavedCarAlerts(handle.db, alertSite(s))).toBeGreaterThan(0);
    }

    const mine = await shoppersSentAlerts(handle.db, site.id, jo);
    expect([...mine.searches.keys()]).toEqual([joSearch]);
    expect(mine.searches.get(joSearch)).toEqual({
      recent: [{ at: expect.any(Date), channels: ["e-mail (sending)", "SMS (sending)"], what: "1 new match" }],
      older: 0,
    });
    expect([...mine.cars.keys()]).toEqual([car]);
    expect(mine.cars.get(car)!.recent.map((m) => [m.what, m.channels.length])).toEqual([["Price dropped $2,000", 2]]);

    const amys = await shoppersSentAlerts(handle.db, site.id, amy);
    expect([...amys.searches.keys()]).toEqual([amySearch]);
    // Amy has her own message by both channels, her SMS to her own number.
    expect(amys.searches.get(amySearch)!.recent[0]!.channels).toEqual(["e-mail (sending)", "SMS (sending)"]);
    const elsewhere = await shoppersSentAlerts(handle.db, other.id, joElsewhere);
    expect([...elsewhere.searches.keys()]).toEqual([elsewhereSearch]);
    expect([...elsewhere.cars.keys()]).toEqual([otherCar]);
    // Jo's account on this site reads nothing on the other site, and an account reads nothing of another site's.
    expect((await shoppersSentAlerts(handle.db, other.id, jo)).searches.size).toBe(0);
    expect((await shoppersSentAlerts(handle.db, site.id, joElsewhere)).cars.size).toBe(0);
  });

  it("lists nothing for a shopper with no alerts sent", async () => {
    const kim = await insertPhoneShopper(handle.db, site.id, "ga-kim", "+61400000803");
    const none = await shoppersSentAlerts(handle.db, site.id, kim);
    expect([none.searches.size, none.cars.size]).toEqual([0, 0]);
  });
});
