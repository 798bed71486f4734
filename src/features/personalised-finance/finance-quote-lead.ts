import type { LeadRecord } from "@/domain/lead-types";
import type { SiteConfig } from "@/platform/site/config-schema";
import type { LeadDraft, LeadPlaces } from "@/features/leads";

/** Finance leads go where the site routes its finance enquiries; the subcategory tells this one apart. */
const QUOTE_CATEGORY = "Finance Enquiry";
const QUOTE_SUBCATEGORY = "Personalised Finance";

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
  place: LeadPlaces,
): LeadDraft {
  const car = input.car;
  const dealership = place.dealerships.find((d) => d.id === car?.dealershipId) ?? place.dealerships[0];
  if (!dealership) throw new Error(`site ${site.id} has no dealership to receive a finance lead`);
  const location = place.locations.find((l) => l.id === car?.locationId) ?? null;
  return {
    site,
    origin: input.origin,
    url: car ? `${input.origin}/personalised/finance?car_id=${car.vehicle.id}` : `${input.origin}/personalised/finance`,
    category: QUOTE_CATEGORY,
    subcategory: QUOTE_SUBCATEGORY,
    dealership,
    location,
    customer: input.customer,
    message: "Personalised finance questionnaire: indicative only, no credit check made.",
    answers: { ...input.answers, ...input.result },
    vehicle: car?.vehicle ?? null,
    userId: input.userId,
    extra: { optInFinance: true },
    event: {
      name: "personalised_finance",
      params: { car_id: car?.vehicle.id ?? null },
      car: car ? { carType: car.vehicle.carType, tag: null } : null,
    },
  };
}
