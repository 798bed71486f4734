import type { LeadRecord } from "@/domain/lead-types";

/** What a website form's lead stores beyond the form itself: completed, no query parameters, no offer or rego. */
export const COMPLETED_FORM = {
  linkedQueryParams: {},
  formCompleted: true,
  offerAccepted: false,
  rego: null,
  regoState: null,
  adjustmentAnswers: {},
} satisfies Partial<LeadRecord>;

/** A complete lead for tests: invented people, reserved phone numbers and .example domains. */
export function sampleLead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: 4217,
    createdAt: new Date("2025-03-14T02:30:00.000Z"),
    siteName: "Harbour Toyota",
    siteUrl: "https://harbour-toyota.example",
    category: "General Enquiry",
    subcategory: "Vehicle Enquiry",
    source: "Website",
    url: "https://harbour-toyota.example/used/2021-toyota-rav4-gxl-htu10001",
    userAgent: "Mozilla/5.0",
    customer: {
      name: "Jane Citizen",
      lastName: null,
      email: "jane@example.com",
      phone: "0412 000 678",
      postcode: "2000",
    },
    message: "Is this still available?",
    optIn: true,
    optInFinance: false,
    optInTrade: true,
    vehicle: {
      id: 901,
      year: 2021,
      make: "Toyota",
      model: "RAV4",
      badge: "GXL",
      vin: "JTMW1RFV00D012345",
      stocknum: "HTU10001",
      price: 38990,
      carType: "used",
      status: "available",
      km: 45210,
    },
    tradeIn: { year: 2015, make: "Mazda", model: "CX-5", km: 120000, rego: "ABC12D", regoState: "NSW" },
    dealership: { id: 3, name: "Harbour Toyota", leadEmail: "leads@harbour-toyota.example" },
    location: {
      id: 7,
      name: "Harbour Toyota Sydney",
      phone: "(02) 5550 0000",
      street: "1 Harbour St",
      city: "Sydney",
      state: "NSW",
      postcode: "2000",
    },
    answers: { "Preferred contact method": "Phone" },
    visitedPages: [],
    ...COMPLETED_FORM,
    ...overrides,
  };
}
