import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { authUsers, dealerships, leads, tradeInFlows } from "@/platform/db/schema";
import { openSeededTestDatabase, TEST_NOW } from "@/platform/db/testing/test-database";
import { capturedTradeInLead } from "@/features/trade-in/testing/captured-lead";
import { saveValuation } from "./save-valuation.db";
import { offerExpiry } from "./trade-in-flow";
import { changeFlow } from "./trade-in-flows.db";

let handle: DatabaseHandle;
let siteId: number;
let otherSiteId: number;
let dealer: { id: number; name: string; leadEmail: string };

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  siteId = (await seeded.siteFor("bigbox-used")).id;
  otherSiteId = (await seeded.siteFor("harbour-toyota")).id;
  const [d] = await handle.db.select().from(dealerships).where(eq(dealerships.siteId, siteId)).limit(1);
  dealer = { id: d!.id, name: d!.name, leadEmail: d!.leadEmail };
  await handle.db.insert(authUsers).values({
    id: "saver",
    siteId,
    name: "Saver",
    email: "saver@phone.invalid",
    phoneNumber: "+61491000001",
  });
});
afterAll(async () => handle?.close());

/** A flow with an offer made at TEST_NOW, standing for the usual week; what the page showed of it. */
async function offered() {
  const leadId = await capturedTradeInLead(handle.db, siteId, dealer);
  const offer = {
    price: 18_400,
    madeAt: TEST_NOW.toISOString(),
    expiresAt: offerExpiry(TEST_NOW).toISOString(),
    comparables: 4,
    assumptions: [],
  };
  await changeFlow(handle.db, siteId, leadId, () => ({ state: "offered", offer }), { now: TEST_NOW });
  return { leadId, shown: { reference: leadId, offer_price: offer.price, expires_at: offer.expiresAt } };
}

const stored = async (leadId: number) => {
  const [flow] = await handle.db
    .select({ savedAt: tradeInFlows.savedAt })
    .from(tradeInFlows)
    .where(eq(tradeInFlows.leadId, leadId));
  const [lead] = await handle.db.select({ userId: leads.userId }).from(leads).where(eq(leads.id, leadId));
  return { savedAt: flow!.savedAt, userId: lead!.userId };
};

describe("saving a valuation (POST /api/miscellaneous)", () => {
  it("an expired offer is refused and nothing is stored: not the save, not the garage's link", async () => {
    const { leadId, shown } = await offered();
    const afterExpiry = new Date(offerExpiry(TEST_NOW).getTime() + 1000);
    const result = await saveValuation(handle.db, {
      siteId,
      deviceLeadId: leadId,
      valuation: shown,
      userId: "saver",
      now: afterExpiry,
      timeZone: "Australia/Sydney",
    });
    expect(result).toEqual({
      kind: "expired",
      message: "This offer expired on Saturday 28 November 2026: ask for a new offer to save one.",
    });
    expect(await stored(leadId)).toEqual({ savedAt: null, userId: null });
  });

  it("an offer that stands is saved, and joins the signed-in shopper's garage", async () => {
    const { leadId, shown } = await offered();
    const now = new Date(TEST_NOW.getTime() + 60_000);
    const result = await saveValuation(handle.db, {
      siteId,
      deviceLeadId: leadId,
      valuation: shown,
      userId: "saver",
      now,
      timeZone: "Australia/Sydney",
    });
    expect(result).toEqual({ kind: "saved", savedAt: now });
    expect(await stored(leadId)).toEqual({ savedAt: now, userId: "saver" });
  });

  it("another site's flow is not this device's: refused, nothing stored", async () => {
    const { leadId, shown } = await offered();
    const result = await saveValuation(handle.db, {
      siteId: otherSiteId,
      deviceLeadId: leadId,
      valuation: shown,
      userId: null,
      now: TEST_NOW,
      timeZone: "Australia/Sydney",
    });
    expect(result).toEqual({ kind: "not_found" });
    expect(await stored(leadId)).toEqual({ savedAt: null, userId: null });
  });
});
