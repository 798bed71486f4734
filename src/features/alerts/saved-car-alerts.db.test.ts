import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import {
  reservationEvents,
  reservations,
  savedCarAlertAnnouncements,
  searchAlertEmails,
  smsOutbox,
  vehicles,
  watchlistEntries,
} from "@/platform/db/schema";
import { insertPhoneShopper } from "@/platform/db/testing/test-shopper";
import type { SeededTestDatabase } from "@/platform/db/testing/test-database";
import type { MailTransport } from "@/platform/mail/smtp";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { heldReservation } from "@/features/reserve/testing/held-reservation";
import type { AlertSite } from "./alert-dispatch.db";
import { openAlertTestSites } from "./testing/alert-test-sites";
import { deliverDueAlertEmails } from "./alert-emails.db";
import { SMS_OPT_OUT } from "./alert-message";
import { dispatchSavedCarAlerts, matchSavedCarAlerts, unsubscribeSavedCar } from "./saved-car-alerts.db";
import { checkSavedCarUnsubscribeToken } from "./unsubscribe-token";
import { setSavedCarAlerts } from "./saved-car-preferences.db";
import { CAR_ALERT_SMS, savedCarAlertSmsAbout } from "@/features/saved-searches";
import { queueSms } from "@/platform/sms/sms-outbox.db";

/** Saved-car alerts against a real database: each piece of news once, one message a day, sending, unsubscribing. */
let handle: DatabaseHandle;
type Site = Awaited<ReturnType<SeededTestDatabase["siteFor"]>>;
let site: Site;
let other: Site;
let alertSite: AlertSite;
const SITE = "tasman-caravans";
const SECRET = "c".repeat(64);
const HEADER = "stocknum,dealership,location,car_type,status,make,model,year,price,km,colour";
const csv = (stocknum: string, price: number) =>
  `${HEADER}\n${stocknum},tasman-caravans-hobart,glenorchy,used,in_stock,Isuzu,D-Max,2022,${price},40000,White`;
const OPTED_IN_AT = new Date("2026-11-25T00:00:00Z");

const carId = async (stocknum: string) =>
  (
    await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, site.id), eq(vehicles.stocknum, stocknum)))
  )[0]!.id;

/** A saved car with both alert channels on, opted in before the tests change anything. */
async function alertingSavedCar(userId: string, vehicleId: number) {
  const [row] = await handle.db
    .insert(watchlistEntries)
    .values({
      siteId: site.id,
      userId,
      vehicleId,
      savedPrice: null,
      alertEmail: true,
      alertEmailAddress: `${userId}@example.com`,
      emailConsentAt: OPTED_IN_AT,
      emailConsentWording: "Yes, e-mail me alerts about this car",
      alertSms: true,
      smsConsentAt: OPTED_IN_AT,
      smsConsentWording: "Yes, text me alerts about this car",
      createdAt: OPTED_IN_AT,
    })
    .returning({ id: watchlistEntries.id });
  return row!.id;
}
const announcementsOf = (entryId: number) =>
  handle.db.select().from(savedCarAlertAnnouncements).where(eq(savedCarAlertAnnouncements.watchlistEntryId, entryId));
const emailsOf = (entryId: number) =>
  handle.db.select().from(searchAlertEmails).where(eq(searchAlertEmails.watchlistEntryId, entryId));

beforeAll(async () => {
  ({ handle, site, other, alertSite } = await openAlertTestSites(SITE, SECRET));
});
afterAll(async () => handle?.close());

