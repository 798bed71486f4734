import type { LeadRecord } from "@/domain/lead-types";
import type { SiteConfig } from "@/platform/site/config-schema";
import type { LeadDraft, LeadPlaces } from "@/features/leads";

/** The dealer's category for a reservation, and for an online purchase (a reservation with the buyer's choices). */
function reservationCategory(purchase: Record<string, string> | null): {
  category: string;
  subcategory: string;
} {
  return purchase
    ? { category: "Reserve", subcategory: "Online Purchase" }
    : { category: "Reserve", subcategory: "Reserve Online" };
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
  prepared: LeadPlaces & {
    answers: Record<string, string>;
    /** The shopper's receipt; none for a notice to the dealer alone (a cancellation). */
    receipt: { subject: string; text: string } | null;
    /** Instead of Reserve Online / Online Purchase: what the notice is about ('Reservation cancelled'). */
    subcategory?: string;
  },
): LeadDraft {
  const { category, subcategory: kind } = reservationCategory(r.purchase);
  const subcategory = prepared.subcategory ?? kind;
  const dealership = prepared.dealerships.find((d) => d.id === r.car.dealershipId) ?? prepared.dealerships[0];
  if (!dealership) throw new Error(`site ${site.id} has no dealership to receive reservation ${r.id}`);
  const location = prepared.locations.find((l) => l.id === r.car.locationId) ?? null;
  const { slug: _slug, dealershipId: _d, locationId: _l, ...vehicle } = r.car;
  return {
    site,
    origin: r.origin,
    url: `${r.origin}/cars/${r.car.slug}`,
    category,
    subcategory,
    dealership,
    location,
    customer: {
      name: r.shopper.name,
      email: r.shopper.email,
      phone: r.shopper.phone,
      postcode: r.shopper.postcode,
    },
    answers: prepared.answers,
    vehicle,
    vehicleId: r.vehicleId,
    userId: r.userId,
    extra: {
      optInFinance: r.purchase?.["Payment"] === "Finance",
      optInTrade: r.purchase?.["Trade-in"] !== undefined && r.purchase["Trade-in"] !== "No trade-in",
    },
    event: {
      name: "reservation",
      params: { reservation_id: r.id, car_id: r.vehicleId },
      car: { carType: r.car.carType, tag: null },
    },
    receipt: prepared.receipt ? { to: r.shopper.email, ...prepared.receipt } : null,
  };
}
