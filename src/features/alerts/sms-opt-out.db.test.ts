import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { savedSearches, smsOutbox, vehicles, watchlistEntries } from "@/platform/db/schema";
import { insertPhoneShopper } from "@/platform/db/testing/test-shopper";
import type { SeededTestDatabase } from "@/platform/db/testing/test-database";
import { queueSms } from "@/platform/sms/sms-outbox.db";
import { startGatewayServer, type GatewayServer } from "@/platform/sms/testing/gateway-server";
import { httpSmsReplies } from "@/platform/sms/http-replies";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { dispatchDueAlerts, type AlertSite } from "./alert-dispatch.db";
import { openAlertTestSites } from "./testing/alert-test-sites";
import { dispatchSavedCarAlerts, matchSavedCarAlerts, unsubscribeSavedCar } from "./saved-car-alerts.db";
import { handleSmsReplies } from "./sms-replies-pass.db";
import { matchStockChanges } from "./stock-change-matching.db";
import { unsubscribeSearch } from "./unsubscribe.db";

/**
 * Stopping SMS alerts against a real database: a STOP reply read from the gateway (over HTTP) turns SMS alerts off
 * for that number on every site and withdraws its queued alert texts, once; an unsubscribe link withdraws the texts
 * of what it stops.
 */
let handle: DatabaseHandle;
type Site = Awaited<ReturnType<SeededTestDatabase["siteFor"]>>;
let site: Site;
let other: Site;
let alertSite: AlertSite;
let gateway: GatewayServer;
const creds = { apiKey: "stop-key", apiSecret: "stop-secret-0a1b2c" };
const SITE = "tasman-caravans";
const HEADER = "stocknum,dealership,location,car_type,status,make,model,year,price,km,colour";
const csv = (stocknum: string, price: number) =>
  `${HEADER}\n${stocknum},tasman-caravans-hobart,glenorchy,used,in_stock,Isuzu,D-Max,2022,${price},40000,White`;
const OPTED_IN_AT = new Date("2026-11-25T00:00:00Z");
const bothChannels = (userId: string) => ({
  userId,
  alertEmail: true,
  alertEmailAddress: `${userId}@example.com`,
  emailConsentAt: OPTED_IN_AT,
  emailConsentWording: "Yes, e-mail me alerts",
  alertSms: true,
  smsConsentAt: OPTED_IN_AT,
  smsConsentWording: "Yes, text me alerts",
  createdAt: OPTED_IN_AT,
});

async function alertingSearch(on: Site, userId: string, query: string) {
  const [row] = await handle.db
    .insert(savedSearches)
    .values({ siteId: on.id, name: query, path: "/search", query, alertFrequency: "instant", ...bothChannels(userId) })
    .returning({ id: savedSearches.id });
  return row!.id;
}
async function alertingSavedCar(userId: string, stocknum: string) {
  const [car] = await handle.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, site.id), eq(vehicles.stocknum, stocknum)));
  const [row] = await handle.db
    .insert(watchlistEntries)
    .values({ siteId: site.id, vehicleId: car!.id, savedPrice: null, ...bothChannels(userId) })
    .returning({ id: watchlistEntries.id });
  return row!.id;
}
const searchRow = async (id: number) =>
  (await handle.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]!;
const carRow = async (id: number) =>
  (await handle.db.select().from(watchlistEntries).where(eq(watchlistEntries.id, id)))[0]!;
const smsTo = (phone: string) =>
  handle.db
    .select({ status: smsOutbox.status, purpose: smsOutbox.purpose, about: smsOutbox.about, body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.toPhone, phone))
    .orderBy(smsOutbox.id);

beforeAll(async () => {
  ({ handle, site, other, alertSite } = await openAlertTestSites(SITE, "t".repeat(64)));
  await matchStockChanges(handle.db, site);
  gateway = await startGatewayServer(creds);
});
afterAll(async () => {
  await gateway?.close();
  await handle?.close();
});

