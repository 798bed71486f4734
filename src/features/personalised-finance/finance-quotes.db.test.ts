import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { authUsers, dealerships, financeQuotes, leadDeliveries, leads, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { deleteAccountData } from "@/features/accounts/index.server";
import { financeQuoteLead } from "./finance-quote-lead";
import { deleteFinanceQuote, saveFinanceQuote, shopperFinanceQuotes } from "./finance-quotes.db";

/** The garage's finance quotes on the real database: stored with the dealer's lead, deleted by their shopper only. */
let handle: DatabaseHandle;
let harbour: number;
let bigbox: number;

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  harbour = (await seeded.siteFor("harbour-toyota")).id;
  bigbox = (await seeded.siteFor("bigbox-used")).id;
  for (const [id, siteId, phone] of [
    ["quoter", harbour, "+61400000101"],
    ["other", harbour, "+61400000102"],
    ["elsewhere", bigbox, "+61400000101"],
  ] as const)
    await handle.db
      .insert(authUsers)
      .values({ id, siteId, name: "Shopper", email: `${id}@phone.invalid`, phoneNumber: phone });
}, 120_000);
afterAll(async () => handle?.close());

async function quote(siteId: number, userId: string) {
  const [car] = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, siteId)).limit(1);
  const place = {
    dealerships: await handle.db
      .select({ id: dealerships.id, name: dealerships.name, leadEmail: dealerships.leadEmail })
      .from(dealerships)
      .where(eq(dealerships.siteId, siteId)),
    locations: [],
  };
  const answers = { Employment: "Full-time", Term: "5 years" };
  const result = { "Indicative band": "Good", "Monthly repayment": "$600.00 to $640.00" };
  const lead = financeQuoteLead(
    {
      id: siteId,
      config: { name: "Site", leads: { routes: [], webhook: null, testDriveDisclaimer: null, fleetPoints: ["x"] } },
    },
    {
      origin: "http://harbour-toyota.localhost:3000",
      userId,
      customer: { name: "Jo Citizen", email: null, phone: "+61400000101" },
      car: {
        slug: car!.slug,
        dealershipId: car!.dealershipId,
        locationId: car!.locationId,
        vehicle: {
          id: car!.id,
          year: car!.year,
          make: car!.make,
          model: car!.model,
          badge: car!.badge,
          vin: car!.vin,
          stocknum: car!.stocknum,
          price: car!.price,
          carType: "used",
          status: car!.status,
          km: car!.km,
        },
      },
      answers,
      result,
    },
    place,
  );
  return saveFinanceQuote(
    handle.db,
    { siteId, userId, vehicleId: car!.id, car: { slug: car!.slug, name: "2022 Car", price: 30_000 }, answers, result },
    lead,
  );
}

describe("personalised finance quotes in the garage", () => {
  it("stores the quote with the dealer's finance lead (ADF with the car) in one go", async () => {
    const saved = await quote(harbour, "quoter");
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, saved.leadId!));
    expect(lead).toMatchObject({ category: "Finance Enquiry", subcategory: "Personalised Finance", userId: "quoter" });
    expect(lead!.vehicleId).toBe(saved.vehicleId);
    expect(lead!.snapshot.answers).toMatchObject({ "Indicative band": "Good", Employment: "Full-time" });
    const deliveries = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id));
    expect(deliveries.map((d) => d.channel)).toContain("email");
    expect((await shopperFinanceQuotes(handle.db, harbour, "quoter")).map((q) => q.id)).toContain(saved.id);
  });

  it("only its own shopper on its own site can delete a quote; the dealer's lead stays, untied from the account", async () => {
    const saved = await quote(harbour, "quoter");
    expect(await deleteFinanceQuote(handle.db, harbour, "other", saved.id)).toBe(false);
    expect(await deleteFinanceQuote(handle.db, bigbox, "quoter", saved.id)).toBe(false);
    expect(await shopperFinanceQuotes(handle.db, harbour, "other")).toEqual([]);
    expect(await deleteFinanceQuote(handle.db, harbour, "quoter", saved.id)).toBe(true);
    expect(await deleteFinanceQuote(handle.db, harbour, "quoter", saved.id)).toBe(false);
    expect(await handle.db.select().from(financeQuotes).where(eq(financeQuotes.id, saved.id))).toEqual([]);
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, saved.leadId!));
    expect(lead).toMatchObject({ category: "Finance Enquiry", userId: null });
  });

  it("deleting the account deletes its quotes, and only on that site", async () => {
    await quote(harbour, "quoter");
    await quote(bigbox, "elsewhere");
    expect(await deleteAccountData(handle.db, harbour, "quoter")).toBe(true);
    expect(
      await handle.db
        .select()
        .from(financeQuotes)
        .where(and(eq(financeQuotes.siteId, harbour), eq(financeQuotes.userId, "quoter"))),
    ).toEqual([]);
    expect(await shopperFinanceQuotes(handle.db, bigbox, "elsewhere")).toHaveLength(1);
  });
});
