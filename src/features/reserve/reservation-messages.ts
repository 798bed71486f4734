import { depositLabel } from "./reserve-rules";

/**
 * What a held reservation says to the dealer (in the lead) and to the shopper (receipt e-mail and SMS).
 * The dealer's confirm and release links go to the dealer only; the shopper gets their manage link.
 */
export interface HeldReservation {
  id: number;
  siteName: string;
  carName: string;
  stocknum: string;
  price: number;
  depositCents: number;
  /** The hold's end, already written in the site's time zone (hold-time.ts). */
  holdEndText: string;
  movesMoney: boolean;
  purchase: Record<string, string> | null;
  links: { confirm: string; release: string; manage: string };
}

const DEMO_NOTE = "Demo payment: no money was taken or held; the card details were a test card.";

/** The lead's answers (label -> value): the ADF comments and the e-mail show them in this order. */
export function dealerAnswers(r: HeldReservation): Record<string, string> {
  return {
    Reservation: `#${r.id}`,
    Deposit: `${depositLabel(r.depositCents)} authorised on the shopper's card (refundable, not yet captured)${r.movesMoney ? "" : ` - ${DEMO_NOTE}`}`,
    "Held until": r.holdEndText,
    ...(r.purchase ?? {}),
    "Confirm the sale (captures the deposit, marks the car sold)": r.links.confirm,
    "Release the car (cancels the deposit, the car returns to sale)": r.links.release,
  };
}

export function receiptEmail(r: HeldReservation): { subject: string; text: string } {
  const lines = [
    `Thank you: the ${r.carName} (stock ${r.stocknum}) is reserved for you at ${r.siteName}.`,
    "",
    `Held until: ${r.holdEndText}`,
    `Deposit: ${depositLabel(r.depositCents)}, 100% refundable. It is held on your card, not taken, unless you buy the car.`,
    ...(r.movesMoney ? [] : [DEMO_NOTE]),
    ...(r.purchase ? ["", "Your choices:", ...Object.entries(r.purchase).map(([k, v]) => `${k}: ${v}`)] : []),
    "",
    "The dealer's team will contact you to arrange the rest.",
    `To see or cancel your reservation: ${r.links.manage}`,
    "If you cancel, or the hold ends without a sale, the hold on your card is released at once.",
  ];
  return { subject: `Reserved: ${r.carName} until ${r.holdEndText}`, text: lines.join("\n") };
}

export function receiptSms(r: HeldReservation): string {
  return `${r.siteName}: the ${r.carName} is reserved for you until ${r.holdEndText}. Refundable deposit ${depositLabel(r.depositCents)}${r.movesMoney ? "" : " (demo: no money moved)"}. Manage: ${r.links.manage}`;
}

/** The dealer's notice that the shopper cancelled a hold they were told about: the car is back on sale. */
export function cancellationAnswers(r: { id: number }, when: string): Record<string, string> {
  return {
    Reservation: `#${r.id}`,
    Status: `Cancelled by the shopper on ${when}. The car is back on sale and the deposit's hold on their card is released; nothing is to be done.`,
  };
}
