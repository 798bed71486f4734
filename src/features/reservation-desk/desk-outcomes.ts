import { OFFER_DAYS_MAX, OFFER_MAX } from "./offer-revision";

/*
 * What a reservation's or trade-in's page says after a form on it was sent. The action sends the page back with the
 * outcome's name in the query (never the text itself, so no page shows text a link could make up).
 */

export const REASON_MAX = 500;

export const DESK_OUTCOMES = {
  confirmed: { field: null, message: "Sale confirmed: the deposit will be captured and the car is marked sold." },
  released: { field: null, message: "Hold released: the deposit will be refunded and the car is back on sale." },
  "not-held": {
    field: null,
    message: "This reservation is no longer held (it ended, or someone else decided it first); nothing was changed.",
  },
  "reason-needed": { field: "reason", message: "Reason for releasing: say why the hold is released." },
  "reason-too-long": { field: "reason", message: `Reason for releasing: keep it to ${REASON_MAX} characters.` },
  revised: { field: null, message: "Offer revised: the shopper has been sent the new offer." },
  booked: { field: null, message: "Appraisal booked: the shopper has been told the time." },
  stale: {
    field: null,
    message: "This trade-in was changed by someone else; reload to see the change, then try again.",
  },
  "not-revisable": { field: null, message: "This trade-in's offer was already accepted; it cannot be changed." },
  amount: {
    field: "amount",
    message: `Offer amount: enter whole dollars from $1 to $${OFFER_MAX.toLocaleString("en-AU")}.`,
  },
  expires: {
    field: "expiresOn",
    message: `Offer holds until: choose a day from today to ${OFFER_DAYS_MAX} days ahead.`,
  },
  slot: {
    field: "slot",
    message: "Appraisal time: choose one of the times offered (within the location's opening hours).",
  },
} as const satisfies Record<string, { field: string | null; message: string }>;

export type DeskOutcome = keyof typeof DESK_OUTCOMES;

/** The outcome a page's query names, or null for none or a name that is no outcome. */
export function deskOutcome(value: unknown): (typeof DESK_OUTCOMES)[DeskOutcome] | null {
  return typeof value === "string" && Object.hasOwn(DESK_OUTCOMES, value) ? DESK_OUTCOMES[value as DeskOutcome] : null;
}
