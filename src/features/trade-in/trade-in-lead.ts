import type { LeadRecord } from "@/domain/lead-types";
import type { TradeInOffer, TradeInState, TradeInVehicle } from "@/domain/trade-in-types";
import { formatMoney } from "@/features/vehicle";
import { SUBCATEGORIES } from "@/domain/trade-in-types";
import { answersForDealer } from "./trade-in-questions";
import type { Answers } from "./valuation";

type Snapshot = Omit<LeadRecord, "id" | "createdAt">;

/** What the flow holds that the lead carries. */
export interface FlowFacts {
  state: TradeInState;
  rego: string | null;
  regoState: string | null;
  vehicle: TradeInVehicle | null;
  km: number | null;
  answers: Record<string, string> | null;
  offer: TradeInOffer | null;
  appraisalReason: string | null;
}

const SUBCATEGORY_OF: Record<TradeInState, string> = {
  vehicle: SUBCATEGORIES.lead,
  answers: SUBCATEGORIES.lead,
  offered: SUBCATEGORIES.offer,
  appraisal: SUBCATEGORIES.appraisal,
  accepted: SUBCATEGORIES.accepted,
};

/**
 * The lead as the flow now stands (rego, regoState,
 * adjustmentAnswers, offer_accepted, form_completed): one lead, rewritten at each step, so the dealer's
 * next delivery carries everything the shopper has told us so far.
 */
export function leadAtStep(snapshot: Snapshot, flow: FlowFacts): Snapshot {
  const v = flow.vehicle;
  const { ["Instant offer"]: _offer, ["Appraisal"]: _appraisal, ...answers } = snapshot.answers;
  if (flow.offer)
    answers["Instant offer"] =
      `${formatMoney(flow.offer.price)}, subject to inspection, valid until ${flow.offer.expiresAt}`;
  if (flow.appraisalReason) answers["Appraisal"] = flow.appraisalReason;
  return {
    ...snapshot,
    subcategory: SUBCATEGORY_OF[flow.state],
    formCompleted: flow.state === "appraisal" || flow.state === "accepted",
    offerAccepted: flow.state === "accepted",
    rego: flow.rego,
    regoState: flow.regoState,
    answers,
    adjustmentAnswers:
      flow.answers && flow.km !== null ? answersForDealer(flow.km, flow.answers as unknown as Answers) : {},
    tradeIn: {
      year: v?.year ?? null,
      make: v?.make ?? null,
      model: v?.model ?? null,
      km: flow.km,
      rego: flow.rego,
      regoState: flow.regoState,
      badge: v?.badge ?? null,
      vin: v?.vin ?? null,
      colour: v?.colour ?? null,
      body: v?.body ?? null,
      regoExpiry: v?.regoExpiry ?? null,
      condition: flow.answers?.body ?? null,
      offer: flow.offer ? { price: flow.offer.price, expiresAt: flow.offer.expiresAt } : null,
    },
  };
}
