import type { AskingPrice } from "@/features/vehicle";
import type { TradeInOffer, TradeInState } from "@/domain/trade-in-types";
import { RULES, offerValid } from "./valuation";

/**
 * Where a trade-in flow stands and what the shopper sees.
 * Time-based states are computed from the stored offer, not flipped by a timer: an offer past
 * its expiry reads as expired the moment it is.
 */
export type FlowView = "vehicle" | "answers" | "offer" | "expired" | "appraisal" | "accepted";

export function flowView(flow: { state: TradeInState; offer: TradeInOffer | null }, now: Date): FlowView {
  switch (flow.state) {
    case "vehicle":
      return "vehicle";
    case "answers":
      return "answers";
    case "appraisal":
      return "appraisal";
    case "accepted":
      return "accepted";
    case "offered":
      return flow.offer && offerValid(new Date(flow.offer.expiresAt), now) ? "offer" : "expired";
  }
}

/** An offer made now expires RULES.validDays later, to the second (or after `seconds`, set for demos and tests). */
export function offerExpiry(madeAt: Date, seconds?: number): Date {
  return new Date(madeAt.getTime() + (seconds ?? RULES.validDays * 24 * 60 * 60) * 1000);
}

/** The offer's expiry date as the shopper reads it, in the site's time zone (the offer's own instant decides validity). */
export function offerDateLabel(expiresAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(expiresAt);
}

/** 'Expires on {date}'. */
export function expiresOnLabel(expiresAt: Date, timeZone: string): string {
  return `Expires on ${offerDateLabel(expiresAt, timeZone)}`;
}

/** The Trade-in entity's reducedPrice: the car's price minus the offer (never below zero). */
export function reducedPrice(price: number, offerPrice: number): number {
  return Math.max(0, price - offerPrice);
}

/**
 * Valuation/price service eligibility: the dealer has the feature on, the
 * car is in stock, not sold, not reserved and priced over 200.
 */
export function valuationEligible(
  valuationService: boolean,
  car: { status: string; reserved: boolean; price: AskingPrice },
): boolean {
  return valuationService && car.status === "in_stock" && !car.reserved && (car.price ?? 0) > 200;
}
