import type { LeadRecord } from "@/domain/lead-types";
import type { SiteConfig } from "@/platform/site/config-schema";
import { leadEventId } from "@/features/leads/enquiry-schema";
import { leadPlace } from "@/features/leads/lead-submission";
import type { NewLead } from "@/features/leads/outbox.db";

/** Finance leads go where the site routes its finance enquiries; the subcategory tells this one apart. */
const QUOTE_CATEGORY = "Finance Enquiry";
const QUOTE_SUBCATEGORY = "Personalised Finance";

interface Place {
  dealerships: { id: number; name: string; leadEmail: string }[];
  locations: {
    id: number;
    slug: string;
    name: string;
    phone: string | null;
    email: string | null;
    street: string;
    city: string;
    state: string;
    postcode: string;
  }[];
}

export interface QuotedCar {
  vehicle: NonNullable<LeadRecord["vehicle"]>;
  slug: string;
  dealershipId: number;
  locationId: number | null;
}

/**
 * The dealer's finance lead from a personalised finance questionnaire (ADF with the car when one was named): the
 * answers and the indicative result as its answers, the shopper's account number as the phone. No credit check is
 * made, and the lead says so.
 */
export function financeQuoteLead(
  site: { id: number; config: Pick<SiteConfig, "name" | "leads"> },
  input: {
    origin: string;
    userId: string;
    customer: { name: string; email: string | null; phone: string };
    car: QuotedCar | null;
    answers: Record<string, string>;
    result: Record<string, string>;
  },
  place: Place,
): NewLead {
  const car = input.car;
  const dealership = place.dealerships.find((d) => d.id === car?.dealershipId) ?? place.dealerships[0];
  if (!dealership) throw new Error(`site ${site.id} has no dealership to receive a finance lead`);
  const location = place.locations.find((l) => l.id === car?.locationId) ?? null;
  const url = car
    ? `${input.origin}/personalised/finance?car_id=${car.vehicle.id}`
    : `${input.origin}/personalised/finance`;
  return {
    siteId: site.id,
    dealershipId: dealership.id,
    locationId: location?.id ?? null,
    vehicleId: car?.vehicle.id ?? null,
    userId: input.userId,
    snapshot: {
      siteName: site.config.name,
      siteUrl: input.origin,
      category: QUOTE_CATEGORY,
      subcategory: QUOTE_SUBCATEGORY,
      source: "Website",
      url,
      userAgent: null,
      customer: { ...input.customer, lastName: null, postcode: null },
      message: "Personalised finance questionnaire: indicative only, no credit check made.",
      optIn: false,
      optInFinance: true,
      optInTrade: false,
      vehicle: car?.vehicle ?? null,
      tradeIn: null,
      ...leadPlace({ routes: site.config.leads.routes, category: QUOTE_CATEGORY, dealership, location }),
      answers: { ...input.answers, ...input.result },
      visitedPages: [],
      linkedQueryParams: {},
      formCompleted: true,
      offerAccepted: false,
      rego: null,
      regoState: null,
      adjustmentAnswers: {},
    },
    event: {
      id: leadEventId({
        category: QUOTE_CATEGORY,
        subcategory: QUOTE_SUBCATEGORY,
        car: car ? { carType: car.vehicle.carType, tag: null } : null,
      }),
      name: "personalised_finance",
      params: { car_id: car?.vehicle.id ?? null },
    },
    webhook: site.config.leads.webhook,
    receipt: null,
  };
}
