import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { dealerships, leadDeliveries, leads } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { onlinePaymentLead } from "@/features/online-payment";
import { financeQuoteLead } from "@/features/personalised-finance";
import { spinLead } from "@/features/spin-to-win";
import type { LeadDraft } from "./lead-draft";
import { recordLead } from "./index.server";
import { COMPLETED_FORM } from "./testing/sample-lead";

let handle: DatabaseHandle;
let harbour: CurrentSite;
let dealership: { id: number; name: string; leadEmail: string };
const origin = "https://harbour.example";

beforeAll(async () => {
  let siteFor;
  ({ handle, siteFor } = await openSeededTestDatabase());
  useDatabaseForTests(handle);
  harbour = await siteFor("harbour-toyota");
  const [first] = await handle.db
    .select({ id: dealerships.id, name: dealerships.name, leadEmail: dealerships.leadEmail })
    .from(dealerships)
    .where(eq(dealerships.siteId, harbour.id));
  dealership = first!;
});
afterAll(async () => handle?.close());

const storedLead = async (id: number) => {
  const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
  return row!;
};

describe("recordLead", () => {
  it("stores a draft with every default a lead carries, and queues its delivery", async () => {
    const draft: LeadDraft = {
      site: harbour,
      origin,
      url: `${origin}/somewhere`,
      category: "General Enquiry",
      subcategory: null,
      dealership,
      customer: { name: "Jo", email: "jo@example.com", phone: "0412 345 678" },
      answers: { Question: "Answer" },
      event: { name: "lead", params: {} },
    };
    const row = await storedLead(await recordLead(draft));
    expect(row).toMatchObject({
      siteId: harbour.id,
      dealershipId: dealership.id,
      locationId: null,
      vehicleId: null,
      userId: null,
      category: "General Enquiry",
      subcategory: null,
      source: "Website",
      url: `${origin}/somewhere`,
      userAgent: null,
    });
    expect(row.snapshot).toEqual({
      siteName: harbour.config.name,
      siteUrl: origin,
      category: "General Enquiry",
      subcategory: null,
      source: "Website",
      url: `${origin}/somewhere`,
      userAgent: null,
      customer: { name: "Jo", lastName: null, email: "jo@example.com", phone: "0412 345 678", postcode: null },
      message: null,
      optIn: false,
      optInFinance: false,
      optInTrade: false,
      vehicle: null,
      tradeIn: null,
      dealership: expect.objectContaining({ id: dealership.id, name: dealership.name }),
      location: null,
      answers: { Question: "Answer" },
      visitedPages: [],
      ...COMPLETED_FORM,
    });
    const deliveries = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, row.id));
    expect(deliveries.length).toBeGreaterThan(0);
  });

  it("keeps each feature's category and answers", async () => {
    const spin = spinLead(
      harbour,
      { campaign: "summer", title: "Summer spin" },
      {
        entryId: 7,
        outcome: { kind: "prize", prizeId: "p1", name: "A car", claimInstructions: "Call the dealer." },
        origin,
        shopper: { name: "Jo", email: null, phone: "0412 345 678" },
      },
      dealership,
    )!;
    const payment = onlinePaymentLead(
      harbour,
      {
        id: 3,
        userId: null,
        amountCents: 48950,
        referenceKind: "invoice",
        reference: "INV-1",
        payer: { name: "Jo", email: "jo@example.com", phone: null, note: null },
        origin,
        paymentId: null,
        paidAt: new Date("2026-11-25T01:00:00Z"),
        movesMoney: false,
      },
      { dealerships: [dealership] },
      `${origin}/receipt`,
    );
    const finance = financeQuoteLead(
      harbour,
      {
        origin,
        userId: "u1",
        customer: { name: "Jo", email: null, phone: "0412 345 678" },
        car: null,
        answers: { Employment: "Full-time" },
        result: { "Indicative band": "Good" },
      },
      { dealerships: [dealership], locations: [] },
    );
    const expected: [LeadDraft, string, string, Record<string, string>][] = [
      [spin, "Spin to Win", "Prize won", { Prize: "A car", "Entry number": "7" }],
      [payment, "Online Payment", payment.subcategory!, { Reference: "INV-1", "Receipt number": "OP-3" }],
      [
        { ...finance, userId: null },
        "Finance Enquiry",
        "Personalised Finance",
        { Employment: "Full-time", "Indicative band": "Good" },
      ],
    ];
    for (const [draft, category, subcategory, answers] of expected) {
      const row = await storedLead(await recordLead(draft));
      expect(row).toMatchObject({ category, subcategory });
      expect(row.snapshot).toMatchObject({ category, subcategory, formCompleted: true, userAgent: null });
      expect(row.snapshot.answers).toMatchObject(answers);
    }
    expect(finance.extra).toEqual({ optInFinance: true });
  });
});
