import type { Random } from "./random";

/** Dealer comments as dealers write them; a fifth of cars have none yet ("pending"). */
const OPENERS = [
  "Just traded in and ready for its next owner.",
  "Presented in outstanding condition inside and out.",
  "A genuine, well-kept example with plenty of life left.",
  "Fresh on the lot and priced to sell.",
  "One of the most sought-after models in its class.",
];
const MIDDLES = [
  "It has been fully inspected by our qualified technicians and comes with a roadworthy certificate.",
  "Service history is available for you to review, and the interior has been professionally detailed.",
  "Tyres have plenty of tread, and the car drives as smoothly as it looks.",
  "It suits families, commuters and weekend adventurers alike, with room to spare.",
  "Fuel-efficient, comfortable on long trips and easy to park in town.",
];
const CLOSERS = [
  "Finance is available to approved applicants and we welcome your trade-in.",
  "Call us today to book a test drive before it is gone.",
  "Reserve it online and we will hold it for you.",
  "Enquire now for a personalised drive-away quote.",
];

export function dealerComment(random: Random, name: string, features: readonly string[]): string {
  if (random.chance(0.2)) return "";
  const highlights = features.slice(0, random.int(2, 4)).join(", ");
  const parts = [`${name}. ${random.pick(OPENERS)}`, random.pick(MIDDLES)];
  if (highlights) parts.push(`Highlights include ${highlights}.`);
  if (random.chance(0.5)) parts.push(random.pick(MIDDLES));
  parts.push(random.pick(CLOSERS));
  return parts.join(" ");
}

export const INTERIOR_COLOURS = [
  "Black Cloth",
  "Black Leather-accented",
  "Grey Cloth",
  "Tan Leather",
  "Charcoal Fabric",
];
export const CUSTOM_TAGS = ["One Owner", "Low Kms", "Price Drop", "Full Service History"];
export const PAYMENT_PROCESSORS = ["Visa", "Mastercard", "American Express", "Bank Transfer"];