describe("saved-car alerts, exactly once", () => {
  it("announces a price drop once, however many passes or processes look", async () => {
    const jo = await insertPhoneShopper(handle.db, site.id, "cw-jo", "+61400000701");
    expect((await importStock(handle.db, SITE, csv("CW1", 30000))).ok).toBe(true);
    const entry = await alertingSavedCar(jo, await carId("CW1"));
    expect((await importStock(handle.db, SITE, csv("CW1", 28000))).ok).toBe(true);
    await Promise.all([matchSavedCarAlerts(handle.db, site.id), matchSavedCarAlerts(handle.db, site.id)]);
    await matchSavedCarAlerts(handle.db, site.id);
    expect(await announcementsOf(entry)).toEqual([
      expect.objectContaining({ kind: "price_drop", price: 28000, oldPrice: 30000 }),
    ]);
  });

  it("announces another buyer's paid hold once, with the reservation as the occasion", async () => {
    const amy = await insertPhoneShopper(handle.db, site.id, "cw-amy", "+61400000702");
    const hold = await heldReservation(handle.db, site.id);
    const entry = await alertingSavedCar(amy, hold.vehicleId!);
    await Promise.all([matchSavedCarAlerts(handle.db, site.id), matchSavedCarAlerts(handle.db, site.id)]);
    expect(await announcementsOf(entry)).toEqual([expect.objectContaining({ kind: "reserved", occasion: hold.id })]);
  });

  it("announces a hold that began and ended between two passes, once", async () => {
    const ben = await insertPhoneShopper(handle.db, site.id, "cw-ben", "+61400000708");
    const hold = await heldReservation(handle.db, site.id);
    const entry = await alertingSavedCar(ben, hold.vehicleId!);
    // The buyer cancels before the next pass: the reservation is no longer a hold, but its history says it was.
    await handle.db.update(reservations).set({ state: "cancelled" }).where(eq(reservations.id, hold.id));
    await handle.db.insert(reservationEvents).values({ reservationId: hold.id, state: "cancelled" });
    await Promise.all([matchSavedCarAlerts(handle.db, site.id), matchSavedCarAlerts(handle.db, site.id)]);
    await matchSavedCarAlerts(handle.db, site.id);
    expect(await announcementsOf(entry)).toEqual([expect.objectContaining({ kind: "reserved", occasion: hold.id })]);
  });

  it("does not announce a reservation whose deposit was never paid", async () => {
    const eve = await insertPhoneShopper(handle.db, site.id, "cw-eve", "+61400000709");
    const hold = await heldReservation(handle.db, site.id);
    const entry = await alertingSavedCar(eve, hold.vehicleId!);
    // As a checkout abandoned before its deposit leaves it: never held, only awaiting payment and then failed.
    await handle.db.delete(reservationEvents).where(eq(reservationEvents.reservationId, hold.id));
    await handle.db.update(reservations).set({ state: "payment_failed" }).where(eq(reservations.id, hold.id));
    await handle.db.insert(reservationEvents).values([
      { reservationId: hold.id, state: "pending_payment" },
      { reservationId: hold.id, state: "payment_failed" },
    ]);
    await matchSavedCarAlerts(handle.db, site.id);
    expect(await announcementsOf(entry)).toEqual([]);
  });

  it("announces a sale once, and nothing else of a sold car", async () => {
    const kim = await insertPhoneShopper(handle.db, site.id, "cw-kim", "+61400000703");
    expect((await importStock(handle.db, SITE, csv("CW3", 30000))).ok).toBe(true);
    const entry = await alertingSavedCar(kim, await carId("CW3"));
    // Sold as the console marks it (its status and sold date).
    await handle.db
      .update(vehicles)
      .set({ status: "sold", soldAt: new Date() })
      .where(eq(vehicles.id, await carId("CW3")));
    await Promise.all([matchSavedCarAlerts(handle.db, site.id), matchSavedCarAlerts(handle.db, site.id)]);
    expect((await announcementsOf(entry)).map((a) => a.kind)).toEqual(["sold"]);
  });
});

