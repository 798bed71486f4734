/**
 * The trade-in flow's shared vocabulary:
 * the shopper's car as found or picked, and the offer made for it.
 */

/** The car being traded in, from the plate lookup or picked by the shopper from lists. */
export interface TradeInVehicle {
  source: "lookup" | "picked";
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  colour: string | null;
  body: string | null;
  /** ISO date. */
  regoExpiry: string | null;
}

/** An instant offer (the spec's offer_price), valid only while `expiresAt` is in the future. */
export interface TradeInOffer {
  price: number;
  /** ISO timestamps. */
  madeAt: string;
  expiresAt: string;
  comparables: number;
  assumptions: string[];
}

/** Where a flow is: the next thing the shopper does, or how it ended. */
export const TRADE_IN_STATES = ["vehicle", "answers", "offered", "appraisal", "accepted"] as const;
export type TradeInState = (typeof TRADE_IN_STATES)[number];

/**
 * The lead's subcategory as the flow moves: the spec names '3. Offer Accepted'; the steps before it are
 * numbered to read in order in the dealer's inbox.
 */
export const SUBCATEGORIES = {
  lead: "1. Lead Captured",
  offer: "2. Offer Made",
  appraisal: "2. Appraisal Requested",
  accepted: "3. Offer Accepted",
} as const;
