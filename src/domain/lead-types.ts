/**
 * A lead as stored and delivered (the enquiry form's payload).
 * Stored before anything else happens to it.
 */
export interface LeadVehicle {
  id: number;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  stocknum: string | null;
  price: number | null;
  carType: "new" | "used" | "demo";
  status: string;
  km: number | null;
}

export interface LeadTradeIn {
  year: number | null;
  make: string | null;
  model: string | null;
  km: number | null;
  rego: string | null;
  regoState: string | null;
  /** From the trade-in flow (absent on leads stored before it): what the lookup found or the shopper picked. */
  badge?: string | null;
  vin?: string | null;
  colour?: string | null;
  body?: string | null;
  regoExpiry?: string | null;
  /** The body's condition as ADF names it: excellent, good, fair or poor. */
  condition?: string | null;
  /** The instant offer, once made: subject to inspection, valid until expiresAt (ISO). */
  offer?: { price: number; expiresAt: string } | null;
}

export interface LeadRecord {
  id: number;
  createdAt: Date;
  siteName: string;
  siteUrl: string;
  category: string;
  subcategory: string | null;
  source: "Website";
  url: string;
  userAgent: string | null;
  customer: {
    name: string;
    lastName: string | null;
    email: string | null;
    phone: string | null;
    postcode: string | null;
  };
  message: string | null;
  optIn: boolean;
  optInFinance: boolean;
  optInTrade: boolean;
  vehicle: LeadVehicle | null;
  tradeIn: LeadTradeIn | null;
  dealership: { id: number; name: string; leadEmail: string };
  location: {
    id: number;
    name: string;
    phone: string | null;
    street: string;
    city: string;
    state: string;
    postcode: string;
  } | null;
  /** Extra answers (preferred contact method, offer amount, test-drive time, ...), label -> value. */
  answers: Record<string, string>;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
  /** The spec's Lead: true once the last step is sent (at once for one-step forms; the trade-in flow at acceptance or appraisal). */
  formCompleted: boolean;
  /** The trade-in flow's offer acceptance ('3. Offer Accepted'). */
  offerAccepted: boolean;
  /** The shopper's registration and its state, where the form asks (enquiry Rego, valuation rego). */
  rego: string | null;
  regoState: string | null;
  /** The trade-in flow's valuation adjustment answers (question -> answer); empty on other leads. */
  adjustmentAnswers: Record<string, string>;
}

/** Where a lead stands in the dealer's work on it, as the console's lead desk moves it. */
export const LEAD_STATUSES = ["new", "contacted", "appointment", "sold", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
