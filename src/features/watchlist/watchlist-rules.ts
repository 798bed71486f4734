import { formatMoney, isAvailable, isRealPrice, type AskingPrice } from "@/features/vehicle";

/**
 * The watchlist's rules: the toggle, favourites on the device, saved cars in an account, the toasts.
 * Texts in quotes are the spec's own.
 */

/** Where the toasts' View List action leads. */
export const WATCHLIST_PATH = "/watchlist";

/** Analytics event id of a saved car ("save car 39 (favourites)"). */
export const SAVE_CAR_EVENT_ID = 39;

/**
 * Where a site keeps its shoppers' saved cars: in their account (signed in by phone), on the device
 * (the spec's Favourite entry in local storage, no account), or nowhere (favourites off).
 */
export type WatchlistMode = "account" | "device";

export function watchlistMode(features: { favourites: boolean; favouritesOnDevice: boolean }): WatchlistMode | null {
  if (!features.favourites) return null;
  return features.favouritesOnDevice ? "device" : "account";
}

/** "A sold car shows a Save button only if already saved"; an available car always shows it. */
export function showsSaveToggle(car: { status: string }, saved: boolean): boolean {
  return isAvailable(car.status) || saved;
}

export const toggleLabel = (saved: boolean) => (saved ? "Saved" : "Save");

export interface ToastCopy {
  title: string;
  description: string;
}

/** The toast after a save. */
export const savedToast = (carName: string): ToastCopy => ({
  title: "Car Saved In Watchlist",
  description: `${carName} is now available in your watchlist`,
});

/** The toast after a removal. */
export const removedToast = (carName: string): ToastCopy => ({
  title: "Car Removed",
  description: `${carName} is no longer in your watchlist`,
});

/** The alert when a watchlist call fails without a message of its own. */
export const WATCHLIST_FAILURE = "Something went wrong with your watchlist. Please try again.";

/** The ids with the car added (saved) or taken out: the optimistic state, and the rollback (the opposite call). */
export function withCar(ids: readonly number[], id: number, saved: boolean): number[] {
  const rest = ids.filter((i) => i !== id);
  return saved ? [...rest, id] : rest;
}

/**
 * What the watchlist page notes beside a saved car: gone from the site, sold, or a changed price (the
 * price it had when saved against today's). A price that is not shown (PREORDER, no price) is no price
 * to compare.
 */
export function savedCarNote(car: {
  shown: boolean;
  status: string;
  price: AskingPrice;
  savedPrice: number | null;
}): string | null {
  if (!car.shown) return "No longer available";
  if (!isAvailable(car.status)) return "Sold";
  if (isRealPrice(car.savedPrice) && isRealPrice(car.price) && car.savedPrice !== car.price)
    return `Price changed from ${formatMoney(car.savedPrice)} to ${formatMoney(car.price)}`;
  return null;
}
