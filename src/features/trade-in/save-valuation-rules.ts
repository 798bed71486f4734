import type { TradeInOffer } from "@/domain/trade-in-types";
import { offerValid } from "./valuation";
import { offerDateLabel } from "./trade-in-flow";

/** The valuation a device asks to save (POST /api/miscellaneous's `valuation`). */
export interface ValuationToSave {
  reference: number;
  offer_price: number;
  expires_at: string;
}

export type ValuationRefusal = { kind: "not_found" } | { kind: "changed" } | { kind: "expired"; message: string };

/**
 * Whether this device's flow may save the valuation: it must be this flow's (its lead), carry the figures the server
 * made (a body cannot write an offer), and the offer must still stand. An offer is valid only while its expiry date is
 * in the future, so an expired one cannot be saved either: the shopper asks for a new
 * offer instead. Null: it may be saved.
 */
export function valuationRefusal(
  flow: { leadId: number; offer: TradeInOffer | null } | null,
  valuation: ValuationToSave,
  now: Date,
  timeZone: string,
): ValuationRefusal | null {
  if (!flow || flow.leadId !== valuation.reference) return { kind: "not_found" };
  const { offer } = flow;
  if (!offer || offer.price !== valuation.offer_price || offer.expiresAt !== valuation.expires_at)
    return { kind: "changed" };
  const expiresAt = new Date(offer.expiresAt);
  if (!offerValid(expiresAt, now))
    return {
      kind: "expired",
      message: `This offer expired on ${offerDateLabel(expiresAt, timeZone)}: ask for a new offer to save one.`,
    };
  return null;
}