describe("a STOP reply", () => {
  it("turns SMS alerts off for that number's searches and saved cars on every site, withdraws its queued alert texts, once", async () => {
    const PHONE = "+61400000801";
    const kai = await insertPhoneShopper(handle.db, site.id, "so-kai", PHONE);
    const kaiThere = await insertPhoneShopper(handle.db, other.id, "so-kai-2", PHONE);
    const ned = await insertPhoneShopper(handle.db, site.id, "so-ned", "+61400000802");
    expect((await importStock(handle.db, SITE, csv("SO1", 30000))).ok).toBe(true);
    await matchStockChanges(handle.db, site);
    const search = await alertingSearch(site, kai, "make=Isuzu");
    const searchThere = await alertingSearch(other, kaiThere, "make=Toyota");
    const nedSearch = await alertingSearch(site, ned, "make=Isuzu");
    const savedCar = await alertingSavedCar(kai, "SO1");
    // News for both numbers: an alert text queued to each, and a sign-in code to Kai.
    expect((await importStock(handle.db, SITE, csv("SO1", 28000))).ok).toBe(true);
    await matchStockChanges(handle.db, site);
    await dispatchDueAlerts(handle.db, alertSite);
    await matchSavedCarAlerts(handle.db, site.id);
    await dispatchSavedCarAlerts(handle.db, alertSite);
    await queueSms(handle.db, { siteId: site.id, to: PHONE, body: "Your code is 123456", purpose: "sign-in-code" });
    expect((await smsTo(PHONE)).map((s) => [s.purpose, s.status])).toEqual([
      ["search-alert", "pending"],
      ["car-alert", "pending"],
      ["sign-in-code", "pending"],
    ]);
    expect((await smsTo("+61400000802")).map((s) => s.status)).toEqual(["pending"]);

    gateway.replies.add({ from: PHONE, text: " Stop. " });
    gateway.replies.add({ from: "+61400000802", text: "Is the D-Max still there?" });
    const replies = httpSmsReplies({ baseUrl: gateway.url, ...creds });
    // Two processes reading the same replies at once: each STOP is honoured, nothing changes twice.
    const passes = await Promise.all([handleSmsReplies(handle.db, replies), handleSmsReplies(handle.db, replies)]);
    expect(passes.map((p) => p.optOuts).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);

    for (const row of [await searchRow(search), await searchRow(searchThere), await carRow(savedCar)])
      expect(row).toMatchObject({
        alertSms: false,
        smsConsentAt: null,
        smsConsentWording: null,
        alertEmail: true,
        emailConsentAt: OPTED_IN_AT,
      });
    expect(await searchRow(nedSearch)).toMatchObject({ alertSms: true, smsConsentAt: OPTED_IN_AT });
    expect((await smsTo(PHONE)).map((s) => [s.purpose, s.status, s.body === ""])).toEqual([
      ["search-alert", "withdrawn", true],
      ["car-alert", "withdrawn", true],
      ["sign-in-code", "pending", false],
    ]);
    expect((await smsTo("+61400000802")).map((s) => s.status)).toEqual(["pending"]);
    // Every reply was confirmed, understood or not: none is read again.
    expect(gateway.replies.unconfirmed()).toEqual([]);
    expect(await handleSmsReplies(handle.db, replies)).toEqual({ read: 0, optOuts: 0 });
  });

  it("changes nothing more when the same number says STOP again, and ignores a number with no account", async () => {
    const before = await handle.db.select().from(savedSearches).orderBy(savedSearches.id);
    gateway.replies.add({ from: "+61400000801", text: "STOPALL" });
    gateway.replies.add({ from: "+61400000899", text: "stop" });
    gateway.replies.add({ from: "+447700900123", text: "STOP" });
    const replies = httpSmsReplies({ baseUrl: gateway.url, ...creds });
    expect(await handleSmsReplies(handle.db, replies)).toEqual({ read: 3, optOuts: 3 });
    expect(await handle.db.select().from(savedSearches).orderBy(savedSearches.id)).toEqual(before);
  });
});

describe("an unsubscribe link", () => {
  it("withdraws the queued alert texts of the search or saved car it stops, and no other", async () => {
    const PHONE = "+61400000803";
    const ada = await insertPhoneShopper(handle.db, site.id, "so-ada", PHONE);
    expect((await importStock(handle.db, SITE, csv("SO3", 41000))).ok).toBe(true);
    await matchStockChanges(handle.db, site);
    const first = await alertingSearch(site, ada, "make=Isuzu&price=40000%3A");
    const second = await alertingSearch(site, ada, "make=Isuzu&price=39000%3A");
    const savedCar = await alertingSavedCar(ada, "SO3");
    await handle.db
      .update(savedSearches)
      .set({ createdAt: new Date() })
      .where(inArray(savedSearches.id, [first, second]));
    expect((await importStock(handle.db, SITE, csv("SO3", 40500))).ok).toBe(true);
    await matchStockChanges(handle.db, site);
    await dispatchDueAlerts(handle.db, alertSite);
    await matchSavedCarAlerts(handle.db, site.id);
    await dispatchSavedCarAlerts(handle.db, alertSite);
    const queued = await smsTo(PHONE);
    expect(queued.map((s) => s.about).sort()).toEqual(
      [`saved-car:${savedCar}`, `saved-search:${first}`, `saved-search:${second}`].sort(),
    );

    expect(await unsubscribeSearch(handle.db, { siteId: site.id, savedSearchId: first, userId: ada })).toBe(true);
    const statusOf = async (about: string) => (await smsTo(PHONE)).find((s) => s.about === about)!.status;
    expect(await statusOf(`saved-search:${first}`)).toBe("withdrawn");
    expect(await statusOf(`saved-search:${second}`)).toBe("pending");
    expect(await statusOf(`saved-car:${savedCar}`)).toBe("pending");

    expect(await unsubscribeSavedCar(handle.db, { siteId: site.id, watchlistEntryId: savedCar, userId: ada })).toBe(
      true,
    );
    expect(await statusOf(`saved-car:${savedCar}`)).toBe("withdrawn");
    expect(await statusOf(`saved-search:${second}`)).toBe("pending");
  });
});
