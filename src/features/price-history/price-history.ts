/** The wording rules of a car's price history on its page: the latest drop, the days listed, the list of changes. */
import { formatMoney, isRealPrice } from "@/features/vehicle";
import { siteDayFormat } from "@/platform/site/site-moment";

/** One change of a car's shown price (null: no price shown, 'price on application'). */
export interface PriceChange {
  oldPrice: number | null;
  newPrice: number | null;
  at: Date;
}

/** A change from one real price to a lower one (a change to or from no price is neither a drop nor a rise). */
function isDrop(change: PriceChange): boolean {
  return isRealPrice(change.oldPrice) && isRealPrice(change.newPrice) && change.newPrice < change.oldPrice;
}

/**
 * 'Price dropped $X on {date}' while the car's latest change (`changes` newest first) is a drop, the day as the site
 * writes it in its time zone; null when the latest change was a rise, or the price never changed: an older drop since
 * undone by a rise would overstate the saving.
 */
export function priceDropLine(changes: readonly PriceChange[], timeZone: string): string | null {
  const latest = changes[0];
  if (!latest || !isDrop(latest)) return null;
  const amount = latest.oldPrice! - latest.newPrice!;
  return `Price dropped ${formatMoney(amount)} on ${siteDayFormat(timeZone).format(latest.at)}`;
}

/** The calendar day of an instant in a time zone, as a whole number of days (for counting days between two). */
function dayNumber(at: Date, timeZone: string): number {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .format(at)
    .split("-")
    .map(Number);
  return Date.UTC(y!, m! - 1, d!) / 86_400_000;
}

/**
 * How long the car has been listed, counted in the site's calendar days from its first listing (a car listed late
 * yesterday was listed 1 day ago, not 0): 'Listed today', 'Listed 1 day ago', 'Listed N days ago'. Null for a date
 * that cannot be read or lies in the future (a clock ahead of the database must not say 'listed -1 days ago').
 */
export function daysListedLine(listedAt: Date, now: Date, timeZone: string): string | null {
  if (Number.isNaN(listedAt.getTime())) return null;
  const days = dayNumber(now, timeZone) - dayNumber(listedAt, timeZone);
  if (days < 0) return null;
  if (days === 0) return "Listed today";
  return days === 1 ? "Listed 1 day ago" : `Listed ${days} days ago`;
}

export interface PriceHistoryRow {
  date: string;
  price: string;
  /** '−$1,500', '+$500', 'Listed', or null for a change to or from no price. */
  change: string | null;
}

const priceText = (price: number | null, noPriceText: string) =>
  isRealPrice(price) ? formatMoney(price) : noPriceText;

/**
 * The rows of the price history table, newest first: each change's new price on its day, with what it changed by,
 * then the price the car was listed at on its listing day, when `complete` (every change of the car is in `changes`).
 * Empty when the price never changed: a history of one price says nothing.
 */
export function priceHistoryRows(
  changes: readonly PriceChange[],
  listing: { listedAt: Date; complete: boolean },
  timeZone: string,
  noPriceText: string,
): PriceHistoryRow[] {
  if (changes.length === 0) return [];
  const day = siteDayFormat(timeZone);
  const rows: PriceHistoryRow[] = changes.map((c) => ({
    date: day.format(c.at),
    price: priceText(c.newPrice, noPriceText),
    change:
      isRealPrice(c.oldPrice) && isRealPrice(c.newPrice)
        ? `${c.newPrice < c.oldPrice ? "−" : "+"}${formatMoney(Math.abs(c.newPrice - c.oldPrice))}`
        : null,
  }));
  const first = changes[changes.length - 1]!;
  if (listing.complete)
    rows.push({ date: day.format(listing.listedAt), price: priceText(first.oldPrice, noPriceText), change: "Listed" });
  return rows;
}
