import type { RESERVATION_STATES } from "@/platform/db/schema";
import { wholeNumber } from "@/ui/whole-number";

export type ReservationState = (typeof RESERVATION_STATES)[number];

/**
 * How long a hold waits for its deposit before the car is free again: Stripe's hosted payment page stays
 * open at least 30 minutes (ours closes at 31, payPageExpiry), so the hold outlasts the page by a margin.
 */
export const PAYMENT_WINDOW_MINUTES = 35;

const HOUR_MS = 3_600_000;

/**
 * A hold is absolute time: 48 hours from the moment the deposit was authorised is 48 real hours, whatever
 * the clocks do in between (a daylight-saving change moves the wall-clock end by an hour, not the length).
 */
export function holdEnd(authorisedAt: Date, holdHours: number): Date {
  return new Date(authorisedAt.getTime() + holdHours * HOUR_MS);
}

export function paymentWindowEnd(startedAt: Date): Date {
  return new Date(startedAt.getTime() + PAYMENT_WINDOW_MINUTES * 60_000);
}

/** The changes a reservation may go through; every other change is refused (and none leaves an end state). */
const NEXT: Record<ReservationState, readonly ReservationState[]> = {
  pending_payment: ["held", "payment_failed", "cancelled"],
  held: ["confirmed", "released", "expired", "cancelled"],
  confirmed: [],
  released: [],
  expired: [],
  cancelled: [],
  payment_failed: [],
};

export function canChange(from: ReservationState, to: ReservationState): boolean {
  return NEXT[from].includes(to);
}

/**
 * What a dealer's decision on a held car does, from the signed link in their e-mail or from the console alike: confirming
 * captures the deposit and marks the car sold; releasing cancels the deposit and puts the car back on sale. Only a hold
 * still running may be decided (a compare-and-set on 'held', so the shopper's cancel and the dealer's decision never both
 * win). A reason given for a release is kept in the reservation's history.
 */
export function dealerDecision(action: "confirm" | "release", reason?: string) {
  const from: ReservationState[] = ["held"];
  return action === "confirm"
    ? {
        from,
        to: "confirmed" as const,
        note: "sale confirmed by the dealer",
        payment: "capture" as const,
        markSold: true,
        requireLive: true,
      }
    : {
        from,
        to: "released" as const,
        note: reason ? `released by the dealer: ${reason}` : "released by the dealer",
        payment: "cancel" as const,
        requireLive: true,
      };
}

/** States that keep the car for the shopper (while their time range lasts). */
function isLiveState(state: ReservationState): boolean {
  return state === "pending_payment" || state === "held";
}

/** Whether the hold keeps the car at `now`: a live state and its time not yet run out. */
export function holdsCar(reservation: { state: ReservationState; endsAt: Date }, now: Date): boolean {
  return isLiveState(reservation.state) && now.getTime() < reservation.endsAt.getTime();
}

/** The state a reservation is really in at `now`: a live one past its end has lapsed even before the worker records it. */
export function effectiveState(reservation: { state: ReservationState; endsAt: Date }, now: Date): ReservationState {
  if (holdsCar(reservation, now) || !isLiveState(reservation.state)) return reservation.state;
  return reservation.state === "held" ? "expired" : "payment_failed";
}

/** What the shopper can still do: cancel while the hold is live. */
export function shopperCanCancel(reservation: { state: ReservationState; endsAt: Date }, now: Date): boolean {
  return holdsCar(reservation, now);
}

/** 'Time left' in the garage and on the confirmation: days, hours and minutes, never a negative. */
export function timeLeft(endsAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 60_000));
  if (minutes === 0) return "less than a minute";
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts = [
    days ? `${days} ${days === 1 ? "day" : "days"}` : "",
    hours ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "",
    !days && mins ? `${mins} ${mins === 1 ? "minute" : "minutes"}` : "",
  ].filter(Boolean);
  return parts.join(" ");
}

/** The words for each state, as the shopper and dealer read them. */
export const STATE_LABELS: Record<ReservationState, string> = {
  pending_payment: "Waiting for the deposit",
  held: "Reserved",
  confirmed: "Sale confirmed",
  released: "Released by the dealer",
  expired: "Hold ended",
  cancelled: "Cancelled",
  payment_failed: "Payment not completed",
};

/** Deposit in whole dollars, as the pages show it ($200). */
export function depositLabel(depositCents: number): string {
  const dollars = depositCents / 100;
  return `$${Number.isInteger(dollars) ? wholeNumber(dollars) : dollars.toFixed(2)}`;
}

/**
 * The refund terms that apply to a car:
 * the site's words for the state the car is sold in (Queensland's cooling-off treats a deposit as the
 * buyer's money), else its default words.
 */
export function refundTermsFor(
  terms: { default: string; byState: Partial<Record<string, string>> },
  carState: string | null,
): string {
  return (carState && terms.byState[carState.toLowerCase()]) || terms.default;
}

/** How long a paid hold lasts: the site's hold hours, unless the operator set RESERVE_HOLD_SECONDS_BY_SITE for it (demos, tests). */
export function holdSecondsFor(reserve: { holdHours: number }, overrideSeconds: number | undefined): number {
  return overrideSeconds ?? reserve.holdHours * 3600;
}

/**
 * The payment page closes a minute after the 30 minutes Stripe requires at least, counted from when the hold
 * began (so asking again for the same payment asks with the same words), and well inside the hold's window.
 */
export function payPageExpiry(holdStartedAt: Date): Date {
  return new Date(holdStartedAt.getTime() + 31 * 60_000);
}
