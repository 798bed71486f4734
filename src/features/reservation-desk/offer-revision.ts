import { isCalendarDay } from "@/domain/calendar-day";
import { wallInstant } from "@/domain/local-time";
/*
 * A manager's revision of a trade-in offer: a new amount in whole dollars and the last day it holds, read from a plain
 * form. Pure, so the form and the action run the same rules.
 */

/** The most the desk offers for a car without a person looking at it: a typo of an extra zero is refused, not sent. */
export const OFFER_MAX = 500_000;
/** An offer holds for at least today and at most this many days ahead. */
export const OFFER_DAYS_MAX = 60;

export type RevisionRefusal = "amount" | "expires";

export interface Revision {
  price: number;
  /** The offer holds to the end of this day (YYYY-MM-DD) in the site's time zone. */
  expiresOn: string;
  expiresAt: Date;
}

/** The instant a wall-clock time of a day has in a time zone (the offset taken at that time, daylight saving included). */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(wallInstant(Date.UTC(y, m - 1, d, 0, minutes), timeZone));
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The revision a form asks for, or each field it cannot take: an amount of whole dollars from $1 to OFFER_MAX (a "$"
 * and thousands commas are fine), and a last day from today to OFFER_DAYS_MAX days ahead in the site's time zone; the
 * offer then holds to the end of that day there.
 */
export function parseRevision(
  form: { amount?: unknown; expiresOn?: unknown },
  now: Date,
  timeZone: string,
): { ok: true; revision: Revision } | { ok: false; refusals: RevisionRefusal[] } {
  const refusals: RevisionRefusal[] = [];
  const amountText = typeof form.amount === "string" ? form.amount.trim().replace(/^\$/, "").replace(/,/g, "") : "";
  const price = /^\d{1,7}$/.test(amountText) ? Number(amountText) : NaN;
  if (!(price >= 1 && price <= OFFER_MAX)) refusals.push("amount");
  const expiresOn = typeof form.expiresOn === "string" ? form.expiresOn.trim() : "";
  const today = dayIn(now, timeZone);
  const ahead = isCalendarDay(expiresOn) ? daysBetween(today, expiresOn) : NaN;
  if (!(ahead >= 0 && ahead <= OFFER_DAYS_MAX)) refusals.push("expires");
  if (refusals.length > 0) return { ok: false, refusals };
  return { ok: true, revision: { price, expiresOn, expiresAt: zonedInstant(expiresOn, 24 * 60, timeZone) } };
}
