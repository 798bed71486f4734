import { acknowledgementFor } from "./acknowledgement";
import type { LeadRecord, LeadVehicle } from "@/domain/lead-types";
import type { SiteConfig } from "@/platform/site/config-schema";
import { leadEventId } from "./enquiry-schema";
import { leadPlace } from "./lead-submission";
import type { NewLead } from "./outbox.db";

type Snapshot = Omit<LeadRecord, "id" | "createdAt">;
type PlaceInput = Parameters<typeof leadPlace>[0];

/** The site's dealerships and locations a lead may go to, as the lead stores them. */
export interface LeadPlaces {
  dealerships: PlaceInput["dealership"][];
  locations: NonNullable<PlaceInput["location"]>[];
}

/**
 * What is particular to one lead: whose site, what it is about, who sent it and what they answered. Everything
 * else a lead carries has one default for every feature (no user agent, no pages visited, a form completed at
 * once, no trade-in flow answers), filled by leadFromDraft so the features cannot drift apart.
 */
export interface LeadDraft {
  site: { id: number; config: Pick<SiteConfig, "name" | "leads"> };
  /** The site's own origin, stored as the lead's site URL. */
  origin: string;
  /** The page the lead is about. */
  url: string;
  category: string;
  subcategory: string | null;
  dealership: PlaceInput["dealership"];
  location?: PlaceInput["location"];
  customer: Pick<Snapshot["customer"], "name" | "email" | "phone"> & Partial<Snapshot["customer"]>;
  answers: Record<string, string>;
  message?: string | null;
  vehicle?: LeadVehicle | null;
  /** The stored car id when it is not the snapshot's own (a reservation keeps its car's id apart). */
  vehicleId?: number | null;
  userId?: string | null;
  /** The analytics event; its id follows from the category, and from the car when `car` is named. */
  event: {
    name: string;
    params: Record<string, string | number | null>;
    car?: { carType: string; tag: string | null } | null;
  };
  receipt?: NewLead["receipt"];
  /** The fields only the lead forms fill (the page's user agent, the trail, the shopper's opt-ins, ...). */
  extra?: Partial<
    Pick<
      Snapshot,
      | "userAgent"
      | "optIn"
      | "optInFinance"
      | "optInTrade"
      | "tradeIn"
      | "visitedPages"
      | "linkedQueryParams"
      | "formCompleted"
      | "rego"
      | "regoState"
    >
  >;
}

/** A lead's car as the dealer reads it: the stock facts, nothing of the listing. */
export function leadVehicle(car: LeadVehicle): LeadVehicle {
  return {
    id: car.id,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    vin: car.vin,
    stocknum: car.stocknum,
    price: car.price,
    carType: car.carType,
    status: car.status,
    km: car.km,
  };
}

/** The lead as stored: the draft with every default a lead carries, routed like any lead of its category. */
export function leadFromDraft(draft: LeadDraft): NewLead {
  const { site, category, subcategory, dealership } = draft;
  const location = draft.location ?? null;
  const vehicle = draft.vehicle ?? null;
  const { car, ...event } = draft.event;
  const customer = { lastName: null, postcode: null, ...draft.customer };
  return {
    siteId: site.id,
    dealershipId: dealership.id,
    locationId: location?.id ?? null,
    vehicleId: draft.vehicleId !== undefined ? draft.vehicleId : (vehicle?.id ?? null),
    userId: draft.userId ?? null,
    snapshot: {
      siteName: site.config.name,
      siteUrl: draft.origin,
      category,
      subcategory,
      source: "Website",
      url: draft.url,
      userAgent: null,
      customer,
      message: draft.message ?? null,
      optIn: false,
      optInFinance: false,
      optInTrade: false,
      vehicle,
      tradeIn: null,
      ...leadPlace({ routes: site.config.leads.routes, category, dealership, location }),
      answers: draft.answers,
      visitedPages: [],
      linkedQueryParams: {},
      formCompleted: true,
      offerAccepted: false,
      rego: null,
      regoState: null,
      adjustmentAnswers: {},
      ...draft.extra,
    },
    event: { id: leadEventId({ category, subcategory, car: car ?? null }), ...event },
    webhook: site.config.leads.webhook,
    receipt: draft.receipt ?? null,
    acknowledgement: acknowledgementFor(site.config.leads.acknowledgement, {
      customer,
      dealerName: dealership.name,
      siteName: site.config.name,
      category,
    }),
  };
}
