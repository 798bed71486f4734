import { localTimeToInstant } from "@/domain/local-time";

/** A special as its rules see it: when it runs, and whether it was cancelled. */
export interface SpecialSpan {
  startsAt: Date;
  endsAt: Date;
  cancelledAt?: Date | null;
}

export type SpecialPhase = "upcoming" | "running" | "ended" | "cancelled";

/** Where a special is at an instant: it runs from its start (inclusive) to its end (exclusive). */
export function specialPhase(special: SpecialSpan, now: Date): SpecialPhase {
  if (special.cancelledAt) return "cancelled";
  if (now < special.startsAt) return "upcoming";
  if (now < special.endsAt) return "running";
  return "ended";
}

/** Two specials of one car overlap when each starts before the other ends; a cancelled one takes no time. */
export function specialsOverlap(a: SpecialSpan, b: SpecialSpan): boolean {
  if (a.cancelledAt || b.cancelledAt) return false;
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

export interface SpecialInput {
  price: number;
  wasPrice: number | null;
  startsAt: Date;
  endsAt: Date;
}

export type SpecialField = "price" | "wasPrice" | "startsAt" | "endsAt";

const MONEY = /^\$?\s*(\d{1,3}(,\d{3})+|\d{1,9})(\.00?)?$/;

function money(raw: string): number | null {
  const m = MONEY.exec(raw.trim());
  return m ? Number(m[1]!.replaceAll(",", "")) : null;
}

/**
 * A special's form read by its rules: a whole-dollar price below the car's own price (the price it replaces), an
 * optional was-price above the special's price, a start and an end in the site's time zone with the end after the
 * start and not already past. Every bad field is named, and nothing is made.
 */
export function parseSpecial(
  form: { price?: string; wasPrice?: string; startsAt?: string; endsAt?: string },
  carPrice: number | null,
  timeZone: string,
  now: Date,
): { ok: true; value: SpecialInput } | { ok: false; fields: SpecialField[] } {
  const fields: SpecialField[] = [];
  const price = money(form.price ?? "");
  if (price === null || price <= 0 || carPrice === null || price >= carPrice) fields.push("price");
  const wasRaw = (form.wasPrice ?? "").trim();
  const wasPrice = wasRaw === "" ? null : money(wasRaw);
  if (wasRaw !== "" && (wasPrice === null || (price !== null && wasPrice <= price))) fields.push("wasPrice");
  const startsAt = localTimeToInstant(form.startsAt ?? "", timeZone);
  if (!startsAt) fields.push("startsAt");
  const endsAt = localTimeToInstant(form.endsAt ?? "", timeZone);
  if (!endsAt || (startsAt && endsAt <= startsAt) || endsAt <= now) fields.push("endsAt");
  if (fields.length > 0) return { ok: false, fields };
  return { ok: true, value: { price: price!, wasPrice, startsAt: startsAt!, endsAt: endsAt! } };
}

/** What each refused field of the form is told. */
export const SPECIAL_FIELD_MESSAGES: Record<SpecialField, string> = {
  price: "Price: enter whole dollars below the car's current price.",
  wasPrice: "Was-price: leave it empty, or enter whole dollars above the special's price.",
  startsAt: "Starts: enter a date and time.",
  endsAt: "Ends: enter a date and time after the start that has not passed.",
};
