import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import {
  authSessions,
  authUsers,
  dealerships,
  leads,
  smsOutbox,
  vehicles,
  watchlistEntries,
} from "@/platform/db/schema";
import { openSeededServerDatabase } from "@/platform/db/testing/seeded-server-database";
import { storeLead } from "@/features/leads/index.server";
import { sampleLead } from "@/features/leads/testing/sample-lead";
import { queueSms } from "@/platform/sms/sms-outbox.db";
import { deleteAccountData } from "./account-deletion.db";
import { allowCodeRequest } from "./code-allowance.db";
import { shopperLeads } from "./garage.db";

/** The shopper's data on the real database: code limits, the garage's leads, and deleting an account with its data. */
let handle: DatabaseHandle;
let harbour: number;
let bigbox: number;

beforeAll(async () => {
  const seeded = await openSeededServerDatabase();
  ({ handle } = seeded);
  harbour = (await seeded.siteFor("harbour-toyota")).id;
  bigbox = (await seeded.siteFor("bigbox-used")).id;
}, 120_000);
afterAll(async () => handle?.close());

async function account(siteId: number, id: string, phone: string) {
  await handle.db
    .insert(authUsers)
    .values({ id, siteId, name: "Shopper", email: `${id}@phone.invalid`, phoneNumber: phone });
  await handle.db
    .insert(authSessions)
    .values({ id: `${id}-s`, siteId, userId: id, token: `${id}-token`, expiresAt: new Date(Date.now() + 86_400_000) });
}

async function leadFor(siteId: number, userId: string | null, category: string) {
  const [dealership] = await handle.db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(eq(dealerships.siteId, siteId))
    .limit(1);
  return storeLead(handle.db, {
    siteId,
    dealershipId: dealership!.id,
    locationId: null,
    vehicleId: null,
    userId,
    snapshot: { ...sampleLead({ category, subcategory: null }), id: undefined, createdAt: undefined } as never,
  });
}

describe("codes per phone number: 3 in 10 minutes and 10 a day, on every site together", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 1, 0) + minutes * 60_000);

  it("refuses the 4th code to one number within 10 minutes, from any client, and allows it in the next window", async () => {
    const phone = "+61400000501";
    const answers = [];
    for (const [i, client] of ["a", "b", "c", "d"].entries())
      answers.push(await allowCodeRequest(handle.db, { phone, client: `client-${client}` }, at(i)));
    expect(answers).toEqual(["allowed", "allowed", "allowed", "phone-limited"]);
    expect(await allowCodeRequest(handle.db, { phone: "+61400000502", client: "client-e" }, at(4))).toBe("allowed");
    expect(await allowCodeRequest(handle.db, { phone, client: "client-f" }, at(10))).toBe("allowed");
  });

  it("refuses the 11th code to one number in a day", async () => {
    const phone = "+61400000503";
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await allowCodeRequest(handle.db, { phone, client: `daily-${i}` }, at(i * 11)));
    expect(answers.slice(0, 10).every((a) => a === "allowed")).toBe(true);
    expect(answers[10]).toBe("phone-limited");
  });

  it("refuses one client its 11th code in 10 minutes whatever the numbers, without spending their allowance", async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await allowCodeRequest(
          handle.db,
          { phone: `+614000006${String(i).padStart(2, "0")}`, client: "busy" },
          at(i / 2),
        ),
      );
    expect(answers.slice(0, 10).every((a) => a === "allowed")).toBe(true);
    expect(answers[10]).toBe("client-limited");
    expect(await allowCodeRequest(handle.db, { phone: "+61400000610", client: "calm" }, at(5))).toBe("allowed");
  });
});

describe("the garage lists the shopper's own leads on this site", () => {
  it("lists leads sent signed in, not another shopper's, not anonymous ones", async () => {
    await account(harbour, "garage-a", "+61400000701");
    await account(harbour, "garage-b", "+61400000702");
    await leadFor(harbour, "garage-a", "Test Drive");
    await leadFor(harbour, "garage-a", "Vehicle Enquiry");
    await leadFor(harbour, "garage-b", "Vehicle Enquiry");
    await leadFor(harbour, null, "Vehicle Enquiry");
    const mine = await shopperLeads(handle.db, harbour, "garage-a");
    expect(mine.map((l) => l.category).sort()).toEqual(["Test Drive", "Vehicle Enquiry"]);
    expect(mine[0]!.vehicle).toMatchObject({ make: "Toyota", model: "RAV4" });
    expect(await shopperLeads(handle.db, bigbox, "garage-a")).toEqual([]);
  });
});

describe("delete my account with its data", () => {
  it("deletes the account, its sessions, saved cars and waiting texts; its leads stay with the dealer, unlinked", async () => {
    await account(harbour, "leaving", "+61400000801");
    await account(bigbox, "staying", "+61400000801");
    const [car] = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.siteId, harbour))
      .limit(1);
    await handle.db.insert(watchlistEntries).values({ siteId: harbour, userId: "leaving", vehicleId: car!.id });
    const leadId = await leadFor(harbour, "leaving", "Vehicle Enquiry");
    await queueSms(handle.db, {
      siteId: harbour,
      to: "+61400000801",
      body: "123456 is your code",
      purpose: "sign-in-code",
    });
    await queueSms(handle.db, {
      siteId: bigbox,
      to: "+61400000801",
      body: "654321 is your code",
      purpose: "sign-in-code",
    });

    expect(await deleteAccountData(handle.db, harbour, "leaving")).toBe(true);

    expect(await handle.db.select().from(authUsers).where(eq(authUsers.id, "leaving"))).toEqual([]);
    expect(await handle.db.select().from(authSessions).where(eq(authSessions.userId, "leaving"))).toEqual([]);
    expect(await handle.db.select().from(watchlistEntries).where(eq(watchlistEntries.userId, "leaving"))).toEqual([]);
    const texts = await handle.db
      .select({ siteId: smsOutbox.siteId })
      .from(smsOutbox)
      .where(eq(smsOutbox.toPhone, "+61400000801"));
    expect(texts).toEqual([{ siteId: bigbox }]);
    const [lead] = await handle.db.select({ userId: leads.userId }).from(leads).where(eq(leads.id, leadId));
    expect(lead).toEqual({ userId: null });
    expect(
      await handle.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, "staying")),
    ).toHaveLength(1);
  });

  it("deletes nothing given another site's account", async () => {
    await account(bigbox, "elsewhere", "+61400000802");
    expect(await deleteAccountData(handle.db, harbour, "elsewhere")).toBe(false);
    expect(
      await handle.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, "elsewhere")),
    ).toHaveLength(1);
  });
});