describe("dispatching and sending saved-car alerts", () => {
  it("makes one message per saved car under two concurrent passes, sent once with one-click headers, at most one a day", async () => {
    const lee = await insertPhoneShopper(handle.db, site.id, "cw-lee", "+61400000704");
    expect((await importStock(handle.db, SITE, csv("CW4", 30000))).ok).toBe(true);
    const entry = await alertingSavedCar(lee, await carId("CW4"));
    expect((await importStock(handle.db, SITE, csv("CW4", 27000))).ok).toBe(true);
    await matchSavedCarAlerts(handle.db, site.id);
    await Promise.all([dispatchSavedCarAlerts(handle.db, alertSite), dispatchSavedCarAlerts(handle.db, alertSite)]);
    const [email, ...more] = await emailsOf(entry);
    expect(more).toEqual([]);
    expect(email!.subject).toContain(site.config.name);
    expect(email!.text).toContain("Price drop");
    // Both parts come from one branded template: the HTML names the dealer and carries the same unsubscribe link.
    expect(email!.html).toContain(site.config.name.replaceAll("&", "&amp;"));
    expect(email!.html).toContain("$27,000");
    expect(email!.html).toContain(`href="${email!.unsubscribeUrl}"`);
    expect(email!.unsubscribeUrl).toMatch(/^https:\/\/tasman\.example\/alerts\/unsubscribe\?token=c1\./);
    const sms = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, "+61400000704"));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body.endsWith(SMS_OPT_OUT)).toBe(true);

    // Later news the same day waits for the next day.
    expect((await importStock(handle.db, SITE, csv("CW4", 26000))).ok).toBe(true);
    await matchSavedCarAlerts(handle.db, site.id);
    await dispatchSavedCarAlerts(handle.db, alertSite);
    expect(await emailsOf(entry)).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    await dispatchSavedCarAlerts(handle.db, alertSite, tomorrow);
    expect(await emailsOf(entry)).toHaveLength(2);

    const sent: Parameters<MailTransport["send"]>[0][] = [];
    const transport: MailTransport = { send: async (message) => void sent.push(message) };
    const dealers = new Map([[site.id, site.config.name]]);
    await deliverDueAlertEmails(handle.db, transport, { from: "alerts@forecourt.test", dealers, now: tomorrow });
    await deliverDueAlertEmails(handle.db, transport, { from: "alerts@forecourt.test", dealers, now: tomorrow });
    const mine = sent.filter((m) => m.to === "cw-lee@example.com");
    expect(mine).toHaveLength(2);
    expect(mine[0]!.headers).toEqual({
      "List-Unsubscribe": `<${email!.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

describe("unsubscribing from a saved car", () => {
  it("stops both channels of the saved car the token names and withdraws its queued e-mail", async () => {
    const sue = await insertPhoneShopper(handle.db, site.id, "cw-sue", "+61400000705");
    expect((await importStock(handle.db, SITE, csv("CW5", 30000))).ok).toBe(true);
    const entry = await alertingSavedCar(sue, await carId("CW5"));
    expect((await importStock(handle.db, SITE, csv("CW5", 25000))).ok).toBe(true);
    await matchSavedCarAlerts(handle.db, site.id);
    await dispatchSavedCarAlerts(handle.db, alertSite);
    const [queued] = await emailsOf(entry);
    const token = new URL(queued!.unsubscribeUrl).searchParams.get("token");
    const checked = checkSavedCarUnsubscribeToken(SECRET, token, site.id);
    if (!checked.ok) throw new Error(checked.reason);
    expect(await unsubscribeSavedCar(handle.db, checked.claim)).toBe(true);
    const [saved] = await handle.db.select().from(watchlistEntries).where(eq(watchlistEntries.id, entry));
    expect(saved).toMatchObject({ alertEmail: false, alertSms: false, emailConsentAt: null, smsConsentAt: null });
    const [withdrawn] = await emailsOf(entry);
    expect(withdrawn!.status).toBe("withdrawn");
  });

  it("cannot stop another shopper's saved-car alerts, nor another site's", async () => {
    const max = await insertPhoneShopper(handle.db, site.id, "cw-max", "+61400000706");
    expect((await importStock(handle.db, SITE, csv("CW6", 30000))).ok).toBe(true);
    const entry = await alertingSavedCar(max, await carId("CW6"));
    expect(await unsubscribeSavedCar(handle.db, { siteId: site.id, watchlistEntryId: entry, userId: "cw-jo" })).toBe(
      false,
    );
    expect(await unsubscribeSavedCar(handle.db, { siteId: other.id, watchlistEntryId: entry, userId: max })).toBe(
      false,
    );
    const [still] = await handle.db.select().from(watchlistEntries).where(eq(watchlistEntries.id, entry));
    expect(still).toMatchObject({ alertEmail: true, alertSms: true });
  });
});

describe("a saved car's alert settings", () => {
  it("stores each channel's opt-in with its time and words, keeps it while on, drops it when off; only the shopper's own", async () => {
    const ann = await insertPhoneShopper(handle.db, site.id, "cw-ann", "+61400000707");
    expect((await importStock(handle.db, SITE, csv("CW7", 30000))).ok).toBe(true);
    const vehicleId = await carId("CW7");
    await handle.db.insert(watchlistEntries).values({ siteId: site.id, userId: ann, vehicleId, savedPrice: 30000 });
    const choice = { email: true, emailAddress: "ann@example.com", sms: false, frequency: "instant" as const };
    const first = new Date("2026-11-28T01:00:00Z");
    const consent = { now: first, dealer: site.config.name };
    expect(await setSavedCarAlerts(handle.db, site.id, ann, vehicleId, choice, consent)).toBe(true);
    expect(await setSavedCarAlerts(handle.db, site.id, "cw-jo", vehicleId, choice, consent)).toBe(false);
    expect(await setSavedCarAlerts(handle.db, other.id, ann, vehicleId, choice, consent)).toBe(false);
    const later = { now: new Date("2026-11-28T05:00:00Z"), dealer: site.config.name };
    await setSavedCarAlerts(handle.db, site.id, ann, vehicleId, { ...choice, sms: true }, later);
    const [row] = await handle.db.select().from(watchlistEntries).where(eq(watchlistEntries.userId, ann));
    expect(row).toMatchObject({ alertEmail: true, emailConsentAt: first, alertSms: true, smsConsentAt: later.now });
    expect(row!.emailConsentWording).toContain(site.config.name);
    expect(row!.smsConsentWording).toMatch(/^Yes, text me alerts by SMS from .* about this saved car/);
    // A text already queued about this car is withdrawn when its SMS alerts are turned off.
    const queued = await queueSms(handle.db, {
      siteId: site.id,
      to: "+61400000707",
      body: "Price drop",
      purpose: CAR_ALERT_SMS,
      about: savedCarAlertSmsAbout(row!.id),
    });
    await setSavedCarAlerts(handle.db, site.id, ann, vehicleId, { ...choice, email: false, sms: false }, later);
    const [off] = await handle.db.select().from(watchlistEntries).where(eq(watchlistEntries.userId, ann));
    expect(off).toMatchObject({ alertEmail: false, emailConsentAt: null, alertSms: false, smsConsentAt: null });
    const [text] = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.id, queued));
    expect(text).toMatchObject({ status: "withdrawn", body: "" });
  });
});
