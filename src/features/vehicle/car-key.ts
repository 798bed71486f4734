import { isSlug, toSlug } from "@/domain/slug";

/**
 * The three ways a shopper's URL names a car: its slug (/cars/{slug}, /print?car_id=, the finance and
 * test-drive pages' car_id), its numeric id (/cars/trade-in?car_id=, the phone reveal) and its stock
 * number (/history-reports/{stocknum}); /personalised/finance and /checkout-journey take either form (carIdKeys). Each is checked for shape before any query; a value of any
 * other shape names no car (a 404, never a database error).
 */

/** The longest car slug a URL may carry (a slug is the car's title and stock number, toSlug'd). */
export const CAR_SLUG_MAX_LENGTH = 200;

/** Stock numbers as the stock import accepts them: letters, digits and hyphens, at most 30. */
export const STOCK_NUMBER = /^[A-Za-z0-9-]{1,30}$/;

/** Ids are PostgreSQL integers: 1 to 999,999,999 written as plain digits stays well inside them. */
const CAR_ID = /^\d{1,9}$/;

export const isCarSlug = (value: unknown): value is string => isSlug(value, CAR_SLUG_MAX_LENGTH);

/**
 * A new car's slug: its title and stock number, toSlug'd. A long title is cut (at a word where it can
 * be) so the slug stays within CAR_SLUG_MAX_LENGTH and keeps the stock number that makes it unique:
 * every car the platform lists has a slug isCarSlug accepts.
 */
export function carSlug(title: string, stocknum: string): string {
  const tail = toSlug(stocknum);
  const room = CAR_SLUG_MAX_LENGTH - tail.length - 1;
  let head = toSlug(title);
  if (head.length > room) head = head.slice(0, room).replace(/-[a-z0-9]*$/, "") || head.slice(0, room);
  return [head, tail].filter(Boolean).join("-");
}

export const isStockNumber = (value: unknown): value is string => typeof value === "string" && STOCK_NUMBER.test(value);

/** A car id from a URL (a string) or a parsed body (a number); null when it cannot be an id. */
export function parseCarId(value: unknown): number | null {
  const id =
    typeof value === "number" ? value : typeof value === "string" && CAR_ID.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= 999_999_999 ? id : null;
}

/** A car as a lookup names it, once its shape has been checked. */
export type CarKey = { by: "slug"; slug: string } | { by: "id"; id: number } | { by: "stocknum"; stocknum: string };

/** The key for a raw value, or null when the value cannot name a car. */
export function carKey(by: CarKey["by"], value: unknown): CarKey | null {
  if (by === "slug") return isCarSlug(value) ? { by, slug: value } : null;
  if (by === "stocknum") return isStockNumber(value) ? { by, stocknum: value } : null;
  const id = parseCarId(value);
  return id === null ? null : { by, id };
}

/**
 * The lookups a URL's car_id stands for where a route takes the car's id or its slug (/personalised/finance?car_id={id},
 * /checkout-journey?car_id={slug}): digits are tried as the id first, then as a slug (a car
 * whose title is empty has its stock number alone as its slug, which may be digits).
 */
export function carIdKeys(value: unknown): CarKey[] {
  return [carKey("id", value), carKey("slug", value)].filter((key): key is CarKey => key !== null);
}

/**
 * Where a route that takes either form sends a car_id that is not the route's canonical one (the form the spec writes
 * for it), so every car has one address per route: null when the value already is it.
 */
export function canonicalCarIdPath(
  path: string,
  form: "id" | "slug",
  given: string,
  car: { id: number; slug: string },
): string | null {
  const canonical = form === "id" ? String(car.id) : car.slug;
  return given === canonical ? null : `${path}?car_id=${encodeURIComponent(canonical)}`;
}
