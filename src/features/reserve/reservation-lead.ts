import type { LeadRecord } from "@/domain/lead-types";
import type { SiteConfig } from "@/platform/site/config-schema";
import { leadEventId } from "@/features/leads/enquiry-schema";
import { leadPlace } from "@/features/leads/lead-submission";
import type { NewLead } from "@/features/leads/outbox.db";

/** The dealer's category for a reservation, and for an online purchase (a reservation with the buyer's choices). */
function reservationCategory(purchase: Record<string, string> | null): {
  category: string;
  subcategory: string;
} {
  return purchase
    ? { category: "Reserve", subcategory: "Online Purchase" }
    : { category: "Reserve", subcategory: "Reserve Online" };
}

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

/**
 * The lead a held reservation sends the dealer (category Reserve; ADF with the car, the deposit and the two
 * signed links in its comments), with the shopper's receipt delivered by the same outbox. The car's own
 * dealership and location take it, routed like any lead of its category.
 */
export function reservationLead(
  site: { id: number; config: Pick<SiteConfig, "name" | "leads"> },
  r: {
    id: number;
    origin: string;
    userId: string | null;
    vehicleId: number | null;
    car: LeadRecord["vehicle"] & { slug: string; dealershipId: number; locationId: number | null };
    shopper: { name: string; email: string; phone: string; postcode: string | null };
    purchase: Record<string, string> | null;
  },
  prepared: Place & {
    answers: Record<string, string>;
    /** The shopper's receipt; none for a notice to the dealer alone (a cancellation). */
    receipt: { subject: string; text: string } | null;
    /** Instead of Reserve Online / Online Purchase: what the notice is about ('Reservation cancelled'). */
    subcategory?: string;
  },
): NewLead {
  const { category, subcategory: kind } = reservationCategory(r.purchase);
  const subcategory = prepared.subcategory ?? kind;
  const dealership = prepared.dealerships.find((d) => d.id === r.car.dealershipId) ?? prepared.dealerships[0];
  if (!dealership) throw new Error(`site ${site.id} has no dealership to receive reservation ${r.id}`);
  const location = prepared.locations.find((l) => l.id === r.car.locationId) ?? null;
  const { slug: _slug, dealershipId: _d, locationId: _l, ...vehicle } = r.car;
  const url = `${r.origin}/cars/${r.car.slug}`;
  return {
    siteId: site.id,
    dealershipId: dealership.id,
    locationId: location?.id ?? null,
    vehicleId: r.vehicleId,
    userId: r.userId,
    snapshot: {
      siteName: site.config.name,
      siteUrl: r.origin,
      category,
      subcategory,
      source: "Website",
      url,
      userAgent: null,
      customer: {
        name: r.shopper.name,
        lastName: null,
        email: r.shopper.email,
        phone: r.shopper.phone,
        postcode: r.shopper.postcode,
      },
      message: null,
      optIn: false,
      optInFinance: r.purchase?.["Payment"] === "Finance",
      optInTrade: r.purchase?.["Trade-in"] !== undefined && r.purchase["Trade-in"] !== "No trade-in",
      vehicle,
      tradeIn: null,
      ...leadPlace({ routes: site.config.leads.routes, category, dealership, location }),
      answers: prepared.answers,
      visitedPages: [],
      linkedQueryParams: {},
      formCompleted: true,
      offerAccepted: false,
      rego: null,
      regoState: null,
      adjustmentAnswers: {},
    },
    event: {
      id: leadEventId({ category, subcategory, car: { carType: r.car.carType, tag: null } }),
      name: "reservation",
      params: { reservation_id: r.id, car_id: r.vehicleId },
    },
    webhook: site.config.leads.webhook,
    receipt: prepared.receipt ? { to: r.shopper.email, ...prepared.receipt } : null,
  };
}
