import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import {
  savedSearches,
  searchAlertAnnouncements,
  searchAlertCursors,
  searchAlertEmails,
  smsOutbox,
  vehicles,
} from "@/platform/db/schema";
import { insertPhoneShopper } from "@/platform/db/testing/test-shopper";
import type { SeededTestDatabase } from "@/platform/db/testing/test-database";
import type { MailTransport } from "@/platform/mail/smtp";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { matchStockChanges } from "./stock-change-matching.db";
import { dispatchDueAlerts, type AlertSite } from "./alert-dispatch.db";
import { openAlertTestSites } from "./testing/alert-test-sites";
import { deliverDueAlertEmails } from "./alert-emails.db";
import { unsubscribeSearch } from "./unsubscribe.db";
import { checkUnsubscribeToken } from "./unsubscribe-token";
import { SMS_OPT_OUT } from "./alert-message";

/** Saved-search alerts end to end in the database: matching once, one message a day, sending once, unsubscribing. */
let handle: DatabaseHandle;
type Site = Awaited<ReturnType<SeededTestDatabase["siteFor"]>>;
let site: Site;
let other: Site;
let alertSite: AlertSite;
const SITE = "tasman-caravans";
const SECRET = "s".repeat(64);
const HEADER = "stocknum,dealership,location,car_type,status,make,model,year,price,km,colour";
const csv = (stocknum: string, price: number) =>
  `${HEADER}\n${stocknum},tasman-caravans-hobart,glenorchy,used,in_stock,Isuzu,D-Max,2022,${price},40000,White`;
// After the demo stock was seeded (TEST_NOW), before the tests add cars.
const SAVED_AT = new Date("2026-11-25T00:00:00Z");

async function alertingSearch(userId: string, query: string, frequency: "instant" | "daily" = "instant") {
  const [row] = await handle.db
    .insert(savedSearches)
    .values({
      siteId: site.id,
      userId,
      name: `Isuzu ${query}`,
      path: "/search",
      query,
      alertEmail: true,
      alertEmailAddress: `${userId}@example.com`,
      emailConsentAt: SAVED_AT,
      emailConsentWording: "Yes, e-mail me alerts",
      alertSms: true,
      smsConsentAt: SAVED_AT,
      smsConsentWording: "Yes, text me alerts",
      alertFrequency: frequency,
      createdAt: SAVED_AT,
    })
    .returning({ id: savedSearches.id });
  return row!.id;
}
const announcementsOf = (savedSearchId: number) =>
  handle.db.select().from(searchAlertAnnouncements).where(eq(searchAlertAnnouncements.savedSearchId, savedSearchId));
const emailsOf = (savedSearchId: number) =>
  handle.db.select().from(searchAlertEmails).where(eq(searchAlertEmails.savedSearchId, savedSearchId));
const carId = async (stocknum: string) =>
  (
    await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, site.id), eq(vehicles.stocknum, stocknum)))
  )[0]!.id;

function recordingTransport(failFirst = 0) {
  const sent: Parameters<MailTransport["send"]>[0][] = [];
  let failures = failFirst;
  const transport: MailTransport = {
    async send(message) {
      if (failures-- > 0) throw new Error("421 try again later");
      sent.push(message);
    },
  };
  return { sent, transport };
}

beforeAll(async () => {
  ({ handle, site, other, alertSite } = await openAlertTestSites(SITE, SECRET));
  // Matching starts from the seeded stock: only what the tests change is new.
  await matchStockChanges(handle.db, site);
});
afterAll(async () => handle?.close());

describe("saved-search alerts, exactly once", () => {
  it("announces a new matching car once per search, however many runs or processes match it", async () => {
    const jo = await insertPhoneShopper(handle.db, site.id, "al-jo", "+61400000601");
    const isuzu = await alertingSearch(jo, "make=Isuzu");
    const ford = await alertingSearch(jo, "make=Ford");
    expect((await importStock(handle.db, SITE, csv("AL1", 30000))).ok).toBe(true);
    // Two processes at once, then a run that starts over from an old cursor: one announcement still.
    await Promise.all([matchStockChanges(handle.db, site), matchStockChanges(handle.db, site)]);
    await handle.db.delete(searchAlertCursors).where(eq(searchAlertCursors.siteId, site.id));
    await matchStockChanges(handle.db, site);
    const told = await announcementsOf(isuzu);
    expect(told).toEqual([
      expect.objectContaining({ vehicleId: await carId("AL1"), kind: "new_match", occasion: 0, price: 30000 }),
    ]);
    expect(await announcementsOf(ford)).toEqual([]);
  });

  it("announces a price drop on a matching car once per drop", async () => {
    const amy = await insertPhoneShopper(handle.db, site.id, "al-amy", "+61400000602");
    expect((await importStock(handle.db, SITE, csv("AL2", 35000))).ok).toBe(true);
    await matchStockChanges(handle.db, site);
    const search = await alertingSearch(amy, "make=Isuzu&price=%3A40000");
    await handle.db.update(savedSearches).set({ createdAt: new Date() }).where(eq(savedSearches.id, search));
    expect((await importStock(handle.db, SITE, csv("AL2", 33000))).ok).toBe(true);
    await matchStockChanges(handle.db, site);
    await matchStockChanges(handle.db, site);
    expect(await announcementsOf(search)).toEqual([
      expect.objectContaining({ kind: "price_drop", price: 33000, oldPrice: 35000 }),
    ]);
  });
});

