import {
  addFavourite,
  FAVOURITES_KEY,
  parseFavourites,
  removeFavourite,
  type FavouriteEntry,
} from "@/features/watchlist/favourites";
import { WATCHLIST_FAILURE } from "@/features/watchlist/watchlist-rules";
import { announceChange } from "./toasts";

/**
 * Favourites on the device (features.favouritesOnDevice): the spec's Favourite entries in localStorage
 * 'favourites', as a tiny external store. Another tab's change arrives through the storage event.
 */

const listeners = new Set<() => void>();
let readRaw: string | null | undefined;
let readList: FavouriteEntry[] = [];
const none: FavouriteEntry[] = [];

function stored(): string | null {
  try {
    return localStorage.getItem(FAVOURITES_KEY);
  } catch {
    return null;
  }
}

/** The same list object while storage holds the same text, as useSyncExternalStore needs. */
function favourites(): FavouriteEntry[] {
  const raw = stored();
  if (raw !== readRaw) {
    readRaw = raw;
    readList = parseFavourites(raw);
  }
  return readList;
}

export const deviceFavourites = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    const fromOtherTab = (e: StorageEvent) => {
      if (e.key === FAVOURITES_KEY || e.key === null) listener();
    };
    window.addEventListener("storage", fromOtherTab);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", fromOtherTab);
    };
  },
  list: favourites,
  serverList: () => none,
  isSaved: (id: number) => favourites().some((f) => f.id === id),
  isSettled: () => true,
  async setSaved(car: FavouriteEntry, save: boolean): Promise<boolean> {
    const next = save ? addFavourite(favourites(), car) : removeFavourite(favourites(), car.id);
    try {
      localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
    } catch {
      window.alert(WATCHLIST_FAILURE); // storage full or disabled
      return false;
    }
    listeners.forEach((l) => l());
    announceChange(car, save);
    return true;
  },
};
