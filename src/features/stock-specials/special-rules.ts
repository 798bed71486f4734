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

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The wall clock of an instant in a zone, as milliseconds of a UTC date with the same reading. */
function wallMs(at: Date, timeZone: string): number {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  for (const p of format.formatToParts(at)) parts[p.type] = p.value;
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
}

/**
 * The instant a form's local date and time ("2026-12-01T09:00", as a datetime-local field sends it) names in the
 * site's time zone, or null when it is no such time. A time that a clock change skips is read as the hour after it.
 */
export function localTimeToInstant(local: string, timeZone: string): Date | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +(s ?? 0));
  const check = new Date(wall);
  if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || +h! > 23 || +mi! > 59) return null;
  // Guess with the zone's offset at the wall time read as UTC, then correct once with the offset at the guess.
  let guess = wall - (wallMs(new Date(wall), timeZone) - wall);
  guess = wall - (wallMs(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

/** An instant as the form shows it back in the site's time zone ("2026-12-01T09:00"). */
export function instantToLocalTime(at: Date, timeZone: string): string {
  return new Date(wallMs(at, timeZone)).toISOString().slice(0, 16);
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