describe("dispatching and sending", () => {
  it("makes one message of a search's news, sends it once through retries, with one-click unsubscribe headers", async () => {
    const kim = await insertPhoneShopper(handle.db, site.id, "al-kim", "+61400000603");
    const search = await alertingSearch(kim, "make=Isuzu&price=31000%3A");
    expect((await importStock(handle.db, SITE, csv("AL3", 32000))).ok).toBe(true);
    await matchStockChanges(handle.db, site);
    await Promise.all([dispatchDueAlerts(handle.db, alertSite), dispatchDueAlerts(handle.db, alertSite)]);
    const [email, ...more] = await emailsOf(search);
    expect(more).toEqual([]);
    expect(email!.text).toContain(site.config.name);
    // Both parts come from one branded template: the HTML names the dealer and carries the same unsubscribe link.
    expect(email!.html).toContain(site.config.name.replaceAll("&", "&amp;"));
    expect(email!.html).toContain(`href="${email!.unsubscribeUrl}"`);
    const sms = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, "+61400000603"));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body.endsWith(SMS_OPT_OUT)).toBe(true);

    const { sent, transport } = recordingTransport(1);
    const dealers = new Map([[site.id, site.config.name]]);
    const first = await deliverDueAlertEmails(handle.db, transport, { from: "alerts@forecourt.test", dealers });
    expect(first.retrying).toBeGreaterThanOrEqual(1);
    const retryAt = new Date(Date.now() + 2 * 3_600_000);
    await deliverDueAlertEmails(handle.db, transport, { from: "alerts@forecourt.test", dealers, now: retryAt });
    await deliverDueAlertEmails(handle.db, transport, { from: "alerts@forecourt.test", dealers, now: retryAt });
    const mine = sent.filter((m) => m.to === "al-kim@example.com");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.from).toBe(`"${site.config.name}" <alerts@forecourt.test>`);
    expect(mine[0]!.headers).toEqual({
      "List-Unsubscribe": `<${email!.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(email!.unsubscribeUrl).toMatch(/^https:\/\/tasman\.example\/alerts\/unsubscribe\?token=/);
  });

  it("sends at most one message per search per day: later news waits", async () => {
    const lee = await insertPhoneShopper(handle.db, site.id, "al-lee", "+61400000604");
    const search = await alertingSearch(lee, "make=Isuzu&km=%3A50000");
    expect((await importStock(handle.db, SITE, csv("AL4", 29000))).ok).toBe(true);
    await matchStockChanges(handle.db, site);
    await dispatchDueAlerts(handle.db, alertSite);
    expect((await importStock(handle.db, SITE, csv("AL5", 28000))).ok).toBe(true);
    await matchStockChanges(handle.db, site);
    await dispatchDueAlerts(handle.db, alertSite);
    expect(await emailsOf(search)).toHaveLength(1);
    await dispatchDueAlerts(handle.db, alertSite, new Date(Date.now() + 25 * 3_600_000));
    expect(await emailsOf(search)).toHaveLength(2);
  });
});

describe("unsubscribing", () => {
  it("stops every alert of the search the token names at once, and withdraws its queued e-mail", async () => {
    const [queued] = await handle.db
      .select()
      .from(searchAlertEmails)
      .where(eq(searchAlertEmails.status, "pending"))
      .limit(1);
    const token = new URL(queued!.unsubscribeUrl).searchParams.get("token");
    const checked = checkUnsubscribeToken(SECRET, token, site.id);
    if (!checked.ok) throw new Error(checked.reason);
    expect(await unsubscribeSearch(handle.db, checked.claim)).toBe(true);
    const [search] = await handle.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, checked.claim.savedSearchId));
    expect(search).toMatchObject({ alertEmail: false, alertSms: false, emailConsentAt: null, smsConsentAt: null });
    const [withdrawn] = await handle.db.select().from(searchAlertEmails).where(eq(searchAlertEmails.id, queued!.id));
    expect(withdrawn!.status).toBe("withdrawn");
    expect(await unsubscribeSearch(handle.db, checked.claim)).toBe(true);
  });

  it("cannot stop another shopper's alerts, nor another site's", async () => {
    const sue = await insertPhoneShopper(handle.db, site.id, "al-sue", "+61400000605");
    const search = await alertingSearch(sue, "make=Isuzu&year=2022%3A");
    expect(await unsubscribeSearch(handle.db, { siteId: site.id, savedSearchId: search, userId: "al-jo" })).toBe(false);
    expect(await unsubscribeSearch(handle.db, { siteId: other.id, savedSearchId: search, userId: sue })).toBe(false);
    const [still] = await handle.db.select().from(savedSearches).where(eq(savedSearches.id, search));
    expect(still).toMatchObject({ alertEmail: true, alertSms: true });
  });
});
