import type { Database } from "@/platform/db/client";
import { storeLead } from "@/features/leads/index.server";
import { startFlow } from "@/features/trade-in/trade-in-flows.db";

/** The lead capture as the valuation form stores it (features/leads), then the flow's start. */
export async function capturedTradeInLead(
  db: Database,
  siteId: number,
  dealer: { id: number; name: string; leadEmail: string },
): Promise<number> {
  const leadId = await storeLead(db, {
    siteId,
    dealershipId: dealer.id,
    locationId: null,
    vehicleId: null,
    snapshot: {
      siteName: "BigBox",
      siteUrl: "https://bigbox-used.example",
      category: "Trade-In",
      subcategory: "1. Lead Captured",
      source: "Website",
      url: "https://bigbox-used.example/sell-my-car",
      userAgent: "test",
      customer: {
        name: "Jo Citizen",
        lastName: null,
        email: "jo@example.com",
        phone: "0412 000 123",
        postcode: "6160",
      },
      message: null,
      optIn: true,
      optInFinance: false,
      optInTrade: true,
      vehicle: null,
      tradeIn: { year: null, make: null, model: null, km: null, rego: null, regoState: null },
      dealership: dealer,
      location: null,
      answers: { "Preferred contact method": "Phone" },
      visitedPages: [],
      linkedQueryParams: {},
      formCompleted: false,
      offerAccepted: false,
      rego: null,
      regoState: null,
      adjustmentAnswers: {},
    },
  });
  await startFlow(db, siteId, leadId);
  return leadId;
}
