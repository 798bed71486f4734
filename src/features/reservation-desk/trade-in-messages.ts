/*
 * What the shopper is told when the dealer changes their trade-in: plain e-mails through the lead outbox, with the
 * page where their valuation lives (the page the lead came from, on the dealer's own site).
 */

interface About {
  siteName: string;
  customerName: string;
  car: string;
  /** The page of the dealer's site where the shopper's valuation is. */
  url: string;
}

const money = (dollars: number) => `$${dollars.toLocaleString("en-AU")}`;

export function revisedOfferEmail(about: About, offer: { price: number; expiresLabel: string }) {
  return {
    subject: `Your trade-in offer from ${about.siteName} has changed`,
    text: [
      `Hi ${about.customerName},`,
      "",
      `${about.siteName} has revised its offer for your ${about.car}: ${money(offer.price)}, subject to inspection, valid until ${offer.expiresLabel}.`,
      "",
      `See it and accept it on the same device you valued your car on: ${about.url}`,
      "",
      `${about.siteName}`,
    ].join("\n"),
  };
}

export function appraisalEmail(about: About, booking: { when: string; where: string }) {
  return {
    subject: `Your trade-in appraisal at ${about.siteName}`,
    text: [
      `Hi ${about.customerName},`,
      "",
      `We have booked an appraisal of your ${about.car} on ${booking.when} at ${booking.where}.`,
      "Please bring the car, its registration papers and service history. If the time does not suit, reply or call us.",
      "",
      `Your valuation: ${about.url}`,
      "",
      `${about.siteName}`,
    ].join("\n"),
  };
}

/** The car being traded in, in words. */
export function tradeCar(vehicle: { year: number; make: string; model: string; badge: string | null } | null): string {
  return vehicle ? [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ") : "car";
}

/** A flow's state as the desk lists it. */
export const TRADE_IN_STATE_LABELS = {
  vehicle: "Describing the car",
  answers: "Answering the questions",
  offered: "Offer made",
  appraisal: "Appraisal",
  accepted: "Offer accepted",
} as const;
